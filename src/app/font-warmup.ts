/**
 * Prepares the site's text fonts while a first load waits for the network, one size and weight per task.
 *
 * A browser prepares a font for each size and weight the first time it draws text in it. In Chromium on Linux that
 * preparation asks the browser process, synchronously, for the system's rendering settings of that "strike" — a
 * few milliseconds each on a good day, tens when the browser process is busy with the page's downloads — and it
 * happens inside the page's layouts: the first views' and the app's first layouts were mostly this (ADR 0011). The
 * type scale keeps the number of strikes small (src/theme/contract.css.ts); this lays out one invisible line per
 * strike of the scale, in the player's language's script, each in its own short task, while the page is
 * waiting for its start-up answers and its JavaScript anyway, so that the layouts that draw the page find every
 * font ready.
 *
 * The lines are hidden from sight and from assistive technology, and removed when done; nothing else changes.
 */
import { vars } from "../theme/contract.css.ts";
import type { Language } from "../config/schema.ts";
import { nextTask } from "./yield.ts";

const { fontSize: size, fontWeight: weight } = vars;

/**
 * Every size of the type scale in each of its weights (a unit test checks that none is missing). First the strikes
 * the slots page's first view draws (src/app/first-view.ts: tile names and the search field, the title, the
 * provider list, Play, the tiles' vendors and badges, the header's brand): that view is often drawn while the
 * warm-up is still going, and its layout then finds them ready. Home's first view draws only the brand, which the
 * loading screen has drawn already. A browser test checks the order against the first view as drawn
 * (test/e2e/first-load.spec.ts).
 */
export const FONT_STRIKES: readonly { size: string; weight: string }[] = [
  { size: size.md, weight: weight.regular },
  { size: size.xl, weight: weight.bold },
  { size: size.md, weight: weight.bold },
  { size: size.sm, weight: weight.bold },
  { size: size.sm, weight: weight.regular },
  { size: size.xs, weight: weight.bold },
  { size: size.lg, weight: weight.bold },
  { size: size.xs, weight: weight.regular },
  { size: size.lg, weight: weight.regular },
  { size: size.xl, weight: weight.regular },
];

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
 * Lays out the hidden lines (`warmupLines`), one per task (`wait` between them), in the brand's theme
 * (`themeClass` carries the font family and the scale). Resolves with the number of lines laid out once they are
 * gone again.
 */
export async function warmFonts(doc: Document, themeClass: string, language: Language, wait: () => Promise<void> = nextTask): Promise<number> {
  const box = doc.createElement("div");
  box.className = themeClass;
  box.setAttribute("aria-hidden", "true");
  box.dataset.fontWarmup = "";
  box.style.cssText = "position:absolute;top:0;left:0;visibility:hidden;pointer-events:none;contain:strict;width:0;height:0;overflow:hidden;white-space:nowrap";
  box.style.fontFamily = vars.font.body;
  doc.body.append(box);
  let prepared = 0;
  try {
    for (const { size, weight, text } of warmupLines(language)) {
      await wait();
      const line = doc.createElement("span");
      line.style.fontSize = size;
      line.style.fontWeight = weight;
      line.textContent = text;
      box.append(line);
      // Reading its width lays the line out now, in this task: the font for this size and weight is prepared here.
      void line.getBoundingClientRect().width;
      prepared += 1;
    }
  } finally {
    box.remove();
  }
  return prepared;
}
