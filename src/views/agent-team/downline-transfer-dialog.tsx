import { useMemo, useRef, useState, type FormEvent } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { downlineRequest, type DownlineField, type downlineTransferMachine } from "../../../machines/downline-transfer/downline-transfer.machine.ts";
import type { Downline } from "../../../machines/agent-team/agent-team.types.ts";
import type { AgentMachines } from "../../app/services.tsx";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { decimalSeparatorOf, newRequestPrefix } from "../cashier/money.ts";
import { useBalanceRefresh, useMoney, useSessionResumed } from "../cashier/use-cashier.ts";
import { AmountField, CashierLoad, ContinueActions, LimitsSummary, PaymentPasswordField, ReviewPanel, useFieldMessage } from "../cashier/cashier-parts.tsx";
import * as buttons from "../../components/button/button.css.ts";
import * as cashier from "../cashier/cashier.css.ts";

type TransferRef = ActorRefFrom<typeof downlineTransferMachine>;
type TransferSnapshot = SnapshotFrom<typeof downlineTransferMachine>;

/**
 * Transfer to downline (TEAM-04; SPEC §6) in a dialog over team management: the amount (the agent's balance is the
 * most), the payment password, the review, the outcome. Closing reports whether a transfer was made, so the list is
 * read again; the header balance is read again as soon as it is made.
 */
export function DownlineTransferDialog({ machines, downline, onClose }: { machines: AgentMachines; downline: Downline; onClose: (made: boolean) => void }) {
  const { t, i18n } = useLingui();
  const refreshBalance = useBalanceRefresh();
  const made = useRef(false);
  const machine = useMemo(
    () =>
      machines.downlineTransfer.provide({
        actions: {
          balanceChanged: () => {
            made.current = true;
            refreshBalance();
          },
        },
      }),
    [machines, refreshBalance],
  );
  const [input] = useState(() => ({ decimalSeparator: decimalSeparatorOf(i18n.locale), requestPrefix: newRequestPrefix("dl"), downline: downline.username }));
  const ref = useActorRef(machine, { input });
  useSessionResumed(ref.send);
  const snapshot = useSelector(ref, (s) => s);
  const money = useMoney();
  return (
    <Dialog open onClose={() => onClose(made.current)} title={t`Transfer to ${downline.username}`}>
      <div className={cashier.page} data-state={JSON.stringify(snapshot.value)}>
        <h3 className={cashier.muted}>{downline.isAgent ? t`Agent ${downline.username}, balance ${money(downline.balance)}` : t`Member ${downline.username}, balance ${money(downline.balance)}`}</h3>
        <Step snapshot={snapshot} send={ref.send} onClose={() => onClose(made.current)} />
      </div>
    </Dialog>
  );
}

function Step({ snapshot, send, onClose }: { snapshot: TransferSnapshot; send: TransferRef["send"]; onClose: () => void }) {
  if (snapshot.matches("loading") || snapshot.matches("loadFailed")) {
    return <CashierLoad failed={snapshot.matches("loadFailed")} failure={snapshot.context.failure} onRetry={() => send({ type: "info.retry" })} />;
  }
  if (snapshot.matches("form")) return <TransferForm snapshot={snapshot} send={send} />;
  if (snapshot.matches("done")) return <TransferDone snapshot={snapshot} onClose={onClose} />;
  return <TransferReview snapshot={snapshot} send={send} />;
}

function TransferForm({ snapshot, send }: { snapshot: TransferSnapshot; send: TransferRef["send"] }) {
  const { t } = useLingui();
  const message = useFieldMessage("transfer");
  const { fields, info, errors } = snapshot.context;
  const change = (field: DownlineField) => (value: string) => send({ type: "field.changed", field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "transfer.submitted" });
  };
  if (!info) return null;
  return (
    <form className={cashier.page} onSubmit={submit} noValidate aria-label={t`Transfer to downline`}>
      <LimitsSummary availableLabel={t`Your balance`} limitsLabel={t`Limits per transfer`} available={info.available} minimum={info.minimum} maximum={info.maximum} testId="downline-available" />
      <AmountField id="downline-amount" value={fields.amount} onChange={change("amount")} error={message(errors.amount, info)} />
      <PaymentPasswordField id="downline-payment-password" value={fields.paymentPassword} onChange={change("paymentPassword")} error={message(errors.paymentPassword, info)} />
      <ContinueActions />
    </form>
  );
}

function TransferReview({ snapshot, send }: { snapshot: TransferSnapshot; send: TransferRef["send"] }) {
  const { t } = useLingui();
  const money = useMoney();
  const request = downlineRequest(snapshot.context);
  return (
    <ReviewPanel
      id="downline-review-title"
      title={t`Check your transfer to downline`}
      note={t`The amount leaves your balance when you confirm and cannot be taken back.`}
      sessionEnded={t`Your session ended. Log in again to continue with this transfer.`}
      confirmLabel={t`Confirm transfer`}
      snapshot={snapshot}
      send={send}
    >
      <dt className={cashier.term}>{t`Amount`}</dt>
      <dd className={`${cashier.value} ${cashier.amount}`}>{request ? money(request.amount) : null}</dd>
      <dt className={cashier.term}>{t`To`}</dt>
      <dd className={cashier.value}>{snapshot.context.downline}</dd>
    </ReviewPanel>
  );
}

function TransferDone({ snapshot, onClose }: { snapshot: TransferSnapshot; onClose: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const transfer = snapshot.context.transfer!;
  return (
    <section className={cashier.page} aria-labelledby="downline-done-title">
      <h4 id="downline-done-title">{t`Transfer made`}</h4>
      <p className={cashier.note} role="status">
        {t`${money(transfer.amount)} was transferred to ${transfer.downline} (reference ${transfer.transferId}).`}
      </p>
      <div className={cashier.actions}>
        <button type="button" className={buttons.button} onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </section>
  );
}
