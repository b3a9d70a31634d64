import { useEffect, useState } from "react";
import { useServices, type ContentMachines } from "../../app/services.tsx";

/** The content pages' machines with their live actors (a lazy chunk loaded with the first content page). */
export function useContentMachines(): { machines: ContentMachines | null; failed: boolean; retry(): void } {
  const { loadContentMachines } = useServices();
  const [machines, setMachines] = useState<ContentMachines | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadContentMachines().then(
      (m) => live && setMachines(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loadContentMachines, attempt]);
  return {
    machines,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
