/**
 * The header's category tabs with their vendor drop menus (SPEC §2 Header), loaded as a lazy chunk. Each tab is a
 * link to its lobby with a disclosure: hover (after a pause), Enter, Space, Arrow Down or a first tap opens the
 * menu; Escape closes it and returns focus to the tab; focus or the pointer leaving closes it; a second tap, or
 * Enter on an open tab, follows the link. The open/close decisions are the categoryMenu machine's.
 */
import { useDeferredValue, useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { Link, useRouter, useRouterState } from "@tanstack/react-router";
import { useMachine } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { GameCategory } from "../../../machines/boot/categories.ts";
import { DS88_VENDOR } from "../../../machines/boot/categories.ts";
import { categoryMenuMachine } from "../../../machines/lobby/category-menu.machine.ts";
import type { VendorCard } from "../../../machines/games/games.types.ts";
import { categoryNames } from "../../i18n/messages.ts";
import { useLaunchGame } from "../game-launch/use-launch-game.ts";
import { useLobbyMachines } from "../lobby/use-lobby-machines.ts";
import { VendorGames } from "../lobby/vendor-games.tsx";
import * as layout from "./layout.css.ts";
import * as css from "./category-menu.css.ts";

/** Vendor types whose games the menu lists in a grid (the others show their vendor cards alone). */
const LISTED = ["RNG", "FISH", "PVP", "LIVE"];
/** Tiles per page in a drop menu (two rows). */
const MENU_PAGE_SIZE = 12;

export function CategoryMenuTabs({ categories }: { categories: readonly GameCategory[] }) {
  const [snapshot, send] = useMachine(categoryMenuMachine);
  const openId = snapshot.matches("open") || snapshot.matches("closing") ? snapshot.context.category : null;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => send({ type: "menu.closed" }), [pathname, send]);
  return (
    <>
      {categories.map((category) => (
        <CategoryTab
          key={category.id}
          category={category}
          open={openId === category.id}
          highlighted={openId === category.id ? snapshot.context.vendor : null}
          menuState={snapshot.context.category === category.id ? String(snapshot.value) : undefined}
          send={send}
        />
      ))}
    </>
  );
}

type Send = ReturnType<typeof useMachine<typeof categoryMenuMachine>>[1];

function CategoryTab({
  category,
  open,
  highlighted,
  menuState,
  send,
}: {
  category: GameCategory;
  open: boolean;
  highlighted: string | null;
  /** The menu machine's state when it is about this tab (`opening`, `open`, `closing`), for tests to wait on. */
  menuState: string | undefined;
  send: Send;
}) {
  const { i18n } = useLingui();
  const launch = useLaunchGame();
  const router = useRouter();
  const item = useRef<HTMLLIElement>(null);
  const tab = useRef<HTMLAnchorElement>(null);
  const pointer = useRef<string>("mouse");
  const focusFirst = useRef(false);
  const panelId = `category-menu-${category.id}`;
  const name = i18n._(categoryNames[category.id]);
  const ds88 = category.id === "DS88" ? category.vendors.find((v) => v.vassalage === DS88_VENDOR) : undefined;
  const search = category.id === "DS88" ? { vendor: DS88_VENDOR } : {};

  useEffect(() => {
    if (open && focusFirst.current) {
      focusFirst.current = false;
      item.current?.querySelector<HTMLElement>(`#${panelId} button, #${panelId} a`)?.focus();
    }
  }, [open, panelId]);

  const follow = (event: MouseEvent) => {
    if (ds88) {
      event.preventDefault();
      launch({ kind: "vendor", card: ds88 });
    }
    send({ type: "menu.closed" });
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pointer.current === "touch" && !open) {
      event.preventDefault();
      send({ type: "menu.opened", category: category.id });
      return;
    }
    follow(event);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    pointer.current = "keyboard";
    if (event.key === "ArrowDown") {
      event.preventDefault();
      focusFirst.current = true;
      if (open) item.current?.querySelector<HTMLElement>(`#${panelId} button, #${panelId} a`)?.focus();
      else send({ type: "menu.opened", category: category.id });
    } else if (event.key === " ") {
      event.preventDefault();
      send(open ? { type: "menu.closed" } : { type: "menu.opened", category: category.id });
    } else if (event.key === "Enter" && !open) {
      event.preventDefault();
      send({ type: "menu.opened", category: category.id });
    }
  };
  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      send({ type: "menu.closed" });
      tab.current?.focus();
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === "mouse" || event.pointerType === "pen") send({ type: "menu.hovered", category: category.id });
  };
  // The tab's lobby is preloaded when a mouse comes over it, which a click then follows. Not on a touch (the router's
  // "intent" preloading would start on touchstart): a tap opens the menu instead, and the preload's work would delay
  // the menu's first paint.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse" || event.pointerType === "pen") void router.preloadRoute({ to: category.route, search }).catch(() => undefined);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse" || event.pointerType === "pen") send({ type: "menu.left" });
  };

  return (
    <li
      ref={item}
      data-menu-state={menuState}
      onKeyDown={onItemKeyDown}
      onPointerEnter={onPointerEnter}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (open && !item.current?.contains(event.relatedTarget as Node | null)) send({ type: "menu.closed" });
      }}
    >
      <Link
        ref={tab}
        to={category.route}
        search={search}
        className={layout.navLink}
        preload={false}
        data-category={category.id}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerDown={(event) => {
          pointer.current = event.pointerType;
        }}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {name}
      </Link>
      {open ? <CategoryPanel id={panelId} category={category} name={name} highlighted={highlighted} send={send} onFollow={() => send({ type: "menu.closed" })} /> : null}
    </li>
  );
}

function CategoryPanel({
  id,
  category,
  name,
  highlighted,
  send,
  onFollow,
}: {
  id: string;
  category: GameCategory;
  name: string;
  highlighted: string | null;
  send: Send;
  onFollow(): void;
}) {
  const { t } = useLingui();
  const launch = useLaunchGame();
  const current: VendorCard | undefined = category.vendors.find((v) => v.vassalage === highlighted) ?? category.vendors[0];
  const listed = current !== undefined && LISTED.includes(current.gameType.toUpperCase());
  const { machines } = useLobbyMachines();
  // The vendor's games and the vendors' logos come in a second, lower-priority render: the tap paints the panel with
  // its vendors' names first (their logos' boxes keep their size). Starting a dozen image requests took a third of the
  // tap's own work on a phone, and a logo not yet downloaded would not have been in that first paint anyway.
  const detailsShown = useDeferredValue(true, false);
  return (
    <div id={id} className={css.panel} role="region" aria-label={t`${name} vendors`} data-testid="category-menu">
      <div className={`${layout.container} ${css.inner}`}>
        <div>
          <ul className={css.vendors}>
            {category.vendors.map((card) => (
              <li key={card.vassalage}>
                <button
                  type="button"
                  className={css.vendor}
                  data-highlighted={card.vassalage === current?.vassalage ? "true" : undefined}
                  data-vendor={card.vassalage}
                  onPointerEnter={() => send({ type: "vendor.highlighted", vendor: card.vassalage })}
                  onFocus={() => send({ type: "vendor.highlighted", vendor: card.vassalage })}
                  onClick={() => {
                    onFollow();
                    launch({ kind: "vendor", card });
                  }}
                >
                  <img className={css.vendorIcon} src={detailsShown ? card.icon : undefined} alt="" width={28} height={28} loading="lazy" decoding="async" />
                  <span>{card.displayName || card.vassalage}</span>
                  {card.isHot ? <span className={css.hot} data-testid="hot-badge">{t`Hot`}</span> : null}
                </button>
              </li>
            ))}
          </ul>
          <p>
            <Link to={category.route} className={css.all} onClick={onFollow}>
              {t`All of ${name}`}
            </Link>
          </p>
        </div>
        {detailsShown && listed && current && machines ? (
          <section aria-label={t`${current.displayName} games`}>
            <h2 className={css.heading}>{current.displayName || current.vassalage}</h2>
            <VendorGames
              machine={machines.gameList}
              gameType={current.gameType.toUpperCase()}
              vendor={current.vassalage}
              vendorName={current.displayName || current.vassalage}
              pageSize={MENU_PAGE_SIZE}
              label={t`${current.displayName} games`}
            />
          </section>
        ) : null}
      </div>
    </div>
  );
}
