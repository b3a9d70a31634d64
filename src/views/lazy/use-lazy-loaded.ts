import { useEffect, useState } from "react";

/**
 * What a lazy chunk gives (an area's machines with their live actors), loaded on first use: null until it arrives,
 * `failed` when it could not be loaded, and `retry` to ask again. `load` must be stable (a service of the app).
 */
export function useLazyLoaded<T>(load: () => Promise<T>): { machines: T | null; failed: boolean; retry(): void } {
  const [machines, setMachines] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (m) => live && setMachines(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  return {
    machines,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
