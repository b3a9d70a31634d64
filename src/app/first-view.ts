/**
 * The first view of a home page, drawn before the app's JavaScript has run. On a phone the app (React, the router,
 * the machines: about 150 kB gzip) takes seconds to arrive and run, while the permission call, the announcements and
 * the first banner picture are small and already on their way (src/app/early.ts). Once the permission call says the
 * site is open and the first `w_home` banner is known, this replaces the loading screen with the top of the page as
 * the app will draw it — the header bar with the brand, the empty category row, the banner in its 10:3 box — using
 * the app's own style classes, so the app's first render puts the same things in the same places (ADR 0011).
 *
 * It is a picture, not a second implementation: nothing in it is interactive, it stays a `role="status"` region, and
 * the app's first render replaces it whole.
 */
import * as layout from "../views/layout/layout.css.ts";
import * as banner from "../views/announcements/announcements.css.ts";
import { themeClass } from "../theme/themes.css.ts";
import type { BrandTheme } from "../config/schema.ts";
import { SPLASH_ID } from "./splash.ts";

export const FIRST_VIEW = "first-view";

export interface FirstViewContent {
  brand: { name: string; logo: string; theme: BrandTheme };
  /** The header top row's height as the app last drew it at this window width (src/app/header-memory.ts). */
  headerTopHeight: number | null;
  /** Whether the page has the right bar (it narrows the page on wide screens). */
  rightBar: boolean;
  banner: { src: string; alt: string };
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, ...children: Node[]): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/**
 * Replaces the loading screen (only while it is still there: the app may have drawn already) with the first view.
 * Returns the banner `<img>`, or null when nothing was drawn.
 */
export function paintFirstView(doc: Document, content: FirstViewContent): HTMLImageElement | null {
  const splash = doc.getElementById(SPLASH_ID);
  const root = splash?.parentElement;
  if (!splash || !root) return null;
  doc.documentElement.classList.add(themeClass[content.brand.theme]);

  const logo = element(doc, "img", layout.brandLogo);
  logo.src = content.brand.logo;
  logo.alt = "";
  logo.width = 36;
  logo.height = 36;
  const brand = element(doc, "span", layout.brand, logo, doc.createTextNode(content.brand.name));
  const navRow = element(doc, "div", layout.navList);
  navRow.style.minHeight = "48px";
  const headerTop = element(doc, "div", `${layout.container} ${layout.headerTop}`, brand);
  if (content.headerTopHeight !== null) {
    // The app's row wraps its buttons under the brand, which then sits in the first line, at the top.
    headerTop.style.minHeight = `${content.headerTopHeight}px`;
    headerTop.style.alignContent = "flex-start";
  }
  const header = element(
    doc,
    "header",
    layout.header,
    headerTop,
    element(doc, "div", layout.nav, element(doc, "div", layout.container, navRow)),
  );

  const image = element(doc, "img", banner.slideImage);
  image.src = content.banner.src;
  image.alt = content.banner.alt;
  image.width = 1200;
  image.height = 360;
  image.setAttribute("fetchpriority", "high");
  const carousel = element(doc, "div", banner.carousel, element(doc, "div", banner.viewport, element(doc, "div", banner.slide, image)));
  const main = element(doc, "div", layout.main, element(doc, "div", layout.container), element(doc, "div", layout.container, carousel));
  const body = element(doc, "div", content.rightBar ? `${layout.body} ${layout.withRightBar}` : layout.body, main);

  const view = element(doc, "div", layout.shell, header, body);
  view.id = FIRST_VIEW;
  view.dataset.screen = FIRST_VIEW;
  view.setAttribute("role", "status");
  view.setAttribute("aria-busy", "true");
  view.setAttribute("aria-label", content.brand.name);
  root.replaceChild(view, splash);
  return image;
}

/** Resolves when the picture has arrived and been decoded (or failed: the app takes over either way). */
export function imageReady(image: HTMLImageElement): Promise<void> {
  if (typeof image.decode !== "function") return Promise.resolve();
  return image.decode().catch(() => undefined);
}
