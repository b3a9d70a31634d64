import type { Page } from "playwright-core";

/** One layout shift the browser reported: its score, when (ms after navigation), the scroll position, what moved. */
export interface Shift {
  value: number;
  at: number;
  scrollY: number;
  moved: { node: string; from: number[]; to: number[] }[];
}

type ShiftWindow = Window & { __shifts?: Shift[] };

/**
 * Records the page's layout shifts not caused by input (what CLS sums) from its first paint on; call before the
 * page loads. Each shift keeps what moved, from where to where, so a failing check says which part of the page jumped.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = ((window as ShiftWindow).__shifts = []);
    const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map(Math.round);
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          scrollY: Math.round(window.scrollY),
          moved: entry.sources.map((source) => {
            const node = source.node;
            const name = node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}[${node.getAttribute("data-testid") ?? node.className}]` : (node?.nodeName ?? "?");
            return { node: name, from: box(source.previousRect), to: box(source.currentRect) };
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's layout shifts so far and their sum (the cumulative layout shift of `recordLayoutShifts`). */
export async function layoutShifts(page: Page): Promise<{ score: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(() => (window as ShiftWindow).__shifts ?? []);
  return { score: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
