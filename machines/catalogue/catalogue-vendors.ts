/**
 * The slots page's vendors: the RNG lane's cards as the provider list shows them, and which of them an address names.
 * Pure and free of XState, so the entry's first view of the page (src/app/early.ts) decides exactly as the catalogue
 * machine does without loading it.
 */
import type { VendorCard } from "../games/games.types.ts";

export interface CatalogueVendor {
  code: string;
  name: string;
  icon: string;
  hot: boolean;
}

export const toCatalogueVendor = (card: VendorCard): CatalogueVendor => ({ code: card.vassalage, name: card.displayName, icon: card.icon, hot: card.isHot });

/** The vendor a `?page=` code names, matched without regard to letter case. */
export function findCatalogueVendor<T extends { code: string }>(vendors: readonly T[], code: string | undefined): T | undefined {
  if (!code) return undefined;
  const key = code.toUpperCase();
  return vendors.find((v) => v.code.toUpperCase() === key);
}
