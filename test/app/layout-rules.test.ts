import { describe, expect, it } from "vitest";
import { isReachableWithoutSession, layoutFor } from "../../src/app/layout-rules.ts";

describe("layout rules per route (SPEC §2)", () => {
  it.each(["/rng", "/lottery", "/vnlottery", "/vnLottery", "/seaLottery", "/seamless", "/game", "/pointMall"])(
    "%s has a header but no right bar",
    (path) => {
      expect(layoutFor(path)).toMatchObject({ header: true, rightBar: false });
    },
  );

  it.each(["/", "/index", "/index.html", "/home", "/register", "/login", "/vip", "/live", "/fish", "/pvp", "/promotions", "/help", "/down", "/join", "/noticePage", "/sports", "/esports", "/elott", "/download"])(
    "%s has header, footer and right bar",
    (path) => {
      expect(layoutFor(path)).toEqual({ header: true, footer: true, rightBar: true });
    },
  );

  it("/helpmc has no header (and no shell around the help centre)", () => {
    expect(layoutFor("/helpmc")).toEqual({ header: false, footer: false, rightBar: false });
  });

  it("/game is a full-page game: header only", () => {
    expect(layoutFor("/game")).toEqual({ header: true, footer: false, rightBar: false });
  });

  it("ignores a trailing slash", () => {
    expect(layoutFor("/rng/")).toMatchObject({ rightBar: false });
  });

  it("login-to-home mode lets only the five public paths through", () => {
    for (const path of ["/login", "/register", "/register.html", "/helpmc", "/download"]) {
      expect(isReachableWithoutSession(path)).toBe(true);
    }
    for (const path of ["/", "/vip", "/rng", "/down", "/help", "/game"]) {
      expect(isReachableWithoutSession(path)).toBe(false);
    }
  });
});
