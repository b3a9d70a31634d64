/**
 * Which page a first load is for, by its address: the entry and the composition root start that page's data and
 * code before the app has drawn it (ADR 0011). Paths as in src/routes.
 */

/** Routes that draw the home page: index, [index], home, index[.]html, and login / register over it. */
const HOME = new Set(["/", "/index", "/home", "/index.html", "/login", "/register", "/register.html"]);
/** Category lobbies and lottery screens (their machines come in one chunk). */
const LOBBIES = new Set(["/live", "/fish", "/pvp", "/sports", "/esports", "/elott", "/seamless", "/lottery", "/vnlottery", "/vnLottery", "/seaLottery"]);

/** The path without trailing slashes ("/" stays "/"). */
export function trimPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Home pages whose top is the home page's own (no sign-in modal over it): the entry may draw it early (src/app/first-view.ts). */
const HOME_TOP = new Set(["/", "/index", "/home", "/index.html"]);

export function drawsHomeTop(pathname: string): boolean {
  return HOME_TOP.has(trimPath(pathname));
}

export type FirstPage = "home" | "catalogue" | "lobby" | "other";

export function firstPage(pathname: string): FirstPage {
  const path = trimPath(pathname);
  if (HOME.has(path)) return "home";
  if (path === "/rng") return "catalogue";
  if (LOBBIES.has(path)) return "lobby";
  return "other";
}
