// @vitest-environment node
import { describe, expect, it } from "vitest";
import { misquoted } from "../../scripts/requirements/quotes.ts";
import { idsOf, loadRequirements, parseRequirements } from "../../scripts/statecharts/requirements.ts";
import { indexTests } from "../../scripts/statecharts/traceability.ts";

describe("docs/requirements.md", () => {
  const requirements = loadRequirements();

  it("has SPEC requirements, deviations and site rules, each ID once", () => {
    const kinds = [...requirements.values()].map((r) => r.kind);
    expect(kinds.filter((k) => k === "requirement").length).toBeGreaterThan(100);
    expect(kinds).toContain("deviation");
    expect(kinds).toContain("site rule");
    expect(() => parseRequirements("| LOGIN-01 | §2 | a |\n| LOGIN-01 | §2 | b |")).toThrow(/LOGIN-01 appears twice/);
  });

  it("declares the remember-me departure: the SPEC keeps a password in a cookie, the site never does", () => {
    const remember = [...requirements.values()].find((r) => r.kind === "deviation" && /remembered password/.test(r.text));
    expect(remember?.text).toMatch(/never the password/);
  });

  it("reads route rows with escaped pipes as one cell", () => {
    expect(requirements.get("ROUTE-04")).toMatchObject({ source: "§2", text: "/rng | slots; query page = vendor code" });
  });

  it("the quote check finds words that are not in the named SPEC section", () => {
    const spec = "## 4. States and transitions\n\n- Login state is true when a token exists. A guest starting a protected action sees the login popup.\n";
    const problems = misquoted(spec);
    expect(problems.some((p) => p.startsWith("SESSION-01"))).toBe(false);
    expect(problems.some((p) => p.startsWith("SESSION-02"))).toBe(false);
    expect(problems).toContain('LOGIN-10 (§4): "Login: submit; on success the token is stored in the session" is not in that section');
    expect(problems).toContain("LANG-01: the SPEC has no section §1");
  });

  it("splits a transition's meta.spec into IDs", () => {
    expect(idsOf("LOGIN-10 LOGIN-12, DEV-01")).toEqual(["LOGIN-10", "LOGIN-12", "DEV-01"]);
    expect(idsOf(undefined)).toEqual([]);
  });
});

describe("the traceability's test index", () => {
  it("finds the UI drivers, the browser path specs and the test files that name an ID", () => {
    const tests = indexTests(["LOGIN-17", "LOGIN-99"]);
    expect([...tests.uiDrivers].sort()).toEqual([
      "activity",
      "agentCentre",
      "agentDownline",
      "agentLinks",
      "agentOverview",
      "agentReports",
      "agentTeam",
      "announcements",
      "app",
      "articles",
      "badges",
      "balance",
      "boot",
      "catalogue",
      "categoryMenu",
      "changePassword",
      "claim",
      "contractRecords",
      "contracts",
      "customerService",
      "deposit",
      "downlineTransfer",
      "feedback",
      "gameLaunch",
      "gameList",
      "helpCentre",
      "home",
      "inbox",
      "join",
      "lobby",
      "login",
      "lottery",
      "missions",
      "noticeBoard",
      "passwordRecovery",
      "platformLogout",
      "pointsConvert",
      "pointsMall",
      "pointsRedeem",
      "promotions",
      "records",
      "referral",
      "registration",
      "securityCentre",
      "session",
      "smsCode",
      "uplineTransfer",
      "vipRank",
      "wallet",
      "winners",
      "withdraw",
      "withdrawalConfirmation",
      "withdrawals",
    ]);
    expect(tests.browserPaths.get("login")).toEqual(["test/e2e/paths/login.paths.spec.ts"]);
    expect([...tests.browserPaths.keys()].sort()).toEqual([
      "boot",
      "claim",
      "contracts",
      "deposit",
      "downlineTransfer",
      "gameLaunch",
      "login",
      "missions",
      "pointsConvert",
      "registration",
      "uplineTransfer",
      "wallet",
      "withdraw",
      "withdrawalConfirmation",
      "withdrawals",
    ]);
    expect(tests.citations.get("LOGIN-17")?.length).toBeGreaterThan(0);
    expect(tests.citations.has("LOGIN-99")).toBe(false);
  });
});
