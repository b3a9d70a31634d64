import { afterEach, describe, expect, it, vi } from "vitest";
import { FONT_STRIKES, warmFonts, warmupLines } from "../../src/app/font-warmup.ts";
import { startEarly } from "../../src/app/early.ts";
import { vars } from "../../src/theme/contract.css.ts";
import { fontSize, fontWeight, themeClass } from "../../src/theme/themes.css.ts";
import { LANGUAGE_NAMES } from "../../src/i18n/locale.ts";
import { SPLASH_ID } from "../../src/app/splash.ts";
import { testConfig } from "../render-app.tsx";

afterEach(() => {
  document.body.replaceChildren();
});

describe("the type scale", () => {
  it("has five sizes and two weights, so a page draws in at most ten font strikes", () => {
    expect(Object.values(fontSize)).toEqual(["0.75rem", "0.875rem", "1rem", "1.25rem", "1.75rem"]);
    expect(Object.values(fontWeight)).toEqual(["400", "700"]);
    expect(FONT_STRIKES).toHaveLength(10);
    for (const size of Object.values(vars.fontSize)) {
      for (const weight of Object.values(vars.fontWeight)) expect(FONT_STRIKES).toContainEqual({ size, weight });
    }
  });
});

describe("preparing the fonts while a first load waits (font warm-up)", () => {
  it("lays out one hidden line per size and weight of the scale, each in a task of its own", async () => {
    const seen: { lines: number; inBody: boolean }[] = [];
    const box = () => document.querySelector<HTMLElement>("[data-font-warmup]");
    const wait = vi.fn(async () => {
      seen.push({ lines: box()?.childElementCount ?? -1, inBody: box()?.parentElement === document.body });
    });
    const done = await warmFonts(document, themeClass.jade, "pt", wait);
    expect(done).toBe(FONT_STRIKES.length);
    // Before each line a new task: the lines so far are 0, 1, 2… when the next task starts.
    expect(seen.map((s) => s.lines)).toEqual(Array.from({ length: done }, (_, i) => i));
    expect(seen.every((s) => s.inBody)).toBe(true);
    // Gone afterwards.
    expect(box()).toBeNull();
    expect(document.body.childElementCount).toBe(0);
  });

  it("is invisible, hidden from assistive technology and drawn in the brand's theme and body font", async () => {
    let snapshot: HTMLElement | null = null;
    const lines: { size: string; weight: string; text: string }[] = [];
    await warmFonts(document, themeClass.aurora, "th", async () => {
      const box = document.querySelector<HTMLElement>("[data-font-warmup]");
      snapshot = box;
      const last = box?.lastElementChild as HTMLElement | null;
      if (last) lines.push({ size: last.style.fontSize, weight: last.style.fontWeight, text: last.textContent ?? "" });
    });
    const box = snapshot as unknown as HTMLElement;
    expect(box.getAttribute("aria-hidden")).toBe("true");
    expect(box.style.visibility).toBe("hidden");
    expect(box.style.position).toBe("absolute");
    expect(box.classList.contains(themeClass.aurora)).toBe(true);
    expect(box.style.fontFamily).toBe(vars.font.body);
    // The scale's lines include the player's language's own script (Thai here).
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => /[\u0E00-\u0E7F]/.test(line.text))).toBe(true);
  });

  it("draws the scale in the player's own script only, not the other languages' names (the picker lays out only the chosen one)", () => {
    const others = Object.entries(LANGUAGE_NAMES).filter(([language]) => language !== "ja").map(([, name]) => name);
    const lines = warmupLines("ja");
    expect(lines).toHaveLength(FONT_STRIKES.length);
    expect(lines.every((line) => /[\u3040-\u30FF\u4E00-\u9FFF]/.test(line.text))).toBe(true);
    // No line carries Thai or Chinese-only names: their fallback-font searches would be long tasks for nothing.
    for (const name of others) expect(lines.some((line) => line.text.includes(name))).toBe(false);
    expect(lines.some((line) => /[\u0E00-\u0E7F]/.test(line.text))).toBe(false);
  });

  it("stops and removes its line when a step fails", async () => {
    let calls = 0;
    await expect(
      warmFonts(document, themeClass.jade, "en", async () => {
        calls += 1;
        if (calls === 3) throw new Error("gone");
      }),
    ).rejects.toThrow("gone");
    expect(document.querySelector("[data-font-warmup]")).toBeNull();
  });

  it("starts on a first load once the start-up calls have left, in the configured brand's theme", async () => {
    document.body.innerHTML = `<div id="root"><div id="${SPLASH_ID}" role="status"><span></span></div></div>`;
    window.history.replaceState(null, "", "/vip");
    const early = startEarly(window, () => Promise.resolve({ ok: true, config: testConfig({ brand: { ...testConfig().brand, theme: "jade" } }) }));
    await early.startup;
    const box = document.querySelector<HTMLElement>("[data-font-warmup]");
    expect(box?.classList.contains(themeClass.jade)).toBe(true);
    await vi.waitFor(() => expect(document.querySelector("[data-font-warmup]")).toBeNull());
    await early.firstView;
    window.history.replaceState(null, "", "/");
  });
});
