/** Whitelabel module switches as the platform applies them to its own calls. */
import { type SandboxStore } from "../store.ts";
import { buildWhitelabelTree, effectiveModules } from "../seed/platform.ts";

/** Is `modId` on in the current scenario (itself and every ancestor on)? An unknown modId is off. */
export function moduleOn(store: SandboxStore, modId: string): boolean {
  return effectiveModules(buildWhitelabelTree(store.state.scenario.whitelabel))[modId] ?? false;
}

export const MESSAGE_NOT_AVAILABLE = "This function is not available";
