import type { SnapshotFrom } from "xstate";
import type { Failure } from "../shared/errors.ts";
import type { LotteryGame, LotteryGroup } from "../lobby/lobby.types.ts";
import type { lotteryMachine } from "./lottery.machine.ts";

export type LotterySnapshot = SnapshotFrom<typeof lotteryMachine>;

export type LotteryStatus = "loading" | "failed" | "empty" | "browsing" | "awaitingLogin" | "launching" | "playing" | "launchFailed";

export interface LotteryView {
  status: LotteryStatus;
  groups: LotteryGroup[];
  game: LotteryGame | null;
  playType: string | null;
  url: string | null;
  failure: Failure | null;
}

export function selectLottery(snapshot: LotterySnapshot): LotteryView {
  const { context } = snapshot;
  const value = snapshot.value;
  const inner = typeof value === "object" ? (value.menu as string) : value;
  const status: LotteryStatus = inner === "deciding" || inner === "gate" ? "launching" : (inner as LotteryStatus);
  const game = context.groups.flatMap((g) => g.games).find((g) => g.gameCode === context.gameCode) ?? null;
  return { status, groups: context.groups, game, playType: context.playType, url: context.url, failure: context.failure };
}

/** Research §4.13: ELOTT when the e-lottery lane holds TCG_LOTTO_VN or LOTT cards, else LOTT. */
export function lotteryPrizeMode(eLotteryVendors: readonly string[]): string {
  return eLotteryVendors.some((code) => code === "TCG_LOTTO_VN" || code === "LOTT") ? "ELOTT" : "LOTT";
}
