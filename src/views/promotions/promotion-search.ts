const CODE = /^[A-Za-z0-9_.-]{1,60}$/;
const ok = (value: unknown): value is string => typeof value === "string" && CODE.test(value);

/** `/promotions?category=` (one category, or all); anything malformed is ignored. */
export function promotionsSearch(raw: Record<string, unknown>): { category?: string } {
  return ok(raw.category) ? { category: raw.category } : {};
}

/** `/promoDetail?id=` (the promotion; the announcements' and banners' links carry it). */
export function promoDetailSearch(raw: Record<string, unknown>): { id?: string } {
  return ok(raw.id) ? { id: raw.id } : typeof raw.id === "number" ? { id: String(raw.id) } : {};
}
