import { lazy, Suspense } from "react";
import { useLaunchDialog } from "./use-game-launch.ts";

const GameLaunchDialogs = lazy(() => import("./game-launch-dialogs.tsx").then((m) => ({ default: m.GameLaunchDialogs })));

/** Mounts the game-launch dialogs (a lazy chunk) when the machine shows one. */
export function GameLaunchHost() {
  const dialog = useLaunchDialog();
  if (dialog.kind === "none") return null;
  return (
    <Suspense fallback={null}>
      <GameLaunchDialogs dialog={dialog} />
    </Suspense>
  );
}
