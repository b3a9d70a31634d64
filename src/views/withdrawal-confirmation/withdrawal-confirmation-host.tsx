import { lazy, Suspense } from "react";
import { useSelector } from "@xstate/react";
import { isConfirmationShown } from "../../../machines/withdrawal-confirmation/withdrawal-confirmation.selectors.ts";
import { useConfirmationRef } from "./use-withdrawal-confirmation.ts";

const WithdrawalConfirmationDialog = lazy(() => import("./withdrawal-confirmation-dialog.tsx").then((m) => ({ default: m.WithdrawalConfirmationDialog })));

/**
 * Mounts the withdrawal-confirmation dialog (a lazy chunk) when the machine has something to show: nothing while it
 * checks or waits for the next poll in the background (ADR 0013), so a guest, a trial account and a member without payouts never
 * load the dialog's code.
 */
export function WithdrawalConfirmationHost() {
  const ref = useConfirmationRef();
  const shown = useSelector(ref ?? undefined, (snapshot) => (snapshot ? isConfirmationShown(snapshot) : false));
  if (!ref || !shown) return null;
  return (
    <Suspense fallback={null}>
      <WithdrawalConfirmationDialog actor={ref} />
    </Suspense>
  );
}
