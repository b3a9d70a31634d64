import { useServices, type AgentMachines } from "../../app/services.tsx";
import { useLazyLoaded } from "../lazy/use-lazy-loaded.ts";

/** The agent centre's machines with their live actors (a lazy chunk loaded with the agent centre). */
export function useAgentMachines(): ReturnType<typeof useLazyLoaded<AgentMachines>> {
  return useLazyLoaded(useServices().loadAgentMachines);
}
