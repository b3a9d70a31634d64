import { useCallback, useMemo, useRef, useSyncExternalStore } from "react";
import type { EventFrom } from "xstate";
import { useServices } from "../../app/services.tsx";
import type { GameLaunchActor } from "../../app/game-launch-actor.ts";
import { selectGameScreen, selectLaunchDialog, type GameLaunchSnapshot, type GameScreen, type LaunchDialog } from "../../../machines/game-launch/game-launch.selectors.ts";

const same = <T,>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);
const NO_DIALOG: LaunchDialog = { kind: "none" };
const NO_GAME: GameScreen = { kind: "empty" };

/** The game-launch actor once its code has loaded (null before: nothing has been started yet). */
function useLoadedActor(): GameLaunchActor | null {
  const { gameLaunch } = useServices();
  return useSyncExternalStore(gameLaunch.subscribe, gameLaunch.current, gameLaunch.current);
}

/** A view of the machine's snapshot; `idle` while its code has not loaded (the machine would be idle too). */
function useLaunchView<T>(select: (snapshot: GameLaunchSnapshot) => T, idle: T): T {
  const actor = useLoadedActor();
  const last = useRef(idle);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = useCallback(() => {
    const next = actor ? select(actor.getSnapshot()) : idle;
    if (!same(last.current, next)) last.current = next;
    return last.current;
  }, [actor, select, idle]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The game-launch dialog the machine shows, if any. */
export function useLaunchDialog(): LaunchDialog {
  return useLaunchView(selectLaunchDialog, NO_DIALOG);
}

/** What `/game` shows. */
export function useGameScreen(): GameScreen {
  return useLaunchView(selectGameScreen, NO_GAME);
}

/** Sends events to the game-launch machine (dropped before it has loaded: it would be idle and ignore them). */
export function useGameLaunchActor(): { send(event: EventFrom<GameLaunchActor["logic"]>): void } {
  const { gameLaunch } = useServices();
  return useMemo(() => ({ send: (event) => gameLaunch.current()?.send(event) }), [gameLaunch]);
}
