/** Live actors of the game-launch machine: the launch calls (SPEC §3 launch payload) and the popup game list. */
import { fromPromise } from "xstate";
import type { GamePage, GameQuery, LaunchOutcome, LaunchRequest, OpenIn } from "../../machines/game-launch/game-launch.types.ts";
import type { PlatformClient } from "./client.ts";
import { isPlatformError } from "./errors.ts";
import { fetchGamePage, toGameSummary, type GameListContext } from "./games-api.ts";
import type { LaunchAnswer, LaunchFailureValue } from "./game-schemas.ts";

/** `errorCode` (or message) of a refused launch, as the sandbox and ADR 0010 define them. */
export const LAUNCH_REFUSALS = {
  maintenance: ["GAME_MAINTENANCE", "game.maintenance"],
  roundOpen: ["GAME_ROUND_OPEN", "game.round.open"],
} as const;

export interface GameLaunchContextPort extends GameListContext {
  /** The session token and the member's account name (the payload carries both, SPEC §3). */
  token(): string | null;
  username(): string;
}

/** SPEC §3 game launch payload (the client adds `Authorization` and the `Language` header). */
export function launchQuery(request: LaunchRequest, ctx: GameLaunchContextPort): Record<string, string | number> {
  const { game } = request;
  return {
    ...(game.roomId === undefined ? { gameId: game.gameId } : { roomId: game.roomId }),
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    gameType: game.gameType,
    accountType: request.accountType,
    confirmTrans: 0,
    vassalage: game.vendor,
    launchMode: "GLS",
    platform: "html5-desktop",
    clientType: 3,
    username: request.mode === "trial" ? "" : ctx.username(),
    token: request.mode === "trial" ? "" : (ctx.token() ?? ""),
    merchantCode: ctx.merchant,
    language: ctx.language(),
  };
}

export function toOpenIn(openMode: string): OpenIn {
  return /^(popup|window|new_?window|blank)$/i.test(openMode.trim()) ? "window" : "route";
}

function refusalOf(error: unknown): { kind: "maintenance" | "roundOpen"; value: LaunchFailureValue } | null {
  if (!isPlatformError(error, "platform.message")) return null;
  const keys = [error.errorCode, error.serverMessage].filter((k): k is string => typeof k === "string");
  const value = (error.value ?? {}) as LaunchFailureValue;
  if (keys.some((k) => (LAUNCH_REFUSALS.maintenance as readonly string[]).includes(k))) return { kind: "maintenance", value };
  if (keys.some((k) => (LAUNCH_REFUSALS.roundOpen as readonly string[]).includes(k))) return { kind: "roundOpen", value };
  return null;
}

/** Launches one game: the address, or a refusal the machine handles (maintenance, round open); other failures throw. */
export async function launchGame(client: PlatformClient, request: LaunchRequest, ctx: GameLaunchContextPort): Promise<LaunchOutcome> {
  try {
    const answer: LaunchAnswer = await client.request(request.mode === "trial" ? "launchTrialGame" : "launchGame", { query: launchQuery(request, ctx) });
    return { kind: "opened", url: answer.url, openIn: toOpenIn(answer.openMode) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    if (refusal.kind === "maintenance") {
      const recommended = (Array.isArray(refusal.value.recommended) ? refusal.value.recommended : []).map((g) => toGameSummary(g, ctx.imageCdn));
      return { kind: "maintenance", recommended: recommended.filter((g) => g.nodeId !== request.game.nodeId) };
    }
    return { kind: "roundOpen", gameName: refusal.value.gameName ?? null, url: refusal.value.game_url ?? null };
  }
}

export function liveGameLaunchActors(client: PlatformClient, ctx: GameLaunchContextPort) {
  return {
    launchGame: fromPromise<LaunchOutcome, LaunchRequest>(({ input }) => launchGame(client, input, ctx)),
    fetchGamePage: fromPromise<GamePage, GameQuery>(({ input, signal }) => fetchGamePage(client, input, ctx, { signal })),
  };
}
