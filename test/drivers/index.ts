import type { FlowDriver } from "./types.ts";
import { bootDriver } from "./boot.driver.tsx";
import { loginDriver } from "./login.driver.tsx";
import { registrationDriver } from "./registration.driver.tsx";
import { gameLaunchDriver } from "./game-launch.driver.tsx";
import { withdrawalConfirmationDriver } from "./withdrawal-confirmation.driver.tsx";
import { contractsDriver } from "./contracts.driver.tsx";

/** Flows with a model-based UI driver. */
export const drivers: readonly FlowDriver<never>[] = [bootDriver as FlowDriver<never>, loginDriver as FlowDriver<never>, registrationDriver as FlowDriver<never>, gameLaunchDriver as FlowDriver<never>, withdrawalConfirmationDriver as FlowDriver<never>, contractsDriver as FlowDriver<never>];
