import { describe, expect, it } from "vitest";
import { NOT_FOUND, ROUTES, redirectFor, routeFacts, routePath, type RoutePath } from "../../src/routes/-route-table.ts";
import { layoutFor } from "../../src/app/layout-rules.ts";
import { appWaitsForFirstView, drawsHomeTop, firstPage } from "../../src/app/first-page.ts";
import { createMemoryHistory, createRouter, rootRouteId } from "@tanstack/react-router";
import { routeTree } from "../../src/routeTree.gen.ts";

describe("the one path normaliser", () => {
  it("maps an address to its route as the router matches it: trailing slashes and letter case do not matter", () => {
    expect(routePath("/")).toBe("/");
    expect(routePath("/rng/")).toBe("/rng");
    expect(routePath("//")).toBe("/");
    expect(routePath("/vnLottery")).toBe("/vnlottery");
    expect(routePath("/POINTMALL")).toBe("/pointMall");
    expect(routePath("/index.html")).toBe("/index.html");
    expect(routePath("/no-such-page")).toBeNull();
    expect(routePath("/rng/extra")).toBeNull();
  });

  it("maps every /member/<page> to the member centre's route (the page itself shows not-found for an unknown one) [SITE-21]", () => {
    expect(routePath("/member/deposit")).toBe("/member/$page");
    expect(routePath("/member/Deposit/")).toBe("/member/$page");
    expect(routePath("/member/no-such-page")).toBe("/member/$page");
    expect(routePath("/member")).toBeNull();
    expect(routePath("/member/deposit/more")).toBeNull();
    expect(routeFacts("/member/deposit")).toMatchObject({ access: "members", firstPage: "home", homeTop: false });
    // In login-to-home mode a guest goes to /login first, as on any site page [ROUTE-09].
    expect(redirectFor("members", { loginToHome: true, hasSession: false })).toBe("/login");
    expect(redirectFor("members", { loginToHome: false, hasSession: false })).toBeNull();
  });

  it("gives an unknown address the not-found facts (the whole shell)", () => {
    expect(routeFacts("/no-such-page")).toBe(NOT_FOUND);
    expect(layoutFor("/no-such-page")).toEqual({ header: true, footer: true, rightBar: true });
  });
});

describe("every route carries its row of the table as static data", () => {
  const router = createRouter({ routeTree, history: createMemoryHistory(), context: { services: undefined as never } });
  const routes = Object.values(router.routesById).filter((route) => route.id !== rootRouteId);

  it("one route per row, one row per route", () => {
    expect(routes.map((route) => route.id).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(routes.map((route) => [route.id, route] as const))("%s", (id, route) => {
    const { title, documentTitle, ...facts } = route.options.staticData;
    expect(facts).toEqual(ROUTES[id as RoutePath]);
    expect(title).toEqual(expect.objectContaining({ id: expect.any(String) }));
    if (documentTitle !== undefined) expect(documentTitle).toEqual(expect.objectContaining({ id: expect.any(String) }));
  });
});

describe("layout per route (SPEC §2)", () => {
  it.each(["/rng", "/lottery", "/vnlottery", "/vnLottery", "/seaLottery", "/seamless", "/pointMall"])(
    "%s has a header but no right bar [ROUTE-01]",
    (path) => {
      expect(layoutFor(path)).toMatchObject({ header: true, rightBar: false });
    },
  );

  it.each(["/", "/index", "/index.html", "/home", "/register", "/login", "/vip", "/live", "/fish", "/pvp", "/promotions", "/help", "/down", "/join", "/noticePage", "/sports", "/esports", "/elott", "/download"])(
    "%s has header, footer and right bar [ROUTE-01]",
    (path) => {
      expect(layoutFor(path)).toEqual({ header: true, footer: true, rightBar: true });
    },
  );

  it("/helpmc has no header (and no shell around the help centre)", () => {
    expect(layoutFor("/helpmc")).toEqual({ header: false, footer: false, rightBar: false });
  });

  it("/game is a full-page game: no site header, footer or right bar (the game's own slim bar) [ROUTE-01] [ROUTE-06]", () => {
    expect(layoutFor("/game")).toEqual({ header: false, footer: false, rightBar: false });
  });

  it("ignores a trailing slash", () => {
    expect(layoutFor("/rng/")).toMatchObject({ rightBar: false });
  });
});

describe("the guard (SPEC §2)", () => {
  const guest = { loginToHome: false, hasSession: false };
  const member = { loginToHome: false, hasSession: true };
  const access = (path: string) => routeFacts(path).access;

  it("login-to-home mode lets a guest reach only the five public paths [ROUTE-09]", () => {
    for (const path of ["/login", "/register", "/register.html", "/helpmc", "/download"]) {
      expect(redirectFor(access(path), { ...guest, loginToHome: true })).toBeNull();
    }
    for (const path of ["/", "/vip", "/rng", "/down", "/help", "/game", "/no-such-page"]) {
      expect(redirectFor(access(path), { ...guest, loginToHome: true })).toBe("/login");
    }
  });

  it("lets a guest go anywhere otherwise, and a member anywhere but the sign-in routes, which send them home [ROUTE-09]", () => {
    for (const path of Object.keys(ROUTES)) expect(redirectFor(access(path), guest)).toBeNull();
    for (const path of ["/login", "/register", "/register.html"]) {
      expect(redirectFor(access(path), member)).toBe("/");
      expect(redirectFor(access(path), { ...member, loginToHome: true })).toBe("/");
    }
    for (const path of ["/", "/vip", "/helpmc", "/download"]) expect(redirectFor(access(path), { ...member, loginToHome: true })).toBeNull();
  });
});

describe("the page a first load is for (ADR 0011)", () => {
  it.each([
    ["/", "home"],
    ["/index.html", "home"],
    ["/login", "home"],
    ["/register.html", "home"],
    ["/rng", "catalogue"],
    ["/RNG/", "catalogue"],
    ["/vnLottery", "lobby"],
    ["/seaLottery", "lobby"],
    ["/live", "lobby"],
    ["/vip", "other"],
    ["/no-such-page", "other"],
  ])("%s: %s", (path, page) => {
    expect(firstPage(path)).toBe(page);
  });

  it("draws the home page's top on the home page's addresses and under the sign-in modals, not on other pages", () => {
    for (const path of ["/", "/index", "/home", "/index.html", "/home/", "/login", "/register", "/register.html"]) expect(drawsHomeTop(path)).toBe(true);
    for (const path of ["/rng", "/vip", "/member/deposit", "/no-such-page"]) expect(drawsHomeTop(path)).toBe(false);
  });

  it("does not hold the sign-in form's code back for the first view: the form is what /login and /register are for", () => {
    expect(routeFacts("/login").dialog).toBe("login");
    expect(routeFacts("/register").dialog).toBe("register");
    expect(routeFacts("/register.html").dialog).toBe("register");
    for (const path of ["/login", "/register", "/register.html"]) expect(appWaitsForFirstView(path)).toBe(false);
    for (const path of ["/", "/rng", "/live", "/vip", "/no-such-page"]) expect(appWaitsForFirstView(path)).toBe(true);
  });
});
