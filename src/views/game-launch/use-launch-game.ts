import { useCallback } from "react";
import type { LaunchTarget } from "../../../machines/games/games.types.ts";

/**
 * The one way a view starts a game: hands the target to the game-launch machine.
 * (Wired to the machine by the game-launch flow; until then it does nothing.)
 */
export function useLaunchGame(): (target: LaunchTarget) => void {
  return useCallback((target: LaunchTarget) => {
    void target;
  }, []);
}
