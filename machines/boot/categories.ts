import type { VendorCard, VendorLane } from "./boot.types.ts";

export type CategoryId = "LIVE" | "DS88" | "SPORTS" | "ESPORTS" | "RNG" | "FISH" | "PVP" | "ELOTT" | "LOTT";

export interface GameCategory {
  id: CategoryId;
  route: string;
  vendors: VendorCard[];
}

/** E-sports vendors the platform files under SPORTS; the site shows them as their own category (SPEC §1). */
export const ESPORTS_VENDORS: readonly string[] = ["IMES", "SV3", "AV", "TF"];
export const DS88_VENDOR = "DS88";

const ORDER: readonly CategoryId[] = ["LIVE", "DS88", "SPORTS", "ESPORTS", "RNG", "FISH", "PVP", "ELOTT", "LOTT"];

const ROUTES: Record<CategoryId, string> = {
  LIVE: "/live",
  DS88: "/sports",
  SPORTS: "/sports",
  ESPORTS: "/esports",
  RNG: "/rng",
  FISH: "/fish",
  PVP: "/pvp",
  ELOTT: "/elott",
  LOTT: "/lottery",
};

function categoryOf(lane: VendorLane, card: VendorCard): CategoryId | null {
  const title = lane.title.toUpperCase();
  if (title === "SPORTS") {
    if (card.vassalage === DS88_VENDOR) return "DS88";
    if (ESPORTS_VENDORS.includes(card.vassalage)) return "ESPORTS";
  }
  return (ORDER as readonly string[]).includes(title) ? (title as CategoryId) : null;
}

/** Vendor lanes → navigation categories: only categories with vendors, in navigation order. */
export function toCategories(lanes: readonly VendorLane[]): GameCategory[] {
  const byId = new Map<CategoryId, VendorCard[]>();
  for (const lane of lanes) {
    for (const card of lane.cards) {
      const id = categoryOf(lane, card);
      if (id === null) continue;
      const list = byId.get(id) ?? [];
      list.push(card);
      byId.set(id, list);
    }
  }
  return ORDER.filter((id) => (byId.get(id)?.length ?? 0) > 0).map((id) => ({
    id,
    route: ROUTES[id],
    vendors: byId.get(id) ?? [],
  }));
}
