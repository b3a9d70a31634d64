/**
 * The document's title. One writer (`useDocumentTitle`): the root view, with the matched route's title from its
 * static data (src/routes/-route-table.ts) or the title of the boot screen that replaces the site; and the
 * configuration-error screen, which is shown without a router.
 */
import { useLayoutEffect } from "react";
import { useRouterState } from "@tanstack/react-router";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { RouteStaticData } from "../../routes/-route-table.ts";

/**
 * Sets the document title. A layout effect: it runs before the passive effects of the page below it, so a page
 * that names what it shows more precisely than its route (the running game on /game) still has the last word.
 */
export function useDocumentTitle(title: string | null) {
  useLayoutEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

/** The matched route's static data (the deepest match; the root's when no route matches the address). */
export function useRouteData(): RouteStaticData | undefined {
  return useRouterState({ select: (state) => state.matches.at(-1)?.staticData });
}

/** "<page> · <brand>", or the route's own document title. */
export function documentTitle(i18n: I18n, route: Pick<RouteStaticData, "title" | "documentTitle">, brand: string): string {
  if (!route.documentTitle) return `${i18n._(route.title)} · ${brand}`;
  const withBrand: MessageDescriptor = { ...route.documentTitle, values: { brand } };
  return i18n._(withBrand);
}
