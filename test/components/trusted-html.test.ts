/**
 * The site's one Trusted Types policy (src/components/safe-html/sanitize.ts), with a stand-in `trustedTypes` in jsdom
 * (which has none): one policy, named as the CSP names it; it vouches only for what goes through the sanitiser.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { TRUSTED_TYPES_POLICY } from "../../src/config/security-headers.ts";

interface Rules {
  createHTML(input: string): string;
}

/** A stand-in of the browser's factory: wraps what the rules return, as TrustedHTML does. */
function fakeTrustedTypes() {
  const policies: { name: string; rules: Rules }[] = [];
  class FakeTrustedHTML {
    constructor(readonly value: string) {}
    toString() {
      return this.value;
    }
  }
  return {
    policies,
    FakeTrustedHTML,
    factory: {
      createPolicy(name: string, rules: Rules) {
        policies.push({ name, rules });
        return {
          createHTML: (input: string) => new FakeTrustedHTML(rules.createHTML(input)),
          createScriptURL: () => {
            throw new TypeError("no script URLs");
          },
        };
      },
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("the tcg-html Trusted Types policy", () => {
  it("is created once, under the CSP's name, signs the sanitiser's output and refuses anything else", async () => {
    const tt = fakeTrustedTypes();
    vi.stubGlobal("trustedTypes", tt.factory);
    vi.resetModules();
    const { sanitizeHtml } = await import("../../src/components/safe-html/sanitize.ts");
    const clean = sanitizeHtml('<p onclick="x()">Hi <img src=x onerror=alert(1)><script>alert(2)</script></p>');
    expect(clean).toBeInstanceOf(tt.FakeTrustedHTML);
    expect(String(clean)).toBe('<p>Hi <img src="x"></p>');
    sanitizeHtml("<b>again</b>");
    expect(tt.policies.map((p) => p.name)).toEqual([TRUSTED_TYPES_POLICY]);
    // Called by anyone else (outside the sanitiser), the policy vouches for nothing.
    expect(() => tt.policies[0]!.rules.createHTML("<img src=x onerror=alert(1)>")).toThrow(TypeError);
  });

  it("without Trusted Types the sanitiser returns the clean string", async () => {
    vi.resetModules();
    const { sanitizeHtml } = await import("../../src/components/safe-html/sanitize.ts");
    expect(sanitizeHtml("<i>x</i><script>y</script>")).toBe("<i>x</i>");
  });
});
