/** The one launch-address validator (DESIGN §5) and where the platform client applies it. */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { checkLaunchAddress } from "../../src/api/launch-address.ts";
import { launchAnswerSchema, launchFailureValueSchema } from "../../src/api/game-schemas.ts";
import { allEndpoints as endpoints } from "../../src/api/all-endpoints.ts";
import { type EndpointDef } from "../../src/api/endpoints.ts";
import { failureValue, interpretResponse } from "../../src/api/response.ts";
import { PlatformError } from "../../src/api/errors.ts";
import { safeResources } from "../../src/api/startup-calls.ts";

const HTTPS_SITE = "https://play.example";
const HTTP_SITE = "http://127.0.0.1:4317";

describe("checkLaunchAddress", () => {
  it("accepts https anywhere and a same-origin path, normalised", () => {
    expect(checkLaunchAddress("https://vendor.example/play?t=1&x=%20", HTTPS_SITE)).toEqual({ ok: true, url: "https://vendor.example/play?t=1&x=%20" });
    expect(checkLaunchAddress("  HTTPS://Vendor.Example/Play  ", HTTPS_SITE)).toEqual({ ok: true, url: "https://vendor.example/Play" });
    expect(checkLaunchAddress("/__sandbox/demo-game?game=x", HTTPS_SITE)).toEqual({ ok: true, url: "https://play.example/__sandbox/demo-game?game=x" });
    expect(checkLaunchAddress("/lotto/a/../b", HTTP_SITE)).toEqual({ ok: true, url: "http://127.0.0.1:4317/lotto/b" });
    // A path of the accepted form cannot leave the site, however it is written.
    for (const path of ["/.//evil.example/x", "/..//evil.example", "/%2F%2Fevil.example", "/%5Cevil.example"]) {
      const check = checkLaunchAddress(path, HTTPS_SITE);
      expect(check.ok && new URL(check.url).origin, path).toBe(HTTPS_SITE);
    }
  });

  it("accepts http only when the site itself is http", () => {
    expect(checkLaunchAddress("http://vendor.example/play", HTTP_SITE)).toEqual({ ok: true, url: "http://vendor.example/play" });
    expect(checkLaunchAddress("http://vendor.example/play", HTTPS_SITE)).toEqual({ ok: false, reason: "insecure" });
    // Without a page (node), the site counts as https.
    expect(checkLaunchAddress("http://vendor.example/play")).toEqual({ ok: false, reason: "insecure" });
  });

  it.each([
    ["/\\evil.example/x", "characters"],
    ["/\\\\evil.example/x", "characters"],
    ["https:\\\\evil.example", "characters"],
    ["//evil.example", "form"],
    ["//evil.example/x?y", "form"],
    ["data:text/html,<script>parent.sessionStorage.token</script>", "form"],
    ["data:text/html,%3Cscript%3Ealert(1)%3C/script%3E", "form"],
    ["javascript:alert(1)", "form"],
    ["JavaScript:alert(1)", "form"],
    ["java\tscript:alert(1)", "characters"],
    ["vbscript:msgbox(1)", "form"],
    ["blob:https://play.example/1", "form"],
    ["file:///etc/passwd", "form"],
    ["about:blank", "form"],
    ["evil.example/x", "form"],
    ["https:evil.example", "form"],
    ["https:/evil.example", "form"],
    ["https://", "form"],
    ["https://vendor.example:port/", "unparseable"],
    ["https://play.example@evil.example/", "form"],
    ["https://user:pass@vendor.example/", "form"],
    ["https://vendor.example/a b", "characters"],
    ["/x\ny", "characters"],
    ["", "empty"],
    ["   ", "empty"],
  ])("refuses %j (%s)", (address, reason) => {
    expect(checkLaunchAddress(address, HTTPS_SITE)).toEqual({ ok: false, reason });
  });

  it("refuses what is not a string", () => {
    for (const value of [null, undefined, 42, { url: "https://x.example" }]) expect(checkLaunchAddress(value, HTTPS_SITE).ok).toBe(false);
  });
});

describe("launch answers", () => {
  it("validates every address of a success answer", () => {
    expect(v.parse(launchAnswerSchema, { content: { game_url: "https://vendor.example/p", openMode: "IFRAME" } })).toEqual({ url: "https://vendor.example/p", openMode: "IFRAME" });
    for (const value of [
      { content: { game_url: "/\\evil.example/x" } },
      { content: "//evil.example" },
      { url: "javascript:alert(1)" },
      { gameUrl: "data:text/html,x" },
      { link: "https:evil.example" },
    ]) {
      expect(v.safeParse(launchAnswerSchema, value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it("validates the open round's address of a refusal", () => {
    expect(v.safeParse(launchFailureValueSchema, { gameName: "Baccarat", game_url: "data:text/html,x" }).success).toBe(false);
    expect(v.parse(launchFailureValueSchema, { gameName: "Baccarat", game_url: "/__sandbox/demo-game?game=b" }).game_url).toMatch(/^http.*\/__sandbox\/demo-game\?game=b$/);
  });
});

const launch = endpoints.launchGame as EndpointDef;
const answer = (body: unknown, status = 200) => ({ status, text: JSON.stringify(body) });
function thrown(run: () => unknown): PlatformError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    return error as PlatformError;
  }
  throw new Error("expected a PlatformError");
}

describe("failureValue", () => {
  it("returns the failure schema's output for a value that matches", () => {
    const value = failureValue(launch, { gameName: "Baccarat", game_url: "https://vendor.example/round" }, 200);
    expect(value).toMatchObject({ gameName: "Baccarat", game_url: "https://vendor.example/round" });
  });

  it("turns a refused round-open address into platform.unsafeAddress, never the raw value", () => {
    const error = thrown(() => failureValue(launch, { gameName: "Baccarat", game_url: "data:text/html,<b>x</b>" }, 200));
    expect(error.code).toBe("platform.unsafeAddress");
    expect(error.issues).toEqual(["value.game_url"]);
    expect(error.value).toBeUndefined();
  });

  it("turns any other mismatch into platform.malformed", () => {
    const error = thrown(() => failureValue(launch, { recommended: "not a list" }, 200));
    expect(error.code).toBe("platform.malformed");
    expect(error.issues).toEqual(["value.recommended"]);
    expect(error.value).toBeUndefined();
  });

  it("keeps no value for a row without a failure schema, and nothing for an absent value", () => {
    expect(failureValue(endpoints.memberInfo as EndpointDef, { field: "x" }, 200)).toBeUndefined();
    expect(failureValue(launch, null, 200)).toBeUndefined();
    expect(failureValue(launch, undefined, 200)).toBeUndefined();
  });

  it("is applied to every failure answer of the client", () => {
    const roundOpen = thrown(() =>
      interpretResponse(launch, answer({ success: false, errorCode: "GAME_ROUND_OPEN", message: "game.round.open", value: { gameName: "Baccarat", game_url: "javascript:alert(1)" } })),
    );
    expect(roundOpen.code).toBe("platform.unsafeAddress");
    const fine = thrown(() => interpretResponse(launch, answer({ success: false, errorCode: "GAME_ROUND_OPEN", message: "game.round.open", value: { game_url: "/round" } })));
    expect(fine.code).toBe("platform.message");
    expect(fine.errorCode).toBe("GAME_ROUND_OPEN");
    expect((fine.value as { game_url: string }).game_url).toMatch(/\/round$/);
  });

  it("turns a refused address of a success answer into platform.unsafeAddress", () => {
    expect(thrown(() => interpretResponse(launch, answer({ success: true, value: { content: { game_url: "//evil.example/x" } } }))).code).toBe("platform.unsafeAddress");
    expect(thrown(() => interpretResponse(launch, answer({ success: true, value: { content: { nothing: 1 } } }))).code).toBe("platform.malformed");
  });
});

describe("resource links", () => {
  const resource = (url: string, qrCodeUrl?: string) => ({ resourceType: "X", url, labelNameEn: "X", ...(qrCodeUrl === undefined ? {} : { qrCodeUrl }) });

  it("keeps a resource only when its link passes the validator", () => {
    const kept = safeResources(
      [resource("https://download.example/app.apk"), resource("javascript:alert(1)"), resource("//evil.example"), resource("/\\evil.example"), resource("data:text/html,x"), resource("/download")],
      HTTPS_SITE,
    );
    expect(kept.map((r) => r.url)).toEqual(["https://download.example/app.apk", "https://play.example/download"]);
  });

  it("keeps the QR picture as the platform gives it (an <img> source, not an href)", () => {
    const [item] = safeResources([resource("https://a.example", "data:image/svg+xml,%3Csvg%3E")], HTTPS_SITE);
    expect(item?.qrCodeUrl).toBe("data:image/svg+xml,%3Csvg%3E");
  });
});
