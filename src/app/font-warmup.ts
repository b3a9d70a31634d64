/**
 * Prepares the site's text fonts before the first contentful paint, in the task that draws the loading screen's
 * brand.
 *
 * A browser prepares a font for each size and weight the first time it lays out text in it. In Chromium on Linux that
 * preparation asks the browser process, synchronously, for the system's rendering settings of that "strike" — a
 * millisecond or two on a quiet machine, tens when the browser process and the rest of the machine are busy with the
 * page's downloads — and it happens inside the page's layouts: the first views' and the app's first layouts were
 * mostly this (ADR 0011). The type scale keeps the number of strikes small (src/theme/contract.css.ts); this lays out
 * one invisible line per strike of the scale, in the player's language's script, in one layout, right after the
 * brand's name has been put on the loading screen (src/app/early.ts). That layout comes before the first contentful
 * paint, where a wait counts for nothing against the page's blocking time, and at the quietest moment of a load (the
 * page's scripts, pictures and answers are not in flight yet); every later layout finds the fonts ready.
 *
 * The lines are invisible and removed in the same task, so they are never drawn and never reach assistive technology
 * (its tree is updated after the task); nothing else changes.
 */
import { vars } from "../theme/contract.css.ts";
import type { Language } from "../config/schema.ts";

/** Every size of the type scale in each of its weights. */
export const FONT_STRIKES: readonly { size: string; weight: string }[] = Object.values(vars.fontSize).flatMap((size) =>
  Object.values(vars.fontWeight).map((weight) => ({ size, weight })),
);

/**
 * A few letters of each language's own script: where the system draws that script with another font (Thai,
 * Japanese, Chinese), that font's strikes are prepared too.
 */
const SAMPLE: Record<Language, string> = {
  pt: "Aa0ção",
  en: "Aa0",
  ja: "Aa0あア字",
  zh: "Aa0中文",
  id: "Aa0",
  th: "Aa0ภาษา",
  vi: "Aa0tiếng",
};

/**
 * The lines to lay out: one per strike of the scale, in the player's language's script. Not the other languages'
 * names: the header's language picker is a select of a set width, which lays out only the chosen name (the others
 * when it opens), and finding a font for a script the first font lacks is a search of the system's fonts that took
 * 10-100 ms a script in one task here (ADR 0011).
 */
export function warmupLines(language: Language): { size: string; weight: string; text: string }[] {
  return FONT_STRIKES.map((strike) => ({ ...strike, text: SAMPLE[language] }));
}

/**
 * Lays out the hidden lines (`warmupLines`) in the brand's theme (`themeClass` carries the font family and the
 * scale), all in one layout, now, and removes them again. Returns the number of lines laid out.
 */
export function warmFonts(doc: Document, themeClass: string, language: Language): number {
  const box = doc.createElement("div");
  box.className = themeClass;
  box.dataset.fontWarmup = "";
  // Out of the page's flow and of no size (strict containment), so the page around it lays out as it will be drawn.
  box.style.cssText = "position:absolute;visibility:hidden;contain:strict;white-space:nowrap";
  box.style.fontFamily = vars.font.body;
  const lines = warmupLines(language).map(({ size, weight, text }) => {
    const line = doc.createElement("span");
    line.style.fontSize = size;
    line.style.fontWeight = weight;
    line.textContent = text;
    return line;
  });
  box.append(...lines);
  doc.body.append(box);
  // Reading a size lays the page out now, in this task: every line's font is prepared here. Removed again in the
  // same task, the lines are never drawn.
  void box.firstElementChild?.getBoundingClientRect().width;
  box.remove();
  return lines.length;
}
