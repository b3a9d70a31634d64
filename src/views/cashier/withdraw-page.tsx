import { useMemo, useState, type FormEvent } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { withdrawRequest, type WithdrawField, type withdrawMachine } from "../../../machines/withdraw/withdraw.machine.ts";
import { FormError, PasswordField } from "../../components/form/field.tsx";
import * as buttons from "../../components/button/button.css.ts";
import type { CashierMachines } from "../../app/services.tsx";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { cashierFailure } from "./cashier-messages.ts";
import { decimalSeparatorOf, newRequestPrefix } from "./money.ts";
import { useBalanceRefresh, useCashierMachines, useMoney, useSessionResumed } from "./use-cashier.ts";
import { WithdrawalsList } from "./withdrawals-list.tsx";
import { useWithdrawalConfirmation } from "../withdrawal-confirmation/use-withdrawal-confirmation.ts";
import { AllButton, AmountField, BankCardFields, CashierLoad, ContinueActions, DonePanel, LimitsSummary, PaymentPasswordField, ReviewPanel, useFieldMessage } from "./cashier-parts.tsx";
import * as css from "./cashier.css.ts";

type WithdrawRef = ActorRefFrom<typeof withdrawMachine>;
type WithdrawSnapshot = SnapshotFrom<typeof withdrawMachine>;

/** The member centre's withdraw page (issue 27 item 4), with the member's withdrawals under it. */
export default function WithdrawPage() {
  const { machines, failed, retry } = useCashierMachines();
  return machines ? <Withdraw machines={machines} /> : <PageLoadState failed={failed} retry={retry} />;
}

function Withdraw({ machines }: { machines: CashierMachines }) {
  const { i18n } = useLingui();
  const refreshBalance = useBalanceRefresh();
  const [listVersion, setListVersion] = useState(0);
  const confirmation = useWithdrawalConfirmation();
  const machine = useMemo(
    () =>
      machines.withdraw.provide({
        actions: {
          // Both sent after this step: another actor's transition must not run inside this machine's action.
          balanceChanged: () => queueMicrotask(refreshBalance),
          // SITE-19: a new withdrawal is listed, and the payout check runs now (a withdrawal is open: the confirmation polls from here on).
          withdrawalMade: () => {
            setListVersion((n) => n + 1);
            queueMicrotask(() => confirmation.check());
          },
        },
      }),
    [machines, refreshBalance, confirmation],
  );
  const [input] = useState(() => ({ decimalSeparator: decimalSeparatorOf(i18n.locale), requestPrefix: newRequestPrefix("wd") }));
  const ref = useActorRef(machine, { input });
  useSessionResumed(ref.send);
  const snapshot = useSelector(ref, (s) => s);
  return (
    <div className={css.page}>
      <div className={css.page} data-state={JSON.stringify(snapshot.value)}>
        <WithdrawStep snapshot={snapshot} send={ref.send} />
      </div>
      <WithdrawalsList machines={machines} version={listVersion} onConfirm={() => confirmation.check()} />
    </div>
  );
}

function WithdrawStep({ snapshot, send }: { snapshot: WithdrawSnapshot; send: WithdrawRef["send"] }) {
  if (snapshot.matches("loading") || snapshot.matches("loadFailed")) {
    return <CashierLoad failed={snapshot.matches("loadFailed")} failure={snapshot.context.failure} onRetry={() => send({ type: "info.retry" })} />;
  }
  if (snapshot.matches("settingPassword")) return <PaymentPasswordForm snapshot={snapshot} send={send} />;
  if (snapshot.matches("addingCard")) return <BankCardForm snapshot={snapshot} send={send} />;
  if (snapshot.matches("form")) return <WithdrawForm snapshot={snapshot} send={send} />;
  if (snapshot.matches("done")) return <WithdrawDone snapshot={snapshot} send={send} />;
  return <WithdrawReview snapshot={snapshot} send={send} />;
}

/** A field's message under the withdraw page's forms. */
function useError(snapshot: WithdrawSnapshot) {
  const message = useFieldMessage("withdraw");
  return (field: WithdrawField) => message(snapshot.context.errors[field], snapshot.context.info);
}

function PaymentPasswordForm({ snapshot, send }: { snapshot: WithdrawSnapshot; send: WithdrawRef["send"] }) {
  const { t, i18n } = useLingui();
  const error = useError(snapshot);
  const { fields, failure } = snapshot.context;
  const saving = snapshot.matches({ settingPassword: "saving" });
  const change = (field: WithdrawField) => (value: string) => send({ type: "field.changed", field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "password.submitted" });
  };
  return (
    <form className={css.page} onSubmit={submit} noValidate aria-labelledby="payment-password-title">
      <h4 id="payment-password-title">{t`Set a payment password`}</h4>
      <p className={css.muted}>{t`Withdrawals are confirmed with a payment password of 6 digits, different from your login password.`}</p>
      <PasswordField id="wd-login-password" label={t`Login password`} value={fields.loginPassword} onChange={change("loginPassword")} autoComplete="current-password" required error={error("loginPassword")} />
      <PasswordField id="wd-new-payment-password" label={t`Payment password (6 digits)`} value={fields.newPaymentPassword} onChange={change("newPaymentPassword")} autoComplete="new-password" inputMode="numeric" maxLength={6} required error={error("newPaymentPassword")} />
      <PasswordField id="wd-confirm-payment-password" label={t`Repeat the payment password`} value={fields.confirmPaymentPassword} onChange={change("confirmPaymentPassword")} autoComplete="new-password" inputMode="numeric" maxLength={6} required error={error("confirmPaymentPassword")} />
      <FormError message={failure ? cashierFailure(i18n, failure) : null} />
      <div className={css.actions}>
        <button type="submit" className={buttons.primary} aria-disabled={saving}>
          {saving ? t`Saving…` : t`Save payment password`}
        </button>
      </div>
    </form>
  );
}

function BankCardForm({ snapshot, send }: { snapshot: WithdrawSnapshot; send: WithdrawRef["send"] }) {
  const { t, i18n } = useLingui();
  const error = useError(snapshot);
  const { fields, failure, info } = snapshot.context;
  const saving = snapshot.matches({ addingCard: "saving" });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "card.submitted" });
  };
  return (
    <form className={css.page} onSubmit={submit} noValidate aria-labelledby="bank-card-title">
      <h4 id="bank-card-title">{t`Add a bank account`}</h4>
      <p className={css.muted}>{t`Withdrawals are paid to a bank account in your own name.`}</p>
      <BankCardFields idPrefix="wd" banks={info?.banks ?? []} fields={fields} error={error} onChange={(field, value) => send({ type: "field.changed", field, value })} />
      <FormError message={failure ? cashierFailure(i18n, failure) : null} />
      <div className={css.actions}>
        <button type="submit" className={buttons.primary} aria-disabled={saving}>
          {saving ? t`Saving…` : t`Save bank account`}
        </button>
        {(info?.cards.length ?? 0) > 0 ? (
          <button type="button" className={buttons.button} onClick={() => send({ type: "card.cancelled" })}>
            {t`Cancel`}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function WithdrawForm({ snapshot, send }: { snapshot: WithdrawSnapshot; send: WithdrawRef["send"] }) {
  const { t } = useLingui();
  const error = useError(snapshot);
  const { fields, info, cardId } = snapshot.context;
  const change = (field: WithdrawField) => (value: string) => send({ type: "field.changed", field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "withdraw.submitted" });
  };
  if (!info) return null;
  return (
    <form className={css.page} onSubmit={submit} noValidate aria-label={t`Withdraw`}>
      <LimitsSummary availableLabel={t`Available to withdraw`} limitsLabel={t`Limits per withdrawal`} available={info.available} minimum={info.minimum} maximum={info.maximum} testId="withdraw-available" />
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t`Bank account`}</legend>
        <div className={css.choices}>
          {info.cards.map((card) => (
            <label key={card.cardId} className={css.choice}>
              <input type="radio" className={css.radio} name="withdraw-card" value={card.cardId} checked={card.cardId === cardId} onChange={() => send({ type: "card.selected", cardId: card.cardId })} />
              {card.bankName} {card.accountNumber}
            </label>
          ))}
          <button type="button" className={buttons.button} onClick={() => send({ type: "card.add" })}>
            {t`Add bank account`}
          </button>
        </div>
      </fieldset>
      <AmountField id="withdraw-amount" value={fields.amount} onChange={change("amount")} error={error("amount")} trailing={<AllButton onPress={() => send({ type: "withdraw.allChosen" })} />} />
      <PaymentPasswordField id="withdraw-payment-password" value={fields.paymentPassword} onChange={change("paymentPassword")} error={error("paymentPassword")} />
      <ContinueActions />
    </form>
  );
}

function WithdrawReview({ snapshot, send }: { snapshot: WithdrawSnapshot; send: WithdrawRef["send"] }) {
  const { t } = useLingui();
  const money = useMoney();
  const { context } = snapshot;
  const request = withdrawRequest(context);
  const card = context.info?.cards.find((c) => c.cardId === context.cardId);
  return (
    <ReviewPanel
      id="withdraw-review-title"
      title={t`Check your withdrawal`}
      note={t`The amount is held from your balance at once and paid to this account, possibly in parts. You confirm each part when it arrives.`}
      sessionEnded={t`Your session ended. Log in again to continue with this withdrawal.`}
      confirmLabel={t`Confirm withdrawal`}
      snapshot={snapshot}
      send={send}
    >
      <dt className={css.term}>{t`Amount`}</dt>
      <dd className={`${css.value} ${css.amount}`}>{request ? money(request.amount) : null}</dd>
      <dt className={css.term}>{t`Bank account`}</dt>
      <dd className={css.value}>{card ? `${card.bankName} ${card.accountNumber}` : null}</dd>
      <dt className={css.term}>{t`Payee`}</dt>
      <dd className={css.value}>{card?.payeeName}</dd>
    </ReviewPanel>
  );
}

function WithdrawDone({ snapshot, send }: { snapshot: WithdrawSnapshot; send: WithdrawRef["send"] }) {
  const { t } = useLingui();
  const money = useMoney();
  const withdrawal = snapshot.context.withdrawal!;
  return (
    <DonePanel
      id="withdraw-done-title"
      title={t`Withdrawal requested`}
      message={t`Your withdrawal ${withdrawal.withdrawalId} of ${money(withdrawal.amount)} was requested. It is paid to ${withdrawal.bankName} ${withdrawal.accountNumber}; you will be asked to confirm each part when it arrives.`}
      actionLabel={t`New withdrawal`}
      onAction={() => send({ type: "withdraw.new" })}
    />
  );
}
