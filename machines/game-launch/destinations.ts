import { DS88_VENDOR, ESPORTS_VENDORS } from "../boot/categories.ts";
import type { GameSummary, VendorCard } from "./game-launch.types.ts";

/** Lottery vendor codes with their own screens (SPEC §3 accountTypeName; research §4.12 routing rules). */
export const SEA_LOTTERY = "TCG_SEA";
export const VN_LOTTERY = "TCG_LOTTO_VN";
const LOTTERY_TYPES: readonly string[] = ["LOTT", "ELOTT"];
/** Vendor types with their own category page (the card opens it with the vendor selected). */
const CATEGORY_ROUTES: Readonly<Record<string, string>> = { LIVE: "/live", FISH: "/fish", PVP: "/pvp" };

const upper = (text: string) => text.trim().toUpperCase();

export const isLotteryCard = (card: VendorCard): boolean =>
  [SEA_LOTTERY, VN_LOTTERY].includes(upper(card.vassalage)) || LOTTERY_TYPES.includes(upper(card.gameType));

export const isPopupListCard = (card: VendorCard): boolean => upper(card.isGame) === "VASSALAGE";

/** Sports (DS88 included) and e-sports vendors launch their first game directly (SPEC §4). */
export const isDirectLaunchCard = (card: VendorCard): boolean =>
  upper(card.gameType) === "SPORTS" || upper(card.gameType) === "ESPORTS" || upper(card.vassalage) === DS88_VENDOR || ESPORTS_VENDORS.includes(upper(card.vassalage));

export const isSlotCard = (card: VendorCard): boolean => upper(card.gameType) === "RNG";

const withQuery = (path: string, key: string, value: string) => `${path}?${key}=${encodeURIComponent(value)}`;

/** The screen a vendor card leads to when it does not launch a game (lotteries, slots, other category pages). */
export function vendorDestination(card: VendorCard): string {
  const vendor = upper(card.vassalage);
  if (vendor === SEA_LOTTERY) return withQuery("/seaLottery", "gameCode", card.gameCode);
  if (vendor === VN_LOTTERY) return withQuery("/vnlottery", "gameCode", card.gameCode);
  if (isLotteryCard(card)) return withQuery("/lottery", "gameCode", card.gameCode);
  if (isSlotCard(card)) return withQuery("/rng", "page", card.vassalage);
  const page = CATEGORY_ROUTES[upper(card.gameType)];
  return page ? withQuery(page, "vendor", card.vassalage) : "/";
}

/** A sports or e-sports card stands for its first game (the card carries its game code and node). */
export function firstGameOf(card: VendorCard): GameSummary {
  return {
    nodeId: card.nodeId,
    gameId: card.nodeId,
    gameCode: card.gameCode,
    name: card.displayName,
    vendor: card.vassalage,
    gameType: card.gameType,
    icon: card.icon,
    trial: false,
    hot: card.isHot,
  };
}
