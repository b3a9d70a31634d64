// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseConfig } from "../../src/config/schema.ts";
import { loadConfig } from "../../src/config/load-config.ts";

const shipped = JSON.parse(readFileSync(resolve(process.cwd(), "public/config.json"), "utf8")) as Record<string, unknown>;

function without(path: string): unknown {
  const copy = structuredClone(shipped) as Record<string, Record<string, unknown>>;
  const [head, tail] = path.split(".") as [string, string | undefined];
  if (tail) delete copy[head]![tail];
  else delete (copy as Record<string, unknown>)[head];
  return copy;
}

describe("runtime configuration", () => {
  it("accepts the shipped config.json and fills the spec's defaults [CONF-01] [CONF-02]", () => {
    const result = parseConfig(shipped);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.defaultLang).toBe("pt");
    expect(result.config.currencySymbol).toBe("P");
    expect(result.config.platform.platform).toBe("web");
    expect(result.config.platform.device).toBe("WEB");
    expect(result.config.lotteryType).toBe("SEA");
    expect(result.config.prizeModes).toEqual(["Lott", "ZY", "Elott", "SEA"]);
    expect(result.config.announcementTypes).toEqual(["B", "PL", "PU", "PR", "H"]);
    expect(result.config.executionType).toBe("B");
  });

  it("defaults the currency symbol to P when absent", () => {
    const result = parseConfig(without("currencySymbol"));
    expect(result.ok && result.config.currencySymbol).toBe("P");
  });

  it.each([
    ["platform.merchant", "missing"],
    ["brand.name", "missing"],
    ["defaultPassword", "missing"],
    ["loginToHome", "missing"],
    ["supportLanguages", "missing"],
  ])("names the missing field %s", (field, detail) => {
    const result = parseConfig(without(field));
    expect(result).toEqual({ ok: false, problem: { kind: "invalid", field, detail } });
  });

  it("names an invalid field and says what is wrong", () => {
    const bad = { ...shipped, platform: { ...(shipped.platform as object), baseUrl: "not a url" } };
    const result = parseConfig(bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatchObject({ kind: "invalid", field: "platform.baseUrl" });
  });

  it("rejects an unsupported language and a default outside the supported list", () => {
    const unknownLang = parseConfig({ ...shipped, supportLanguages: ["pt", "xx"] });
    expect(unknownLang.ok || unknownLang.problem).toMatchObject({ field: "supportLanguages.1" });
    const outside = parseConfig({ ...shipped, defaultLang: "ja", supportLanguages: ["pt", "en"] });
    expect(outside.ok || outside.problem).toMatchObject({ field: "defaultLang" });
  });

  it("reports an unreachable or non-JSON config file", async () => {
    const down = await loadConfig("/config.json", () => Promise.reject(new TypeError("Failed to fetch")));
    expect(down).toEqual({ ok: false, problem: { kind: "unreachable", detail: "Failed to fetch" } });
    const missing = await loadConfig("/config.json", async () => new Response("nope", { status: 404 }));
    expect(missing).toEqual({ ok: false, problem: { kind: "unreachable", detail: "HTTP 404" } });
    const html = await loadConfig("/config.json", async () => new Response("<html>", { status: 200 }));
    expect(html).toEqual({ ok: false, problem: { kind: "notJson" } });
  });
});
