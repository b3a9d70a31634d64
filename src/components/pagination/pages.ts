/** SPEC §9 pagination defaults: pages shown around the current one, and pages kept at each end. */
export const PAGINATION = { range: 3, margin: 1 } as const;

export type PageItem = number | "gap";

/**
 * The page buttons to show: `margin` pages at each end, `range` pages around `current` (kept whole near the
 * ends), and a gap where pages are left out. Pages are 1-based; `total` below 1 gives nothing.
 */
export function pageItems(current: number, total: number, range: number = PAGINATION.range, margin: number = PAGINATION.margin): PageItem[] {
  if (total < 1) return [];
  if (total <= range + 2 * margin) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), total);
  let low = Math.max(1, page - Math.floor(range / 2));
  let high = low + range - 1;
  if (high > total) {
    high = total;
    low = total - range + 1;
  }
  const shown = new Set<number>();
  for (let p = 1; p <= margin; p++) shown.add(p);
  for (let p = low; p <= high; p++) shown.add(p);
  for (let p = total - margin + 1; p <= total; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) items.push(p - previous === 2 ? p - 1 : "gap");
    items.push(p);
  });
  return items;
}
