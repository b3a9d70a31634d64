import { useCallback } from "react";
import { useRouter } from "@tanstack/react-router";
import type { LaunchTarget } from "../../../machines/games/games.types.ts";
import { useServices } from "../../app/services.tsx";

/**
 * The one way a view starts a game: hands the target to the app machine, which passes it to the game launch (loading
 * its code first if needed), with the page the player is on (the way back from `/game`).
 */
export function useLaunchGame(): (target: LaunchTarget) => void {
  const { app } = useServices();
  const router = useRouter();
  return useCallback(
    (target: LaunchTarget) => {
      const { pathname, searchStr } = router.state.location;
      const from = pathname === "/game" ? "/" : `${pathname}${searchStr}`;
      app.send({ type: "launch.requested", target, from });
    },
    [app, router],
  );
}
