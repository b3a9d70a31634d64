import type { SnapshotFrom } from "xstate";
import type { Failure } from "../shared/errors.ts";
import type { appMachine } from "./app.machine.ts";

export type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** A game the player asked for whose launch code could not be loaded: the failure dialog with Try again. */
export interface LaunchCodeFailure {
  gameName: string;
  failure: Failure;
}

/** What the app machine shows of a game asked for before the game launch runs: starting, or its code failed. */
export type QueuedLaunchView = { kind: "none" } | { kind: "launching"; gameName: string } | ({ kind: "failed" } & LaunchCodeFailure);

export function selectQueuedLaunch(snapshot: AppSnapshot): QueuedLaunchView {
  const { queuedLaunch, gameLaunchFailure } = snapshot.context;
  if (!queuedLaunch) return { kind: "none" };
  const { target } = queuedLaunch;
  const gameName = target.kind === "vendor" ? target.card.displayName : target.game.name;
  if (snapshot.matches({ gameLaunch: "loading" })) return { kind: "launching", gameName };
  if (snapshot.matches({ gameLaunch: "failed" })) return { kind: "failed", gameName, failure: gameLaunchFailure ?? { code: "unknown" } };
  return { kind: "none" };
}

/** The language the player chose that could not be loaded (shown next to the switcher with Try again), or null. */
export function selectFailedLanguage(snapshot: AppSnapshot): string | null {
  return snapshot.matches({ language: "failed" }) ? snapshot.context.nextLanguage : null;
}
