import { useEffect, useMemo, useState } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ContractSummary } from "../../../machines/contracts/contracts.types.ts";
import type { AgentMachines } from "../../app/services.tsx";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { useAgentCentreInfo } from "../agent/agent-centre-context.ts";
import { contractFailure } from "./contract-offer-messages.ts";
import { EndingList } from "./offer-dialog.tsx";
import * as buttons from "../../components/button/button.css.ts";
import * as cashier from "../cashier/cashier.css.ts";
import * as records from "../records/records.css.ts";
import * as css from "./contract-offer.css.ts";

/**
 * End contract (OFR-04; SPEC §4): the contract, its other party and its rate, that it ends at once, Confirm or
 * Cancel; once ended, the page's contracts are read again. `onClose(ended)` says whether it ended.
 */
export function TerminateDialog({ machines, contract, onClose }: { machines: AgentMachines; contract: ContractSummary; onClose: (ended: boolean) => void }) {
  const { t, i18n } = useLingui();
  const { contractsChanged } = useAgentCentreInfo();
  const machine = useMemo(() => machines.contracts.provide({ actions: { contractsChanged } }), [machines, contractsChanged]);
  const [input] = useState(() => ({ mode: "terminate" as const, contract }));
  const ref = useActorRef(machine, { input });
  const snapshot = useSelector(ref, (s) => s);
  const ended = snapshot.matches("terminated");
  const sending = snapshot.matches({ terminating: "sending" });
  const cancelled = snapshot.matches("closed");
  useEffect(() => {
    if (cancelled) onClose(false);
  }, [cancelled, onClose]);
  if (cancelled) return null;
  const close = () => (ended ? onClose(true) : ref.send({ type: "termination.cancelled" }));
  return (
    <Dialog open onClose={close} title={t`End contract ${contract.contractId}`}>
      <div className={css.page} data-state={JSON.stringify(snapshot.value)}>
        {ended ? (
          <>
            <p className={records.note} role="status">
              {t`The contract has ended.`}
            </p>
            <div className={cashier.actions}>
              <button type="button" className={buttons.primary} onClick={() => onClose(true)}>
                {t`Close`}
              </button>
            </div>
          </>
        ) : (
          <>
            <p className={records.muted}>{t`This contract ends at once and pays nothing from today. It cannot be taken back.`}</p>
            <EndingList contracts={[contract]} />
            {snapshot.context.failure ? (
              <p role="alert" className={records.error}>
                {t`The contract was not ended.`} {contractFailure(i18n, snapshot.context.failure)}
              </p>
            ) : null}
            <div className={cashier.actions}>
              <button type="button" className={buttons.primary} disabled={sending} onClick={() => ref.send({ type: "termination.confirmed" })}>
                {t`End contract`}
              </button>
              <button type="button" className={buttons.button} disabled={sending} onClick={() => ref.send({ type: "termination.cancelled" })}>
                {t`Cancel`}
              </button>
              {sending ? <span role="status">{t`Sending…`}</span> : null}
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
