/**
 * Which page a first load is for, by its address: the entry and the composition root start that page's data and
 * code before the app has drawn it (ADR 0011). The facts are the route table's (src/routes/-route-table.ts).
 */
import { routeFacts, type FirstPage } from "../routes/-route-table.ts";

export type { FirstPage };

/** Home pages whose top is the home page's own (no sign-in modal over it): the entry may draw it early (src/app/first-view.ts). */
export function drawsHomeTop(pathname: string): boolean {
  return routeFacts(pathname).homeTop;
}

export function firstPage(pathname: string): FirstPage {
  return routeFacts(pathname).firstPage;
}
