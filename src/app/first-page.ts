/**
 * Which page a first load is for, by its address: the entry and the composition root start that page's data and
 * code before the app has drawn it (ADR 0011). The facts are the route table's (src/routes/-route-table.ts).
 */
import { routeFacts, type FirstPage } from "../routes/-route-table.ts";

export type { FirstPage };

/** Pages whose top is the home page's (with a sign-in modal over it or not): the entry may draw it early (src/app/first-view.ts). */
export function drawsHomeTop(pathname: string): boolean {
  return routeFacts(pathname).homeTop;
}

export function firstPage(pathname: string): FirstPage {
  return routeFacts(pathname).firstPage;
}

/**
 * Whether the app's code waits for the first view (at most a moment) so that it does not compete with the first
 * view's pictures: not when a sign-in modal opens over the page, which is what the visitor came for.
 */
export function appWaitsForFirstView(pathname: string): boolean {
  return routeFacts(pathname).dialog === null;
}
