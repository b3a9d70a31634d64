import { afterEach, describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseConfig, type AppConfig } from "../../src/config/schema.ts";
import { socialSignInFor } from "../../src/app/social/social-sign-in.ts";

const shipped = JSON.parse(readFileSync(resolve(process.cwd(), "public/config.json"), "utf8")) as Record<string, unknown>;

function configWith(socialLogin: unknown): AppConfig {
  const raw = { ...shipped, socialLogin };
  if (socialLogin === undefined) delete raw.socialLogin;
  const result = parseConfig(raw);
  if (!result.ok) throw new Error(`config invalid: ${JSON.stringify(result.problem)}`);
  return result.config;
}

afterEach(() => vi.restoreAllMocks());

describe("config.json socialLogin", () => {
  it("defaults to no providers and no adapter", () => {
    expect(configWith(undefined).socialLogin).toEqual({ providers: [] });
  });

  it.each(["/social/sign-in.js", "/idp.mjs", "/a/b/c-1.js"])("accepts the same-origin module %s", (module) => {
    expect(configWith({ providers: ["google"], adapter: { module } }).socialLogin.adapter).toEqual({ module });
  });

  it.each(["//idp.example/sign-in.js", "https://idp.example/sign-in.js", "social/sign-in.js", "/sign-in.ts", "/sign-in.js?v=1", "/\\idp.example/x.js"])(
    "refuses %s as the module and names the field",
    (module) => {
      const result = parseConfig({ ...shipped, socialLogin: { providers: ["google"], adapter: { module } } });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problem).toMatchObject({ kind: "invalid", field: "socialLogin.adapter.module" });
    },
  );

  it("refuses an adapter it does not know", () => {
    const result = parseConfig({ ...shipped, socialLogin: { providers: ["google"], adapter: "google-sdk" } });
    expect(!result.ok && result.problem).toMatchObject({ kind: "invalid", field: "socialLogin.adapter" });
  });
});

describe("socialSignInFor (the adapter the composition root gives the login machine)", () => {
  it("is null without an adapter, or without a provider to show", () => {
    expect(socialSignInFor(configWith({ providers: ["google", "facebook"] }))).toBeNull();
    expect(socialSignInFor(configWith({ providers: [], adapter: "sandbox" }))).toBeNull();
    expect(socialSignInFor(configWith({ providers: [], adapter: { module: "/social/sign-in.js" } }))).toBeNull();
  });

  it("gives the sandbox adapter where the sandbox is built in (dev, tests, the demo build), loaded on first use", async () => {
    const social = socialSignInFor(configWith({ providers: ["google", "facebook"], adapter: "sandbox" }));
    expect(social).not.toBeNull();
    await expect(social!.idToken("google")).resolves.toBe("sandbox:google:demo@sandbox.example");
    await expect(social!.idToken("facebook")).resolves.toBe("sandbox:facebook:demo@sandbox.example");
  });

  it("is null for the sandbox adapter in a build without the sandbox, and says why in the console", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(socialSignInFor(configWith({ providers: ["google"], adapter: "sandbox" }), { sandboxBuilt: false })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('socialLogin.adapter "sandbox"'));
  });

  describe("the operator's module", () => {
    const config = configWith({ providers: ["google", "facebook"], adapter: { module: "/social/sign-in.js" } });

    it("is imported on the first press, once, and answers the provider's identity token", async () => {
      const idToken = vi.fn(async (provider: string) => `idp-token-for-${provider}`);
      const importModule = vi.fn(async () => ({ idToken }));
      const social = socialSignInFor(config, { importModule, sandboxBuilt: false })!;
      expect(importModule).not.toHaveBeenCalled();
      await expect(social.idToken("google")).resolves.toBe("idp-token-for-google");
      await expect(social.idToken("facebook")).resolves.toBe("idp-token-for-facebook");
      expect(importModule).toHaveBeenCalledTimes(1);
      expect(importModule).toHaveBeenCalledWith("/social/sign-in.js");
      expect(idToken.mock.calls).toEqual([["google"], ["facebook"]]);
    });

    it("passes a closed provider window on as social.cancelled, which the login modal explains", async () => {
      const social = socialSignInFor(config, { importModule: async () => ({ idToken: () => Promise.reject({ code: "social.cancelled" }) }) })!;
      await expect(social.idToken("google")).rejects.toEqual({ code: "social.cancelled" });
    });

    it("fails (the player may press again) when the module is missing, exports no idToken or answers no token", async () => {
      const failing = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue({ idToken: async () => "late-token" });
      const social = socialSignInFor(config, { importModule: failing })!;
      await expect(social.idToken("google")).rejects.toThrow(/Failed to fetch/);
      await expect(social.idToken("google")).resolves.toBe("late-token");

      await expect(socialSignInFor(config, { importModule: async () => ({ default: {} }) })!.idToken("google")).rejects.toThrow(/does not export idToken/);
      await expect(socialSignInFor(config, { importModule: async () => ({ idToken: async () => "" }) })!.idToken("google")).rejects.toThrow(/no identity token/);
    });
  });
});
