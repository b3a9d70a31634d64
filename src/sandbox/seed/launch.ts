/** Game-launch data of the sandbox: the seeded games under maintenance and how recommendations are picked (ADR 0010). */
import { getGameCatalogue, type SandboxGame } from "./games.ts";
import { VENDORS, type Vendor } from "./vendors.ts";

/** Vendors whose first seeded games are under maintenance by default. */
const MAINTENANCE_VENDORS = ["KM", "PG"] as const;
/** Position (0-based) of the game under maintenance in each of those vendors' lists: the second game. */
const MAINTENANCE_INDEX = 1;
/** A sports vendor whose lobby is under maintenance by default. */
export const MAINTENANCE_LOBBY_VENDOR = "BTI";

/** Node ids under maintenance when the scenario does not say otherwise. */
export function seededMaintenance(): number[] {
  const catalogue = getGameCatalogue();
  const games = MAINTENANCE_VENDORS.map((code) => catalogue.gamesOf(code)[MAINTENANCE_INDEX]).filter((g): g is SandboxGame => g !== undefined);
  const lobby = VENDORS.find((v) => v.code === MAINTENANCE_LOBBY_VENDOR);
  return [...games.map((g) => g.nodeId), ...(lobby ? [lobby.nodeId] : [])];
}

/** A launchable thing: a catalogue game, or the lobby (first game) of a vendor without a game list. */
export type Launchable = { kind: "game"; game: SandboxGame } | { kind: "lobby"; vendor: Vendor };

const byNode = new Map<number, SandboxGame>();

/** The game or lobby a launch names by `nodeId` (or `gameId`), if the sandbox has it. */
export function findLaunchable(nodeId: number | undefined, gameId: number | undefined, vendorCode: string | undefined): Launchable | undefined {
  const vendor = vendorCode ? VENDORS.find((v) => v.code.toUpperCase() === vendorCode.toUpperCase()) : undefined;
  if (vendor && nodeId === vendor.nodeId) return { kind: "lobby", vendor };
  const catalogue = getGameCatalogue();
  if (byNode.size === 0) for (const game of catalogue.all()) byNode.set(game.nodeId, game);
  const game = (nodeId !== undefined ? byNode.get(nodeId) : undefined) ?? [...(vendor ? catalogue.gamesOf(vendor.code) : [])].find((g) => g.gameId === gameId);
  if (game && (!vendor || game.vassalage === vendor.code)) return { kind: "game", game };
  return undefined;
}

/** Up to four other games of the same vendor (hot ones first) that are not under maintenance. */
export function recommendationsFor(item: Launchable, maintenance: ReadonlySet<number>): SandboxGame[] {
  const code = item.kind === "game" ? item.game.vassalage : item.vendor.code;
  let pool = getGameCatalogue().gamesOf(code).filter((g) => !maintenance.has(g.nodeId) && (item.kind !== "game" || g.nodeId !== item.game.nodeId));
  if (pool.length === 0) pool = getGameCatalogue().gamesOf("PG").filter((g) => !maintenance.has(g.nodeId));
  return [...pool].sort((a, b) => b.isHot - a.isHot).slice(0, 4);
}
