import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  contentSecurityPolicy,
  cspHash,
  DEFAULT_SECURITY_OPTIONS,
  inlineHashes,
  permissionsPolicy,
  securityHeaders,
  securityOptionsFromConfig,
  selfContainedPageCsp,
  TRUSTED_TYPES_POLICY,
} from "../../src/config/security-headers.ts";
import { builtSiteHeaders } from "../../scripts/vite/security-headers.ts";

const directives = (csp: string) => new Map(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const));

describe("security headers (src/config/security-headers.ts)", () => {
  it("the default CSP is strict: self only, no inline script, no plugins, no <base>, Trusted Types with one policy", () => {
    const csp = directives(contentSecurityPolicy({ ...DEFAULT_SECURITY_OPTIONS, styleHashes: ["'sha256-abc='"] }));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("frame-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(csp.get("require-trusted-types-for")).toEqual(["'script'"]);
    expect(csp.get("trusted-types")).toEqual([TRUSTED_TYPES_POLICY]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it("builds the options from config.json: platform and image CDN origins, game origins, who may frame", () => {
    const options = securityOptionsFromConfig({
      platform: { baseUrl: "https://api.platform.example/base/" },
      imageCdn: "https://img.cdn.example/TCG_PROD_IMAGES",
      security: {
        frameOrigins: ["https://games.vendor.example/launch?x=1", "https://lotto.vendor.example"],
        frameAncestors: ["'self'", "https://partner.example"],
        imageOrigins: ["https://banners.example"],
      },
    });
    expect(options).toEqual({
      frameOrigins: ["https://games.vendor.example", "https://lotto.vendor.example"],
      frameAncestors: ["'self'", "https://partner.example"],
      connectOrigins: ["https://api.platform.example"],
      imageOrigins: ["https://img.cdn.example", "https://banners.example"],
    });
    const csp = directives(contentSecurityPolicy({ ...options, styleHashes: [] }));
    expect(csp.get("frame-src")).toEqual(["'self'", "https://games.vendor.example", "https://lotto.vendor.example"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://api.platform.example"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "https://img.cdn.example", "https://banners.example"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'", "https://partner.example"]);
    // The games may autoplay and go full screen; nothing else gets a powerful feature.
    expect(permissionsPolicy(options)).toContain('fullscreen=(self "https://games.vendor.example" "https://lotto.vendor.example")');
  });

  it("lets the site report a page that failed to draw to the operator's endpoint (errorReportUrl) and nowhere else", () => {
    const options = securityOptionsFromConfig({ platform: { baseUrl: "" }, errorReportUrl: "https://reports.operator.example/site-errors" });
    expect(options.connectOrigins).toEqual(["https://reports.operator.example"]);
    expect(directives(contentSecurityPolicy({ ...options, styleHashes: [] })).get("connect-src")).toEqual(["'self'", "https://reports.operator.example"]);
  });

  it("the repository's config.json gives the defaults (same-origin platform, no game origins)", () => {
    const options = securityOptionsFromConfig(JSON.parse(readFileSync("public/config.json", "utf8")));
    expect(options).toEqual({ frameOrigins: [], frameAncestors: ["'self'"], connectOrigins: [], imageOrigins: [] });
  });

  it("refuses a malformed security section rather than serve a policy nobody meant", () => {
    expect(() => securityOptionsFromConfig({ security: { frameOrigins: ["games.vendor.example"] } })).toThrow(/security.frameOrigins\[0\]/);
    expect(() => securityOptionsFromConfig({ security: { frameOrigins: ["javascript:alert(1)"] } })).toThrow(/origin/);
    expect(() => securityOptionsFromConfig({ security: { frameOrigins: "https://a.example" } })).toThrow(/list/);
    expect(() => securityOptionsFromConfig({ security: { frameAncestors: [] } })).toThrow(/non-empty/);
    expect(() => securityOptionsFromConfig({ security: { frameAncestors: ["'none'", "'self'"] } })).toThrow(/alone/);
    expect(() => securityOptionsFromConfig({ security: { frameAncestors: ["*"] } })).toThrow(/frameAncestors\[0\]/);
  });

  it("sends nosniff, Referrer-Policy, Permissions-Policy, X-Frame-Options where it can say the same, HSTS on https", () => {
    const headers = securityHeaders({ ...DEFAULT_SECURITY_OPTIONS });
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toMatch(/(^|, )camera=\(\)/);
    expect(headers["Permissions-Policy"]).toMatch(/(^|, )geolocation=\(\)/);
    expect(headers["Permissions-Policy"]).toContain("clipboard-write=(self)");
    expect(headers["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ ...DEFAULT_SECURITY_OPTIONS, frameAncestors: ["'none'"] })["X-Frame-Options"]).toBe("DENY");
    expect(securityHeaders({ ...DEFAULT_SECURITY_OPTIONS, frameAncestors: ["'self'", "https://p.example"] })["X-Frame-Options"]).toBeUndefined();
    expect(securityHeaders({ ...DEFAULT_SECURITY_OPTIONS, https: true })["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains; preload");
  });

  it("the dev server allows Vite's injected styles and its preamble script by hash, nothing else inline", () => {
    const csp = directives(contentSecurityPolicy({ ...DEFAULT_SECURITY_OPTIONS, dev: true, scriptHashes: ["'sha256-x='"] }));
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("script-src")).toEqual(["'self'", "'sha256-x='"]);
    expect(csp.get("require-trusted-types-for")).toEqual(["'script'"]);
  });

  it("hashes inline styles and scripts as CSP writes them", async () => {
    // echo -n 'a{}' | openssl dgst -sha256 -binary | base64
    expect(await cspHash("a{}")).toBe("'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='");
    const { style, script } = await inlineHashes('<style>a{}</style><script type="module" src="/x.js"></script><script>1</script><script type="application/json" id="t">{}</script>');
    expect(style).toEqual(["'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='"]);
    expect(script).toEqual([await cspHash("1")]);
    const page = directives(await selfContainedPageCsp("<style>a{}</style><script>1</script>"));
    expect(page.get("script-src")).toEqual([await cspHash("1")]);
    expect(page.get("frame-ancestors")).toEqual(["'self'"]);
  });

  it("a built site's headers carry the hashes of its index.html's inline style (the loading screen) and script (the start-up calls)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "site-"));
    writeFileSync(join(dir, "config.json"), JSON.stringify({ platform: { baseUrl: "" }, imageCdn: "" }));
    writeFileSync(join(dir, "index.html"), '<!doctype html><head><style>a{}</style><script>1</script><script type="module" src="/e.js"></script></head><body></body>');
    const headers = await builtSiteHeaders(dir);
    const csp = directives(headers["Content-Security-Policy"]!);
    expect(csp.get("style-src")).toEqual(["'self'", "'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='"]);
    expect(csp.get("script-src")).toEqual(["'self'", await cspHash("1")]);
  });
});
