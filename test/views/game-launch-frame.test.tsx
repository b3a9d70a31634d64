/** The /game iframe rules: sandbox tokens by origin, which messages count, what closes the game. */
import { describe, expect, it } from "vitest";
import { isCloseRequest, isFromGame, sandboxFor } from "../../src/views/game/game-frame.ts";

const SITE = "https://play.example";

describe("game iframe", () => {
  it("gives allow-same-origin only to a game on another origin, and never top navigation", () => {
    expect(sandboxFor("https://vendor.example/play?t=1", SITE).split(" ")).toContain("allow-same-origin");
    for (const sameOrigin of ["/__sandbox/demo-game?game=x", `${SITE}/games/x`]) {
      const tokens = sandboxFor(sameOrigin, SITE).split(" ");
      expect(tokens).not.toContain("allow-same-origin");
      expect(tokens).toContain("allow-scripts");
    }
    expect(sandboxFor("https://vendor.example/", SITE)).not.toMatch(/top-navigation/);
  });

  it("counts a message only from the game's window and origin", () => {
    const frame = {} as Window;
    const other = {} as Window;
    const vendor = "https://vendor.example/play";
    expect(isFromGame({ origin: "https://vendor.example", source: frame }, frame, vendor, SITE)).toBe(true);
    expect(isFromGame({ origin: "https://evil.example", source: frame }, frame, vendor, SITE)).toBe(false);
    expect(isFromGame({ origin: "https://vendor.example", source: other }, frame, vendor, SITE)).toBe(false);
    expect(isFromGame({ origin: "https://vendor.example", source: frame }, null, vendor, SITE)).toBe(false);
    // A same-origin game runs without allow-same-origin: its messages come from the opaque origin "null".
    expect(isFromGame({ origin: "null", source: frame }, frame, "/__sandbox/demo-game", SITE)).toBe(true);
    expect(isFromGame({ origin: SITE, source: frame }, frame, "/__sandbox/demo-game", SITE)).toBe(false);
  });

  it("closes on the vendors' close words only", () => {
    for (const data of ["close", "closeGame", { type: "exit" }, { action: "lobby" }, { type: "game.close" }]) expect(isCloseRequest(data)).toBe(true);
    for (const data of ["closed", { type: "navigate", url: "https://evil.example" }, null, 42, { type: 1 }]) expect(isCloseRequest(data)).toBe(false);
  });
});
