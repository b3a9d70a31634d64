import { lazy, Suspense, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import { BANNER_GROUPS } from "../../../machines/announcements/announcements.types.ts";
import { BannerCarousel } from "../announcements/banner-carousel.tsx";
import { NoticeMarquee } from "../announcements/notice-marquee.tsx";
import { useAnnouncements, useBanners } from "../announcements/use-announcements.ts";
import { useSession } from "../auth/use-auth.ts";
import * as layout from "../layout/layout.css.ts";
import * as css from "./home.css.ts";

// Below the fold and on first use: the game blocks (with the home machine), the announcement dialogs (with the sanitiser).
// The blocks are on every visit, so their chunk is asked for as soon as this page's code runs (the router loads it
// while the start-up calls are still out), not when the page first renders.
const blocksChunk = import("./home-blocks.tsx");
const HomeBlocks = lazy(() => blocksChunk);
const PopupAnnouncementsDialog = lazy(() => import("../announcements/announcement-dialogs.tsx").then((m) => ({ default: m.PopupAnnouncementsDialog })));
const NoticeDialog = lazy(() => import("../announcements/announcement-dialogs.tsx").then((m) => ({ default: m.NoticeDialog })));

/** Placeholder of the same height as the blocks' first rows while their chunk loads. */
function BlocksPlaceholder() {
  return <div className={css.blocksPlaceholder} aria-hidden="true" />;
}

/** Home (`/` and its aliases; `/login` and `/register` show it under their modal): banners, notices, game blocks. */
export function HomePage() {
  const { config, loadHomeMachine } = useServices();
  // The home machine's chunk travels with the blocks' chunk rather than after it (HomeBlocks `use()`s it).
  useState(loadHomeMachine);
  const { t } = useLingui();
  const brand = config.brand.name;
  const banners = useBanners(BANNER_GROUPS.home);
  const popupOpen = useAnnouncements((s) => s.matches({ loaded: { popup: "showing" } }));
  const noticeOpen = useAnnouncements((s) => s.matches({ loaded: { notice: "open" } }));
  // The popup announcements wait while a sign-in or member dialog of the session is open (one modal at a time).
  const sessionIdle = useSession((s) => s.matches({ guest: "idle" }) || s.matches({ signedIn: "idle" }));
  return (
    <div className={layout.container}>
      <h1 className={css.visuallyHidden}>{t`Welcome to ${brand}`}</h1>
      {banners.length > 0 ? (
        <BannerCarousel banners={banners} label={t`Promotions`} />
      ) : (
        <div className={css.hero} data-testid="home-hero">
          <p className={css.heroTitle}>{t`Welcome to ${brand}`}</p>
          <p className={css.heroText}>{t`Slots, live casino, sports, fishing, card games and lotteries in one place.`}</p>
        </div>
      )}
      <NoticeMarquee />
      <Suspense fallback={<BlocksPlaceholder />}>
        <HomeBlocks />
      </Suspense>
      {popupOpen && sessionIdle ? (
        <Suspense fallback={null}>
          <PopupAnnouncementsDialog />
        </Suspense>
      ) : null}
      {noticeOpen ? (
        <Suspense fallback={null}>
          <NoticeDialog />
        </Suspense>
      ) : null}
    </div>
  );
}
