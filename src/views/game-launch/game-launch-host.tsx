import { lazy, Suspense, useMemo } from "react";
import { useSelector } from "@xstate/react";
import { selectQueuedLaunch } from "../../../machines/app/app.selectors.ts";
import { useServices } from "../../app/services.tsx";
import { sameFields, useLaunchDialog } from "./use-game-launch.ts";

const GameLaunchDialogs = lazy(() => import("./game-launch-dialogs.tsx").then((m) => ({ default: m.GameLaunchDialogs })));

/**
 * Mounts the game-launch dialogs (a lazy chunk) when the machine shows one, and before it runs, for a game asked for
 * while its code loads (starting…) or when that code could not load (the failure with Try again).
 */
export function GameLaunchHost() {
  const { app } = useServices();
  const dialog = useLaunchDialog();
  const queued = useSelector(app, selectQueuedLaunch, sameFields);
  const intents = useMemo(
    () => ({ close: () => app.send({ type: "gameLaunch.dismissed" }), retry: () => app.send({ type: "gameLaunch.retry" }) }),
    [app],
  );
  if (queued.kind !== "none") {
    return (
      <Suspense fallback={null}>
        <GameLaunchDialogs dialog={queued} intents={intents} />
      </Suspense>
    );
  }
  if (dialog.kind === "none") return null;
  return (
    <Suspense fallback={null}>
      <GameLaunchDialogs dialog={dialog} />
    </Suspense>
  );
}
