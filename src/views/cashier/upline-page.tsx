import { useMemo, useState, type FormEvent } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { uplineRequest, type UplineField, type UplineFieldError, type uplineTransferMachine } from "../../../machines/upline-transfer/upline-transfer.machine.ts";
import type { AmountError } from "../../../machines/shared/amount.ts";
import { FormError, PasswordField, TextField } from "../../components/form/field.tsx";
import * as buttons from "../../components/button/button.css.ts";
import type { CashierMachines } from "../../app/services.tsx";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useSession } from "../auth/use-auth.ts";
import { amountMessage, cashierFailure, fieldMessage } from "./cashier-messages.ts";
import { decimalSeparatorOf, newRequestPrefix } from "./money.ts";
import { useBalanceRefresh, useCashierMachines, useMoney, useSessionResumed } from "./use-cashier.ts";
import { ReviewActions } from "./review-actions.tsx";
import * as css from "./cashier.css.ts";

type UplineRef = ActorRefFrom<typeof uplineTransferMachine>;
type UplineSnapshot = SnapshotFrom<typeof uplineTransferMachine>;

const AMOUNT_ERRORS: readonly string[] = ["amount.required", "amount.invalid", "amount.belowMinimum", "amount.aboveMaximum", "amount.aboveAvailable"];

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

function useFieldError() {
  const { i18n } = useLingui();
  const money = useMoney();
  return (snapshot: UplineSnapshot, field: UplineField): string | undefined => {
    const error: UplineFieldError | undefined = snapshot.context.errors[field];
    if (!error) return undefined;
    if (AMOUNT_ERRORS.includes(error)) {
      const info = snapshot.context.info;
      return amountMessage(
        i18n,
        error as AmountError,
        { minimum: info ? money(info.minimum) : "", maximum: info ? money(info.maximum) : "", available: info ? money(info.available) : "" },
        "transfer",
      );
    }
    return fieldMessage(i18n, error as Exclude<UplineFieldError, AmountError>);
  };
}

function UplineStep({ snapshot, send }: { snapshot: UplineSnapshot; send: UplineRef["send"] }) {
  const { t, i18n } = useLingui();
  const { context } = snapshot;
  if (snapshot.matches("notAllowed")) {
    return <p className={css.note}>{t`Your account cannot transfer money to an upline. If you think it should, contact your agent or customer service.`}</p>;
  }
  if (snapshot.matches("loading") || snapshot.matches("deciding")) return <p className={css.muted} role="status">{t`Loading…`}</p>;
  if (snapshot.matches("loadFailed")) {
    return (
      <div role="alert" className={css.note}>
        <p>{context.failure ? cashierFailure(i18n, context.failure) : null}</p>
        <button type="button" className={buttons.button} onClick={() => send({ type: "info.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (snapshot.matches("form")) return <UplineForm snapshot={snapshot} send={send} />;
  if (snapshot.matches("done")) return <UplineDone snapshot={snapshot} send={send} />;
  return <UplineReview snapshot={snapshot} send={send} />;
}

function UplineForm({ snapshot, send }: { snapshot: UplineSnapshot; send: UplineRef["send"] }) {
  const { t } = useLingui();
  const money = useMoney();
  const error = useFieldError();
  const { fields, info } = snapshot.context;
  const change = (field: UplineField) => (value: string) => send({ type: "field.changed", field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "upline.submitted" });
  };
  if (!info) return null;
  return (
    <form className={css.page} onSubmit={submit} noValidate aria-label={t`Transfer to upline`}>
      <dl className={css.summary}>
        <dt className={css.term}>{t`Available balance`}</dt>
        <dd className={`${css.value} ${css.amount}`} data-testid="upline-available">
          {money(info.available)}
        </dd>
        <dt className={css.term}>{t`Limits per transfer`}</dt>
        <dd className={css.value}>{t`${money(info.minimum)} to ${money(info.maximum)}`}</dd>
      </dl>
      <TextField id="upline-amount" label={t`Amount`} value={fields.amount} onChange={change("amount")} autoComplete="off" inputMode="decimal" required error={error(snapshot, "amount")} />
      <PasswordField
        id="upline-payment-password"
        label={t`Payment password`}
        value={fields.paymentPassword}
        onChange={change("paymentPassword")}
        autoComplete="off"
        inputMode="numeric"
        maxLength={6}
        required
        error={error(snapshot, "paymentPassword")}
      />
      <div className={css.actions}>
        <button type="submit" className={buttons.primary}>
          {t`Continue`}
        </button>
      </div>
    </form>
  );
}

function UplineReview({ snapshot, send }: { snapshot: UplineSnapshot; send: UplineRef["send"] }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const { context } = snapshot;
  const request = uplineRequest(context);
  const sending = snapshot.matches("submitting");
  const failed = snapshot.matches("submitFailed");
  return (
    <section className={css.page} aria-labelledby="upline-review-title">
      <h4 id="upline-review-title">{t`Check your transfer to upline`}</h4>
      <dl className={css.summary}>
        <dt className={css.term}>{t`Amount`}</dt>
        <dd className={`${css.value} ${css.amount}`}>{request ? money(request.amount) : null}</dd>
        <dt className={css.term}>{t`To`}</dt>
        <dd className={css.value}>{t`Your upline`}</dd>
      </dl>
      <p className={css.muted}>{t`The amount leaves your balance when you confirm and cannot be taken back.`}</p>
      {snapshot.matches("awaitingLogin") ? <p className={css.note} role="status">{t`Your session ended. Log in again to continue with this transfer.`}</p> : null}
      <FormError message={failed && context.failure ? cashierFailure(i18n, context.failure) : null} />
      <ReviewActions
        failed={failed}
        sending={sending}
        canConfirm={snapshot.can({ type: "review.confirmed" })}
        canBack={snapshot.can({ type: "review.back" })}
        confirmLabel={t`Confirm transfer`}
        send={send}
      />
    </section>
  );
}

function UplineDone({ snapshot, send }: { snapshot: UplineSnapshot; send: UplineRef["send"] }) {
  const { t } = useLingui();
  const money = useMoney();
  const transfer = snapshot.context.transfer!;
  return (
    <section className={css.page} aria-labelledby="upline-done-title">
      <h4 id="upline-done-title">{t`Transfer made`}</h4>
      <p className={css.note} role="status">
        {t`${money(transfer.amount)} was transferred to your upline (reference ${transfer.transferId}).`}
      </p>
      <div className={css.actions}>
        <button type="button" className={buttons.button} onClick={() => send({ type: "upline.new" })}>
          {t`New transfer`}
        </button>
      </div>
    </section>
  );
}
