import { useEffect, useState, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Banner } from "../../../machines/announcements/announcements.types.ts";
import { reducedMotion, useHold } from "./use-hold.ts";
import * as css from "./announcements.css.ts";

/** Banner images are 1200 × 360; the box reserves that ratio. */
export const BANNER_SIZE = { width: 1200, height: 360 } as const;
const ADVANCE_MS = 6000;

/** A banner's image, inside its link when it has one (promotion or web address). */
export function BannerLink({ banner, children, className }: { banner: Banner; children: ReactNode; className?: string }) {
  const link = banner.link;
  if (link?.kind === "promotion") {
    return (
      <a href={`/promoDetail?id=${encodeURIComponent(link.promotionId)}`} className={className}>
        {children}
      </a>
    );
  }
  if (link?.kind === "url") {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}

/**
 * The home banners (group `w_home`) as an accessible carousel (WAI-ARIA APG "Carousel"): previous / next, one
 * button per slide, a pause control; it advances every 6 s unless paused, hovered, focused or the player prefers
 * reduced motion. The first image is the likely LCP element: loaded eagerly with high priority; the space is
 * reserved before anything arrives.
 */
export function BannerCarousel({ banners, label }: { banners: Banner[]; label: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(reducedMotion);
  const [held, handlers] = useHold();
  const count = banners.length;
  const current = count === 0 ? 0 : index % count;
  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [paused, held, count, current]);
  if (count === 0) return <div className={css.viewport} aria-hidden="true" data-testid="banner-placeholder" />;
  const go = (i: number) => setIndex((i + count) % count);
  return (
    <section
      className={css.carousel}
      aria-roledescription={t`carousel`}
      aria-label={label}
      data-testid="home-banners"
      {...handlers}
    >
      <div className={css.viewport} aria-live={paused ? "polite" : "off"}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={css.slide}
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${i + 1} of ${count}: ${banner.title}`}
            aria-hidden={i === current ? undefined : "true"}
            data-slide={i + 1}
            inert={i === current ? undefined : true}
          >
            <BannerLink banner={banner} className={css.slideLink}>
              <img
                src={banner.image}
                alt={banner.title}
                width={BANNER_SIZE.width}
                height={BANNER_SIZE.height}
                className={css.slideImage}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "low"}
                decoding={i === 0 ? "sync" : "async"}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={css.controls}>
          <button type="button" className={css.control} data-testid="banner-pause" onClick={() => setPaused((p) => !p)} aria-label={paused ? t`Start the banner rotation` : t`Pause the banner rotation`}>
            {paused ? "▶" : "❚❚"}
          </button>
          <button type="button" className={css.control} onClick={() => go(current - 1)} aria-label={t`Previous banner`}>
            ‹
          </button>
          <ul className={css.dots}>
            {banners.map((banner, i) => (
              <li key={banner.id}>
                <button type="button" className={css.dot} aria-current={i === current ? "true" : undefined} aria-label={t`Show banner ${i + 1}: ${banner.title}`} onClick={() => go(i)} />
              </li>
            ))}
          </ul>
          <button type="button" className={css.control} data-testid="banner-next" onClick={() => go(current + 1)} aria-label={t`Next banner`}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** The banner of a sign-in modal (`w_login`, `w_register`): the first banner of the group, when there is one. */
export function DialogBanner({ banners }: { banners: Banner[] }) {
  const banner = banners[0];
  if (!banner) return null;
  return (
    <BannerLink banner={banner}>
      <img src={banner.image} alt={banner.title} width={BANNER_SIZE.width} height={BANNER_SIZE.height} className={css.dialogBanner} data-testid={`banner-${banner.group}`} />
    </BannerLink>
  );
}
