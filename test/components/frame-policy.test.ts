/** The one iframe policy (DESIGN §5): attributes by address, which messages count, what closes a frame. */
import { describe, expect, it } from "vitest";
import { framePolicy, isCloseRequest, isFrameMessage } from "../../src/components/frame/frame-policy.ts";

const SITE = "https://play.example";
const tokens = (address: string, site = SITE) => framePolicy(address, site).sandbox.split(" ").filter(Boolean).sort();

describe("frame policy", () => {
  it("gives a frame on another origin scripts and its own origin, and never top navigation", () => {
    const policy = framePolicy("https://vendor.example/play?t=1", SITE);
    expect(policy.kind).toBe("cross-origin");
    expect(tokens("https://vendor.example/play?t=1")).toEqual(["allow-forms", "allow-popups", "allow-popups-to-escape-sandbox", "allow-same-origin", "allow-scripts"]);
    expect(policy.allow).toBe("autoplay; fullscreen");
    expect(policy.referrerPolicy).toBe("strict-origin-when-cross-origin");
    expect(policy.messageOrigin).toBe("https://vendor.example");
    expect(policy.sandbox).not.toMatch(/top-navigation|allow-modals/);
  });

  it("never combines allow-scripts with allow-same-origin for a same-origin address", () => {
    // A path, the site's own absolute address, another scheme-case spelling and an explicit default port.
    for (const sameOrigin of ["/__sandbox/demo-game?game=x", `${SITE}/lotto/lobby`, "HTTPS://PLAY.EXAMPLE/x", "https://play.example:443/x"]) {
      const policy = framePolicy(sameOrigin, SITE);
      expect(policy.kind, sameOrigin).toBe("same-origin");
      expect(tokens(sameOrigin), sameOrigin).toEqual(["allow-forms", "allow-popups", "allow-popups-to-escape-sandbox", "allow-scripts"]);
      expect(policy.messageOrigin, sameOrigin).toBe("null");
    }
    // Same rule on an http site (the sandbox's preview server).
    expect(tokens("/x", "http://127.0.0.1:4317")).not.toContain("allow-same-origin");
    expect(tokens("http://127.0.0.1:4317/x", "http://127.0.0.1:4317")).not.toContain("allow-same-origin");
  });

  it("gives an address that is not http(s) every restriction and accepts none of its messages", () => {
    for (const address of ["data:text/html,<script>parent.sessionStorage.token</script>", "javascript:alert(1)", "blob:https://play.example/1", "", "http://[bad"]) {
      const policy = framePolicy(address, SITE);
      expect(policy.kind, address).toBe("refused");
      expect(policy.sandbox, address).toBe("");
      expect(policy.allow, address).toBe("");
      expect(policy.referrerPolicy, address).toBe("no-referrer");
      expect(policy.messageOrigin, address).toBeNull();
    }
  });

  it("counts a message only from the frame's window and the origin the policy expects", () => {
    const frame = {} as Window;
    const other = {} as Window;
    const vendor = framePolicy("https://vendor.example/play", SITE);
    expect(isFrameMessage({ origin: "https://vendor.example", source: frame }, frame, vendor)).toBe(true);
    expect(isFrameMessage({ origin: "https://evil.example", source: frame }, frame, vendor)).toBe(false);
    expect(isFrameMessage({ origin: "https://vendor.example", source: other }, frame, vendor)).toBe(false);
    expect(isFrameMessage({ origin: "https://vendor.example", source: null }, frame, vendor)).toBe(false);
    expect(isFrameMessage({ origin: "https://vendor.example", source: frame }, null, vendor)).toBe(false);
    // A same-origin frame runs without allow-same-origin: its messages come from the opaque origin "null".
    const own = framePolicy("/__sandbox/demo-game", SITE);
    expect(isFrameMessage({ origin: "null", source: frame }, frame, own)).toBe(true);
    expect(isFrameMessage({ origin: SITE, source: frame }, frame, own)).toBe(false);
    expect(isFrameMessage({ origin: "null", source: other }, frame, own)).toBe(false);
    const refused = framePolicy("data:text/html,x", SITE);
    expect(isFrameMessage({ origin: "null", source: frame }, frame, refused)).toBe(false);
  });

  it("with the operator's game origins listed (security.frameOrigins), frames only those and the site's own origin", () => {
    const listed = ["https://games.vendor.example/launch?x=1", "https://lotto.vendor.example"];
    expect(framePolicy("https://games.vendor.example/play?t=1", SITE, listed).kind).toBe("cross-origin");
    expect(framePolicy("https://lotto.vendor.example/lobby", SITE, listed).kind).toBe("cross-origin");
    expect(framePolicy("/__sandbox/demo-game", SITE, listed).kind).toBe("same-origin");
    for (const address of ["https://evil.example/play", "https://games.vendor.example.evil.example/", "http://games.vendor.example/play", "https://games.vendor.example:8443/"]) {
      const policy = framePolicy(address, SITE, listed);
      expect(policy.kind, address).toBe("refused");
      expect(policy.messageOrigin, address).toBeNull();
    }
    // No list: any http(s) origin (the browser's frame-src is then the only limit).
    expect(framePolicy("https://evil.example/play", SITE, []).kind).toBe("cross-origin");
  });

  it("closes on the vendors' close words only", () => {
    for (const data of ["close", "closeGame", { type: "exit" }, { action: "lobby" }, { type: "game.close" }]) expect(isCloseRequest(data)).toBe(true);
    for (const data of ["closed", { type: "navigate", url: "https://evil.example" }, null, 42, { type: 1 }]) expect(isCloseRequest(data)).toBe(false);
  });
});
