import { useServices, type PointsMachines } from "../../app/services.tsx";
import { useLazyLoaded } from "../lazy/use-lazy-loaded.ts";

/** The points and VIP machines with their live actors (a lazy chunk loaded with the first of their pages). */
export function usePointsMachines(): ReturnType<typeof useLazyLoaded<PointsMachines>> {
  return useLazyLoaded(useServices().loadPointsMachines);
}
