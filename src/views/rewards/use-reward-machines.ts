import { useEffect, useState } from "react";
import { useServices, type RewardMachines } from "../../app/services.tsx";

/** The inbox, reward, cashback and referral machines with their live actors (a lazy chunk loaded with the first of these pages). */
export function useRewardMachines(): { machines: RewardMachines | null; failed: boolean; retry(): void } {
  const { loadRewardMachines } = useServices();
  const [machines, setMachines] = useState<RewardMachines | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadRewardMachines().then(
      (m) => live && setMachines(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loadRewardMachines, attempt]);
  return {
    machines,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
