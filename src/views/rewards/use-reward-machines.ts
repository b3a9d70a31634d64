import { useServices, type RewardMachines } from "../../app/services.tsx";
import { useLazyLoaded } from "../lazy/use-lazy-loaded.ts";

/** The inbox, reward, cashback and referral machines with their live actors (a lazy chunk loaded with the first of these pages). */
export function useRewardMachines(): ReturnType<typeof useLazyLoaded<RewardMachines>> {
  return useLazyLoaded(useServices().loadRewardMachines);
}
