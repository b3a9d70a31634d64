import { useEffect, useState } from "react";
import { useServices } from "../../app/services.tsx";
import type { LobbyMachines } from "../../app/services.tsx";

/** The lobby machines with their live actors, once their chunk has loaded (null until then, or on a load failure). */
export function useLobbyMachines(): { machines: LobbyMachines | null; failed: boolean; retry(): void } {
  const { loadLobbyMachines } = useServices();
  const [machines, setMachines] = useState<LobbyMachines | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadLobbyMachines().then(
      (m) => live && setMachines(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loadLobbyMachines, attempt]);
  return { machines, failed, retry: () => { setFailed(false); setAttempt((n) => n + 1); } };
}
