import type { SnapshotFrom } from "xstate";
import type { Failure } from "../shared/errors.ts";
import type { gameLaunchMachine } from "./game-launch.machine.ts";
import type { GamePage, GameSummary, VendorCard } from "./game-launch.types.ts";

export type GameLaunchSnapshot = SnapshotFrom<typeof gameLaunchMachine>;

/** The one dialog the game-launch flow shows over the page, if any. */
export type LaunchDialog =
  | { kind: "none" }
  | { kind: "launching"; gameName: string }
  | { kind: "gameList"; vendor: VendorCard; page: GamePage | null; pageNo: number; loading: boolean; failure: Failure | null }
  | { kind: "needRealAccount" }
  | { kind: "maintenance"; gameName: string; recommended: GameSummary[] }
  | { kind: "roundOpen"; gameName: string | null; canContinue: boolean }
  | { kind: "failed"; gameName: string; failure: Failure };

export function selectLaunchDialog(snapshot: GameLaunchSnapshot): LaunchDialog {
  const { context } = snapshot;
  const gameName = context.game?.name ?? "";
  if (snapshot.matches("launching")) return { kind: "launching", gameName };
  if (snapshot.matches("gameList") && context.listVendor) {
    return {
      kind: "gameList",
      vendor: context.listVendor,
      page: context.listPage,
      pageNo: context.listPageNo,
      loading: snapshot.matches({ gameList: "loading" }),
      failure: snapshot.matches({ gameList: "failed" }) ? (context.failure ?? { code: "unknown" }) : null,
    };
  }
  if (snapshot.matches("needRealAccount")) return { kind: "needRealAccount" };
  if (snapshot.matches("maintenance")) return { kind: "maintenance", gameName, recommended: context.recommended };
  if (snapshot.matches("roundOpen")) {
    return { kind: "roundOpen", gameName: context.openRound?.gameName ?? null, canContinue: snapshot.can({ type: "round.continue" }) };
  }
  if (snapshot.matches("failed")) return { kind: "failed", gameName, failure: context.failure ?? { code: "unknown" } };
  return { kind: "none" };
}

/** What `/game` shows: the running game in the route, or nothing to show (e.g. after a reload). */
export type GameScreen = { kind: "playing"; url: string; gameName: string; vendor: string; returnTo: string } | { kind: "empty" };

export function selectGameScreen(snapshot: GameLaunchSnapshot): GameScreen {
  const { context } = snapshot;
  if (snapshot.matches("playing") && context.url && context.openIn === "route") {
    return { kind: "playing", url: context.url, gameName: context.game?.name ?? "", vendor: context.game?.vendor ?? "", returnTo: context.returnTo };
  }
  return { kind: "empty" };
}
