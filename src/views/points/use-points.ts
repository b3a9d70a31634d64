import { useEffect, useState } from "react";
import { useServices, type PointsMachines } from "../../app/services.tsx";

/** The points and VIP machines with their live actors (a lazy chunk loaded with the first of their pages). */
export function usePointsMachines(): { machines: PointsMachines | null; failed: boolean; retry(): void } {
  const { loadPointsMachines } = useServices();
  const [machines, setMachines] = useState<PointsMachines | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadPointsMachines().then(
      (m) => live && setMachines(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loadPointsMachines, attempt]);
  return {
    machines,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
