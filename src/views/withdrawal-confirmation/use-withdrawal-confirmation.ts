import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import { useServices } from "../../app/services.tsx";
import type { WithdrawalConfirmationRef } from "../../../machines/app/app.machine.ts";

/**
 * For the "my withdrawals" list: `check()` asks the platform for payouts waiting for the member's answer now (a
 * waiting one opens the confirmation dialog). Nothing happens for a guest or a trial account (the app machine
 * runs the withdrawal confirmation only for a member).
 */
export function useWithdrawalConfirmation(): { check(): void } {
  const { app } = useServices();
  return useMemo(() => ({ check: () => app.send({ type: "payouts.check" }) }), [app]);
}

/** The withdrawal-confirmation actor while a member is signed in, else null. */
export function useConfirmationRef(): WithdrawalConfirmationRef | null {
  const { app } = useServices();
  return useSelector(app, (snapshot) => snapshot.context.withdrawalConfirmation);
}
