/** Vendor catalogue and the vendor lanes answered by `GCSGAME_newGameVendor` (ADR 0002 `VendorCard`). */
import type { VendorCard, VendorLane } from "../../api/schemas.ts";
import data from "./vendors.json" with { type: "json" };
import { hashString } from "../prng.ts";
import { vendorIconPath } from "../vendor-icons.ts";

export type VendorType = "RNG" | "FISH" | "SPORTS" | "LIVE" | "PVP" | "ELOTT" | "LOTT";

export interface Vendor {
  code: string;
  name: string;
  type: VendorType;
  /** Menu-tree node id of the vendor. */
  nodeId: number;
  isHot: 0 | 1;
}

const TYPES: readonly VendorType[] = ["RNG", "FISH", "SPORTS", "LIVE", "PVP", "ELOTT", "LOTT"];
const isVendorType = (value: string): value is VendorType => (TYPES as readonly string[]).includes(value);

/** Lane order on the vendor relay. */
export const LANE_ORDER: readonly VendorType[] = ["LIVE", "SPORTS", "RNG", "FISH", "PVP", "ELOTT", "LOTT"];

/** Types whose vendors have a game list (the others launch a lobby directly). */
export const LISTED_TYPES: readonly VendorType[] = ["RNG", "FISH", "PVP", "LIVE"];

export const VENDORS: readonly Vendor[] = data.list.map((entry, index) => {
  if (!isVendorType(entry.type)) throw new Error(`vendors.json: unknown type ${entry.type}`);
  return {
    code: entry.code,
    name: entry.name,
    type: entry.type,
    nodeId: 5000 + index,
    isHot: hashString(`hot:${entry.code}`) % 100 < 15 ? 1 : 0,
  };
});

const byCode = new Map(VENDORS.map((v) => [v.code.toUpperCase(), v]));

export function findVendor(code: string): Vendor | undefined {
  return byCode.get(code.toUpperCase());
}

export function vendorsOfType(type: VendorType): Vendor[] {
  return VENDORS.filter((v) => v.type === type);
}

function toCard(vendor: Vendor): VendorCard {
  const listed = LISTED_TYPES.includes(vendor.type) && vendor.type !== "LIVE";
  return {
    vassalage: vendor.code,
    displayName: vendor.name,
    smallIcon: vendorIconPath(vendor.code, 48),
    lagerIcon: vendorIconPath(vendor.code, 160),
    isHot: vendor.isHot,
    gameType: vendor.type,
    isGame: vendor.type === "PVP" ? "VASSALAGE" : "",
    gameCode: listed ? "" : `${vendor.code}_LOBBY`,
    nodeId: vendor.nodeId,
  };
}

let lanes: VendorLane[] | undefined;

/** One lane per vendor type (title and gameClassify = the type); computed once, then shared. */
export function vendorLanes(): VendorLane[] {
  lanes ??= LANE_ORDER.map((type) => ({ title: type, gameClassify: type, cards: vendorsOfType(type).map(toCard) }));
  return lanes;
}
