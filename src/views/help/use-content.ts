import { useServices, type ContentMachines } from "../../app/services.tsx";
import { useLazyLoaded } from "../lazy/use-lazy-loaded.ts";

/** The content pages' machines with their live actors (a lazy chunk loaded with the first content page). */
export function useContentMachines(): ReturnType<typeof useLazyLoaded<ContentMachines>> {
  return useLazyLoaded(useServices().loadContentMachines);
}
