/**
 * What each route is (SPEC §2 route table): the shell parts it shows, who may open it, and which kind of page a
 * first load of it draws. The one place that knows these facts, and `routePath` the one way to map an address to
 * a route.
 *
 * Each route file attaches its row to its route as `staticData`, with its translated title (`routeData`). Once the
 * router has matched an address, the app reads the matched route's static data: the shell's parts and the document
 * title (src/views/layout/root-view.tsx), the guard (src/routes/__root.tsx). Code that runs before there is a router
 * reads this table by address: the entry's first view and route preload (src/app/early.ts,
 * src/app/route-preload.ts), the composition root's warm-up, and the build's route preload table
 * (scripts/vite/route-preload.ts). This file imports nothing at run time (no macros), so the build can import it.
 * The `-` prefix keeps the router's generator from reading it as a route.
 */
import type { FileRoutesByPath } from "@tanstack/react-router";
import type { MessageDescriptor } from "@lingui/core";

/** The path of a file route (src/routes), e.g. `/`, `/index.html`, `/seaLottery`. */
export type RoutePath = keyof FileRoutesByPath;

/** Which parts of the shell a route shows. */
export interface LayoutParts {
  header: boolean;
  footer: boolean;
  rightBar: boolean;
}

/** The kind of page a first load draws: its data and code start before the app has drawn it (ADR 0011). */
export type FirstPage = "home" | "catalogue" | "lobby" | "other";

/**
 * Who may open a route.
 * - `site`: everyone; in login-to-home mode a visitor without a session is sent to /login (SPEC §2).
 * - `public`: everyone, also without a session in login-to-home mode.
 * - `guests`: the sign-in routes: public, and a visitor with a session is sent home.
 * - `members`: the member and agent centres: as `site` here; the page itself asks a guest to log in, and sends a
 *   guest who closes the login popup and a trial account home (SPEC §5 member-centre access, the session machine).
 */
export type Access = "site" | "public" | "guests" | "members";

export interface RouteFacts {
  layout: LayoutParts;
  access: Access;
  firstPage: FirstPage;
  /** The page's top is the home page's (banner included): the entry may draw it early (src/app/first-view.ts). */
  homeTop: boolean;
  /**
   * The sign-in modal the route opens over its page as it arrives. It is what the visitor came for: the app's code
   * does not wait for the first view to be drawn (src/entry.ts).
   */
  dialog: "login" | "register" | null;
}

const FULL: LayoutParts = { header: true, footer: true, rightBar: true };
/** SPEC §2: "The side bar is absent on rng, lottery, vnlottery, seaLottery, seamless, game and pointMall." */
const NO_RIGHT_BAR: LayoutParts = { header: true, footer: true, rightBar: false };

function row(facts: Partial<RouteFacts> = {}): RouteFacts {
  return { layout: FULL, access: "site", firstPage: "other", homeTop: false, dialog: null, ...facts };
}

/** An address that matches no route: the not-found page inside the whole shell. */
export const NOT_FOUND: RouteFacts = row();

const HOME = row({ firstPage: "home", homeTop: true });
/** /login and /register draw the home page under their modal. */
const LOGIN = row({ firstPage: "home", access: "guests", homeTop: true, dialog: "login" });
const REGISTER = row({ firstPage: "home", access: "guests", homeTop: true, dialog: "register" });
const LOBBY = row({ firstPage: "lobby" });
/** The member centre (`/member/<page>`): a modal over the home page on a first load. */
const MEMBER = row({ firstPage: "home", access: "members" });
/** The agent centre (`/agent/<page>`): as the member centre; the centre itself admits agents only. */
const AGENT = row({ firstPage: "home", access: "members" });

/** Every file route's row: a route missing here, or a row without a route, is a type error. */
export const ROUTES: Readonly<Record<RoutePath, RouteFacts>> = {
  "/": HOME,
  "/index": HOME,
  "/index.html": HOME,
  "/home": HOME,
  "/login": LOGIN,
  "/register": REGISTER,
  "/register.html": REGISTER,
  "/rng": row({ firstPage: "catalogue", layout: NO_RIGHT_BAR }),
  "/live": LOBBY,
  "/fish": LOBBY,
  "/pvp": LOBBY,
  "/sports": LOBBY,
  "/esports": LOBBY,
  "/elott": LOBBY,
  "/seamless": row({ firstPage: "lobby", layout: NO_RIGHT_BAR }),
  "/lottery": row({ firstPage: "lobby", layout: NO_RIGHT_BAR }),
  // DESIGN §5: the platform's own spelling /vnLottery reaches it too (routes match without regard to case).
  "/vnlottery": row({ firstPage: "lobby", layout: NO_RIGHT_BAR }),
  "/seaLottery": row({ firstPage: "lobby", layout: NO_RIGHT_BAR }),
  "/pointMall": row({ layout: NO_RIGHT_BAR }),
  // A full-page game (SPEC §2): the game has the page, under its own slim bar (back, balance, full screen; issue 31,
  // deviation DEV-13 from "all routes have a header").
  "/game": row({ layout: { header: false, footer: false, rightBar: false } }),
  // The help centre: no header, and no shell around it.
  "/helpmc": row({ access: "public", layout: { header: false, footer: false, rightBar: false } }),
  "/download": row({ access: "public" }),
  "/noticePage": row(),
  "/vip": row(),
  "/promotions": row(),
  "/promoDetail": row(),
  "/help": row(),
  "/down": row(),
  "/join": row(),
  // Other screens of SPEC §2 without a path of their own there (issue 31 item 4).
  "/feedback": row(),
  "/winners": row(),
  "/news": row(),
  "/blog": row(),
  "/about": row(),
  "/member/$page": MEMBER,
  "/agent/$page": AGENT,
};


/** The member centre's route, and the addresses it matches (`/member/<slug>`; the slugs: src/routes/-member-pages.ts). */
export const MEMBER_ROUTE = "/member/$page";
export const MEMBER_PATH = /^\/member\/([^/]+)\/*$/i;

/** The agent centre's route, and the addresses it matches (`/agent/<slug>`; the slugs: src/routes/-agent-pages.ts). */
export const AGENT_ROUTE = "/agent/$page";
export const AGENT_PATH = /^\/agent\/([^/]+)\/*$/i;

const BY_LOWER_CASE = new Map(Object.keys(ROUTES).map((path) => [path.toLowerCase(), path as RoutePath]));

/**
 * The route an address opens, as the router matches it (trailing slashes dropped, letter case ignored), or null
 * when it opens none. The one path normaliser: everything that maps a pathname to a route or page uses it.
 */
export function routePath(pathname: string): RoutePath | null {
  const trimmed = pathname.replace(/\/+$/, "");
  const path = BY_LOWER_CASE.get((trimmed === "" ? "/" : trimmed).toLowerCase());
  if (path) return path;
  // A member- or agent-centre page (the page shows not-found for an unknown slug).
  if (MEMBER_PATH.test(trimmed)) return MEMBER_ROUTE;
  return AGENT_PATH.test(trimmed) ? AGENT_ROUTE : null;
}

/** The facts of the route an address opens (`NOT_FOUND` for none). */
export function routeFacts(pathname: string): RouteFacts {
  const path = routePath(pathname);
  return path ? ROUTES[path] : NOT_FOUND;
}

/** Where the guard sends a visitor instead of a route with this access, or null to let them in. */
export function redirectFor(access: Access, visitor: { loginToHome: boolean; hasSession: boolean }): "/" | "/login" | null {
  if (access === "guests") return visitor.hasSession ? "/" : null;
  if (access === "public") return null;
  // "members" as "site": the member centre asks a guest to log in itself.
  return visitor.loginToHome && !visitor.hasSession ? "/login" : null;
}

/** What every route carries as `staticData`: its row of the table and its title. */
export interface RouteStaticData extends RouteFacts {
  /** The page's name: the document title is "<title> · <brand>" unless `documentTitle` is given. */
  title: MessageDescriptor;
  /** The whole document title when it is not "<title> · <brand>" (may use `{brand}`). */
  documentTitle?: MessageDescriptor;
}

/** A route's static data: its row and its title (each file in src/routes). */
export function routeData(path: RoutePath, title: MessageDescriptor, documentTitle?: MessageDescriptor): RouteStaticData {
  return documentTitle ? { ...ROUTES[path], title, documentTitle } : { ...ROUTES[path], title };
}

declare module "@tanstack/react-router" {
  // Every route must declare its static data (a route without a title or row is a type error).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends RouteStaticData {}
}
