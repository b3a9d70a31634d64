import { useSelector } from "@xstate/react";
import { useServices } from "../../app/services.tsx";
import { selectGameScreen, selectLaunchDialog, type GameScreen, type LaunchDialog } from "../../../machines/game-launch/game-launch.selectors.ts";

const sameDialog = (a: LaunchDialog, b: LaunchDialog) =>
  a.kind === b.kind && JSON.stringify(a) === JSON.stringify(b);

/** The game-launch dialog the machine shows, if any. */
export function useLaunchDialog(): LaunchDialog {
  const { gameLaunch } = useServices();
  return useSelector(gameLaunch, selectLaunchDialog, sameDialog);
}

/** What `/game` shows. */
export function useGameScreen(): GameScreen {
  const { gameLaunch } = useServices();
  return useSelector(gameLaunch, selectGameScreen, (a, b) => JSON.stringify(a) === JSON.stringify(b));
}

/** Sends an event to the game-launch machine. */
export function useGameLaunchActor() {
  return useServices().gameLaunch;
}
