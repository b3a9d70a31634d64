/**
 * The first view of a home page or of the slots page, drawn before the app's JavaScript has run. On a phone the app
 * (React, the router, the machines: about 150 kB gzip) takes seconds to arrive and run, while the permission call,
 * the start-up lists, the announcements or the first page of games, and the first pictures are small and already on
 * their way (src/app/early.ts). Once the permission call says the site is open and the page's content is known, this
 * replaces the loading screen with the top of the page as the app will draw it — the header bar with the brand and
 * the empty category row, then home's banner in its 10:3 box, or the slots page's title, providers, search row and
 * first tiles — using the app's own style classes, so the app's first render puts the same things in the same places
 * (ADR 0011).
 *
 * It is a picture, not a second implementation: nothing in it is interactive, it is a busy `role="status"` region
 * whose picture is hidden from assistive technology, and the app's first render replaces it whole.
 */
import * as layout from "../views/layout/layout.css.ts";
import * as banner from "../views/announcements/announcements.css.ts";
import * as catalogue from "../views/catalogue/catalogue.css.ts";
import * as games from "../views/games/games.css.ts";
import * as lazy from "../components/lazy-image/lazy-image.css.ts";
import { TILE_ICON } from "../views/games/tile-size.ts";
import { themeClass } from "../theme/themes.css.ts";
import type { BrandTheme } from "../config/schema.ts";
import { SPLASH_ID } from "./splash.ts";

export const FIRST_VIEW = "first-view";

/** What every first view draws around its page: the header bar, and the body the app's layout gives the page. */
export interface FirstViewShell {
  brand: { name: string; logo: string; theme: BrandTheme };
  /** The header top row's height as the app last drew it at this window width (src/app/header-memory.ts). */
  headerTopHeight: number | null;
  /** Whether the page has the right bar (it narrows the page on wide screens). */
  rightBar: boolean;
}

export interface FirstViewContent extends FirstViewShell {
  banner: { src: string; alt: string };
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, ...children: Node[]): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

function picture(doc: Document, className: string, src: string, alt: string, width: number, height: number): HTMLImageElement {
  const image = element(doc, "img", className);
  image.src = src;
  image.alt = alt;
  image.width = width;
  image.height = height;
  return image;
}

/**
 * Replaces the loading screen (only while it is still there: the app may have drawn already) with the header bar
 * and `page` where the app's layout puts a page (after the notices row). Returns false when nothing was drawn.
 */
function paintShell(doc: Document, shell: FirstViewShell, page: Node): boolean {
  const splash = doc.getElementById(SPLASH_ID);
  const root = splash?.parentElement;
  if (!splash || !root) return false;
  doc.documentElement.classList.add(themeClass[shell.brand.theme]);

  const logo = picture(doc, layout.brandLogo, shell.brand.logo, "", 36, 36);
  const brand = element(doc, "span", layout.brand, logo, element(doc, "span", layout.brandName, doc.createTextNode(shell.brand.name)));
  const navRow = element(doc, "div", layout.navList);
  navRow.style.minHeight = "48px";
  const headerTop = element(doc, "div", `${layout.container} ${layout.headerTop}`, brand);
  if (shell.headerTopHeight !== null) {
    // The app's row wraps its buttons under the brand, which then sits in the first line, at the top.
    headerTop.style.minHeight = `${shell.headerTopHeight}px`;
    headerTop.style.alignContent = "flex-start";
  }
  const header = element(
    doc,
    "header",
    shell.rightBar ? `${layout.header} ${layout.headerBesideRightBar}` : layout.header,
    headerTop,
    element(doc, "div", layout.nav, element(doc, "div", layout.container, navRow)),
  );
  const main = element(doc, "div", layout.main, element(doc, "div", layout.container), page);
  const body = element(doc, "div", shell.rightBar ? `${layout.body} ${layout.withRightBar}` : layout.body, main);

  // Assistive technology hears a busy region named after the brand, not a page it cannot use yet.
  header.setAttribute("aria-hidden", "true");
  body.setAttribute("aria-hidden", "true");
  const view = element(doc, "div", layout.shell, header, body);
  view.id = FIRST_VIEW;
  view.dataset.screen = FIRST_VIEW;
  view.setAttribute("role", "status");
  view.setAttribute("aria-busy", "true");
  view.setAttribute("aria-label", shell.brand.name);
  root.replaceChild(view, splash);
  return true;
}

/** The home page's first view: the banner in its 10:3 box. Returns the banner `<img>`, or null when nothing was drawn. */
export function paintFirstView(doc: Document, content: FirstViewContent): HTMLImageElement | null {
  const image = picture(doc, banner.slideImage, content.banner.src, content.banner.alt, 1200, 360);
  image.setAttribute("fetchpriority", "high");
  const carousel = element(doc, "div", banner.carousel, element(doc, "div", banner.viewport, element(doc, "div", banner.slide, image)));
  return paintShell(doc, content, element(doc, "div", layout.container, carousel)) ? image : null;
}

/** Texts of the slots page's first view, translated by the entry (the same messages the page uses). */
export interface CatalogueViewTexts {
  title: string;
  providers: string;
  allProviders: string;
  search: string;
  play: string;
  trial: string;
  hot: string;
}

export interface CatalogueViewContent extends FirstViewShell {
  texts: CatalogueViewTexts;
  /** The slot vendors, as the provider list shows them. */
  vendors: readonly { code: string; name: string; hot: boolean }[];
  /** The vendor shown (one of `vendors`), null for every vendor. */
  current: string | null;
  /** The first tiles of the first page (those whose pictures load at once); `vendor` is the vendor's display name. */
  games: readonly { icon: string; name: string; vendor: string; trial: boolean; hot: boolean }[];
}

/**
 * The slots page's first view (`/rng`): the title, the provider list, the search row and the first tiles, in the
 * page's own classes and structure (src/views/catalogue/catalogue-page.tsx, src/views/games/game-tile.tsx). The
 * buttons and links of the page are drawn as plain boxes: nothing in the picture can be used. Returns the tiles'
 * pictures, or null when nothing was drawn.
 */
export function paintCatalogueView(doc: Document, content: CatalogueViewContent): HTMLImageElement[] | null {
  const { texts } = content;
  const span = (className: string, ...children: Node[]) => element(doc, "span", className, ...children);
  const text = (value: string) => doc.createTextNode(value);

  // A provider's icon is a box of its size here: a page of pictures (SVG ones each a document of its own) is work
  // the first view does not need; the app draws them.
  const vendorItem = (label: string, current: boolean, vendor?: { hot: boolean }) => {
    const link = span(catalogue.vendorLink);
    if (current) link.setAttribute("aria-current", "page");
    if (vendor) link.append(span(catalogue.vendorIcon));
    link.append(text(label));
    if (vendor?.hot) link.append(span(catalogue.hotDot, text(texts.hot)));
    return element(doc, "li", "", link);
  };
  const vendorList = element(
    doc,
    "ul",
    catalogue.vendorList,
    vendorItem(texts.allProviders, content.current === null),
    ...content.vendors.map((v) => vendorItem(v.name, v.code === content.current, { hot: v.hot })),
  );
  const vendorNav = element(doc, "div", catalogue.vendorNav, element(doc, "h2", catalogue.vendorHeading, text(texts.providers)), vendorList);

  const searchBox = span(catalogue.searchInput);
  searchBox.style.display = "block";
  const toolbar = element(
    doc,
    "div",
    catalogue.toolbar,
    element(doc, "div", catalogue.search, span(catalogue.searchLabel, text(texts.search)), searchBox),
    element(doc, "p", catalogue.count),
  );

  const images: HTMLImageElement[] = [];
  const tiles = content.games.map((game) => {
    const image = picture(doc, `${lazy.image} ${lazy.shown}`, game.icon, game.name, TILE_ICON.width, TILE_ICON.height);
    image.setAttribute("fetchpriority", "high");
    images.push(image);
    const box = span(lazy.box, image);
    box.style.width = "100%";
    box.style.aspectRatio = `${TILE_ICON.width} / ${TILE_ICON.height}`;
    const media = element(doc, "div", games.media, box);
    if (game.hot) media.append(span(games.hot, text(texts.hot)));
    const actions = element(doc, "div", games.actions, span(games.play, text(texts.play)));
    if (game.trial) actions.append(span(games.trial, text(texts.trial)));
    return element(doc, "li", games.tile, media, element(doc, "p", games.name, text(game.name)), element(doc, "p", games.vendor, text(game.vendor)), actions);
  });
  const grid = element(doc, "ul", games.grid, ...tiles);

  const page = element(
    doc,
    "div",
    `${layout.container} ${catalogue.page}`,
    element(doc, "h1", catalogue.title, text(texts.title)),
    element(doc, "div", catalogue.layout, vendorNav, element(doc, "div", "", toolbar, grid)),
  );
  return paintShell(doc, content, page) ? images : null;
}

/** Resolves when the picture has arrived and been decoded (or failed: the app takes over either way). */
export function imageReady(image: HTMLImageElement): Promise<void> {
  if (typeof image.decode !== "function") return Promise.resolve();
  return image.decode().catch(() => undefined);
}
