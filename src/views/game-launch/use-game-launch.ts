import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import type { EventFrom } from "xstate";
import { useServices } from "../../app/services.tsx";
import type { GameLaunchLogic, GameLaunchRef } from "../../../machines/app/app.machine.ts";
import { selectGameScreen, selectLaunchDialog, type GameScreen, type LaunchDialog } from "../../../machines/game-launch/game-launch.selectors.ts";

const NO_DIALOG: LaunchDialog = { kind: "none" };
const NO_GAME: GameScreen = { kind: "empty" };

/** Two view models are the same when each of their fields is (the selectors build a new object on every snapshot). */
export function sameFields<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** The game-launch actor once the app machine has started it (null before its code has been needed). */
function useGameLaunchRef(): GameLaunchRef | null {
  const { app } = useServices();
  return useSelector(app, (snapshot) => snapshot.context.gameLaunch);
}

/** The game-launch dialog the machine shows, if any (none before the machine runs: it would be idle). */
export function useLaunchDialog(): LaunchDialog {
  return useSelector(useGameLaunchRef() ?? undefined, (snapshot) => (snapshot ? selectLaunchDialog(snapshot) : NO_DIALOG), sameFields);
}

/** What `/game` shows. */
export function useGameScreen(): GameScreen {
  return useSelector(useGameLaunchRef() ?? undefined, (snapshot) => (snapshot ? selectGameScreen(snapshot) : NO_GAME), sameFields);
}

/**
 * Sends events to the game-launch machine (the same object while the actor is the same: effects depend on it). Once
 * the actor has stopped (the app stopped, e.g. when the site is torn down before a view's clean-up runs) nothing is
 * sent: XState warns about an event sent to a stopped actor, and it would not act on it anyway.
 */
export function useGameLaunchActor(): { send(event: EventFrom<GameLaunchLogic>): void } {
  const ref = useGameLaunchRef();
  return useMemo(
    () => ({
      send: (event) => {
        if (ref?.getSnapshot().status === "active") ref.send(event);
      },
    }),
    [ref],
  );
}
