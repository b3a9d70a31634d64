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

describe("preparing the fonts before the first contentful paint (font warm-up)", () => {
  it("lays out one hidden line per size and weight of the scale, all in one go, and removes them again", () => {
    let seen: { lines: string[]; inBody: boolean } | null = null;
    const read = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      const box = document.querySelector<HTMLElement>("[data-font-warmup]");
      seen = { lines: [...(box?.children ?? [])].map((line) => `${(line as HTMLElement).style.fontSize}/${(line as HTMLElement).style.fontWeight}`), inBody: box?.parentElement === document.body };
      return new DOMRect();
    });
    const done = warmFonts(document, themeClass.jade, "pt");
    read.mockRestore();
    expect(done).toBe(FONT_STRIKES.length);
    // When the layout is read, every line of the scale is in the page: one layout prepares them all.
    expect(seen).toEqual({ lines: FONT_STRIKES.map(({ size, weight }) => `${size}/${weight}`), inBody: true });
    // Gone afterwards.
    expect(document.querySelector("[data-font-warmup]")).toBeNull();
    expect(document.body.childElementCount).toBe(0);
  });

  it("is invisible, out of the page's flow and laid out in the brand's theme and body font", () => {
    let box: HTMLElement | null = null;
    const read = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() => {
      box = document.querySelector<HTMLElement>("[data-font-warmup]");
      return new DOMRect();
    });
    warmFonts(document, themeClass.aurora, "th");
    read.mockRestore();
    const shown = box as unknown as HTMLElement;
    expect(shown.style.visibility).toBe("hidden");
    expect(shown.style.position).toBe("absolute");
    expect(shown.classList.contains(themeClass.aurora)).toBe(true);
    expect(shown.style.fontFamily).toBe(vars.font.body);
    // The scale's lines are in the player's language's own script (Thai here).
    const texts = [...shown.children].map((line) => line.textContent ?? "");
    expect(texts).toHaveLength(FONT_STRIKES.length);
    expect(texts.every((text) => /[\u0E00-\u0E7F]/.test(text))).toBe(true);
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

  it("runs on a first load in the task that puts the brand on the loading screen, in the configured brand's theme", async () => {
    document.body.innerHTML = `<div id="root"><div id="${SPLASH_ID}" role="status"><span></span></div></div>`;
    window.history.replaceState(null, "", "/vip");
    const seen: { brand: string | undefined; theme: boolean }[] = [];
    const read = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() => {
      const box = document.querySelector<HTMLElement>("[data-font-warmup]");
      if (box) seen.push({ brand: document.getElementById(SPLASH_ID)?.dataset.brand, theme: box.classList.contains(themeClass.jade) });
      return new DOMRect();
    });
    const config = testConfig({ brand: { ...testConfig().brand, theme: "jade" } });
    const early = startEarly(window, () => Promise.resolve({ ok: true, config }));
    await early.startup;
    read.mockRestore();
    // Once, with the brand's name already on the loading screen (the same layout lays out both), in its theme.
    expect(seen).toEqual([{ brand: config.brand.name, theme: true }]);
    expect(document.querySelector("[data-font-warmup]")).toBeNull();
    await early.firstView;
    window.history.replaceState(null, "", "/");
  });
});
