import { useMemo, useState, type FormEvent } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { uplineRequest, type UplineField, type uplineTransferMachine } from "../../../machines/upline-transfer/upline-transfer.machine.ts";
import type { CashierMachines } from "../../app/services.tsx";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useSession } from "../auth/use-auth.ts";
import { decimalSeparatorOf, newRequestPrefix } from "./money.ts";
import { useBalanceRefresh, useCashierMachines, useMoney, useSessionResumed } from "./use-cashier.ts";
import { AmountField, CashierLoad, ContinueActions, DonePanel, LimitsSummary, PaymentPasswordField, ReviewPanel, useFieldMessage } from "./cashier-parts.tsx";
import * as css from "./cashier.css.ts";

type UplineRef = ActorRefFrom<typeof uplineTransferMachine>;
type UplineSnapshot = SnapshotFrom<typeof uplineTransferMachine>;

/** The member centre's "Transfer to upline" page (issue 27 item 6). */
export default function UplinePage() {
  const { machines, failed, retry } = useCashierMachines();
  return machines ? <Upline machines={machines} /> : <PageLoadState failed={failed} retry={retry} />;
}

function Upline({ machines }: { machines: CashierMachines }) {
  const { i18n } = useLingui();
  const refreshBalance = useBalanceRefresh();
  const allowed = useSession((s) => s.context.member?.toUpline === true);
  const machine = useMemo(() => machines.uplineTransfer.provide({ actions: { balanceChanged: () => refreshBalance() } }), [machines, refreshBalance]);
  const [input] = useState(() => ({ decimalSeparator: decimalSeparatorOf(i18n.locale), requestPrefix: newRequestPrefix("up"), allowed }));
  const ref = useActorRef(machine, { input });
  useSessionResumed(ref.send);
  const snapshot = useSelector(ref, (s) => s);
  return (
    <div className={css.page} data-state={JSON.stringify(snapshot.value)}>
      <UplineStep snapshot={snapshot} send={ref.send} />
    </div>
  );
}

function UplineStep({ snapshot, send }: { snapshot: UplineSnapshot; send: UplineRef["send"] }) {
  const { t } = useLingui();
  if (snapshot.matches("notAllowed")) {
    return <p className={css.note}>{t`Your account cannot transfer money to an upline. If you think it should, contact your agent or customer service.`}</p>;
  }
  if (snapshot.matches("loading") || snapshot.matches("deciding") || snapshot.matches("loadFailed")) {
    return <CashierLoad failed={snapshot.matches("loadFailed")} failure={snapshot.context.failure} onRetry={() => send({ type: "info.retry" })} />;
  }
  if (snapshot.matches("form")) return <UplineForm snapshot={snapshot} send={send} />;
  if (snapshot.matches("done")) return <UplineDone snapshot={snapshot} send={send} />;
  return <UplineReview snapshot={snapshot} send={send} />;
}

function UplineForm({ snapshot, send }: { snapshot: UplineSnapshot; send: UplineRef["send"] }) {
  const { t } = useLingui();
  const message = useFieldMessage("transfer");
  const { fields, info, errors } = snapshot.context;
  const change = (field: UplineField) => (value: string) => send({ type: "field.changed", field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "upline.submitted" });
  };
  if (!info) return null;
  return (
    <form className={css.page} onSubmit={submit} noValidate aria-label={t`Transfer to upline`}>
      <LimitsSummary availableLabel={t`Available balance`} limitsLabel={t`Limits per transfer`} available={info.available} minimum={info.minimum} maximum={info.maximum} testId="upline-available" />
      <AmountField id="upline-amount" value={fields.amount} onChange={change("amount")} error={message(errors.amount, info)} />
      <PaymentPasswordField id="upline-payment-password" value={fields.paymentPassword} onChange={change("paymentPassword")} error={message(errors.paymentPassword, info)} />
      <ContinueActions />
    </form>
  );
}

function UplineReview({ snapshot, send }: { snapshot: UplineSnapshot; send: UplineRef["send"] }) {
  const { t } = useLingui();
  const money = useMoney();
  const { context } = snapshot;
  const request = uplineRequest(context);
  return (
    <ReviewPanel
      id="upline-review-title"
      title={t`Check your transfer to upline`}
      note={t`The amount leaves your balance when you confirm and cannot be taken back.`}
      sessionEnded={t`Your session ended. Log in again to continue with this transfer.`}
      confirmLabel={t`Confirm transfer`}
      snapshot={snapshot}
      send={send}
    >
      <dt className={css.term}>{t`Amount`}</dt>
      <dd className={`${css.value} ${css.amount}`}>{request ? money(request.amount) : null}</dd>
      <dt className={css.term}>{t`To`}</dt>
      <dd className={css.value}>{t`Your upline`}</dd>
    </ReviewPanel>
  );
}

function UplineDone({ snapshot, send }: { snapshot: UplineSnapshot; send: UplineRef["send"] }) {
  const { t } = useLingui();
  const money = useMoney();
  const transfer = snapshot.context.transfer!;
  return (
    <DonePanel
      id="upline-done-title"
      title={t`Transfer made`}
      message={t`${money(transfer.amount)} was transferred to your upline (reference ${transfer.transferId}).`}
      actionLabel={t`New transfer`}
      onAction={() => send({ type: "upline.new" })}
    />
  );
}
