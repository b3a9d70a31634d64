import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { LotteryGroup } from "../lobby/lobby.types.ts";
import type { LotteryInput } from "./lottery.machine.ts";

const groups: LotteryGroup[] = [
  {
    code: "SSC",
    label: "Time-time Lottery",
    games: [
      { gameCode: "TCGSSC1M", name: "1-minute Lottery", drawInterval: 60, playTypes: ["5STAR"] },
      { gameCode: "TCGSSC3M", name: "3-minute Lottery", drawInterval: 180, playTypes: [] },
    ],
  },
];

export const lotteryInputs: SampleInput[] = [
  { label: "/lottery opened by a guest", input: { kind: "lottery", prizeMode: "ELOTT", signedIn: false } satisfies LotteryInput },
  { label: "/lottery?gameCode=TCGSSC1M opened by a member", input: { kind: "lottery", prizeMode: "ELOTT", gameCode: "TCGSSC1M", signedIn: true } satisfies LotteryInput },
  { label: "/vnlottery?gameCode=VNHANOI opened by a guest", input: { kind: "vn", prizeMode: "ELOTT", gameCode: "VNHANOI", signedIn: false } satisfies LotteryInput },
];

export const lotterySamples: SampleEvent[] = [
  { label: "The game menu arrives", event: { type: "xstate.done.actor.loadMenu", output: groups } },
  { label: "The VN menu arrives", event: { type: "xstate.done.actor.loadMenu", output: [{ code: "NORTH", label: "Northern Lottery", games: [{ gameCode: "VNHANOI", name: "Hà Nội", drawInterval: 86400, playTypes: [] }] }] } },
  { label: "The menu has no games", event: { type: "xstate.done.actor.loadMenu", output: [] } },
  { label: "Loading the menu fails", event: { type: "xstate.error.actor.loadMenu", error: { code: "network.abnormal" } } },
  { label: "The lottery lobby address arrives", event: { type: "xstate.done.actor.launchLottery", output: "https://lotto.example/lobby?game=TCGSSC1M" } },
  { label: "Opening the lottery lobby fails", event: { type: "xstate.error.actor.launchLottery", error: { code: "platform.message", serverMessage: "Game under maintenance" } } },
  { label: "Player chooses the 1-minute lottery", event: { type: "game.selected", gameCode: "TCGSSC1M" } },
  { label: "Player chooses the 3-minute lottery", event: { type: "game.selected", gameCode: "TCGSSC3M", playType: "BIGSMALL" } },
  { label: "An unknown game code is asked for", event: { type: "game.selected", gameCode: "NOPE" } },
  { label: "Player goes back to the menu", event: { type: "game.selected", gameCode: null } },
  { label: "The player logs in", event: { type: "session.changed", signedIn: true } },
  { label: "The player logs out", event: { type: "session.changed", signedIn: false } },
  { label: "Player presses Try again (or Log in to play)", event: { type: "lottery.retry" } },
];
