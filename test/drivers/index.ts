import type { FlowDriver } from "./types.ts";
import { bootDriver } from "./boot.driver.tsx";

/** Flows with a model-based UI driver. Login, registration, game launch and withdrawal add theirs here. */
export const drivers: readonly FlowDriver<never>[] = [bootDriver as FlowDriver<never>];
