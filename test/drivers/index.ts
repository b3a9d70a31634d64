import type { FlowDriver } from "./types.ts";
import { bootDriver } from "./boot.driver.tsx";
import { loginDriver } from "./login.driver.tsx";
import { registrationDriver } from "./registration.driver.tsx";
import { gameLaunchDriver } from "./game-launch.driver.tsx";
import { withdrawalConfirmationDriver } from "./withdrawal-confirmation.driver.tsx";
import { activityDriver } from "./activity.driver.tsx";
import { pointsConvertDriver } from "./points-convert.driver.tsx";
import { pointsRedeemDriver } from "./points-redeem.driver.tsx";
import { claimDriver } from "./claim.driver.tsx";
import { contractsDriver } from "./contracts.driver.tsx";
import { walletDriver } from "./wallet.driver.tsx";

/** Flows with a model-based UI driver. */
export const drivers: readonly FlowDriver<never>[] = [bootDriver as FlowDriver<never>, loginDriver as FlowDriver<never>, registrationDriver as FlowDriver<never>, gameLaunchDriver as FlowDriver<never>, withdrawalConfirmationDriver as FlowDriver<never>, activityDriver as FlowDriver<never>, pointsConvertDriver as FlowDriver<never>, pointsRedeemDriver as FlowDriver<never>, claimDriver as FlowDriver<never>, contractsDriver as FlowDriver<never>, walletDriver as FlowDriver<never>];
