/**
 * Which parts of the shell an address shows, for code that runs before the router (src/app/early.ts). The facts are
 * the route table's (src/routes/-route-table.ts); the app itself reads them from the matched route.
 */
import { routeFacts, type LayoutParts } from "../routes/-route-table.ts";

export type { LayoutParts };

export function layoutFor(pathname: string): LayoutParts {
  return routeFacts(pathname).layout;
}
