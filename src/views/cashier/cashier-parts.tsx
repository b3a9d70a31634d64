import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Failure } from "../../../machines/shared/errors.ts";
import type { AmountError } from "../../../machines/shared/amount.ts";
import type { WithdrawFieldError } from "../../../machines/withdraw/withdraw.machine.ts";
import type { Bank } from "../../../machines/withdraw/withdraw.types.ts";
import type { BankCardField } from "../../../machines/shared/bank-card.ts";
import { FormError, TextField } from "../../components/form/field.tsx";
import { PaymentPasswordField } from "../../components/form/payment-password-field.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { amountMessage, cashierFailure, fieldMessage } from "./cashier-messages.ts";
import { ReviewActions, type ReviewEvent } from "./review-actions.tsx";
import { useMoney } from "./use-cashier.ts";
import * as css from "./cashier.css.ts";

/** The scaffolding every cashier page shares: loading, a failed load, limits, amount and payment-password fields, review and done panels. */

const AMOUNT_ERRORS: readonly string[] = ["amount.required", "amount.invalid", "amount.belowMinimum", "amount.aboveMaximum", "amount.aboveAvailable"];

/** While a cashier page's data loads (a status line), or — when it failed — the reason with Try again (SITE-01). */
export function CashierLoad({ failed, failure, onRetry }: { failed: boolean; failure: Failure | null; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  if (!failed) {
    return (
      <p className={css.muted} role="status">
        {t`Loading…`}
      </p>
    );
  }
  return (
    <div role="alert" className={css.note}>
      <p>{failure ? cashierFailure(i18n, failure) : null}</p>
      <button type="button" className={buttons.button} onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}

/** What a form may take: the amount available and the platform's limits per order. */
export function LimitsSummary({ availableLabel, limitsLabel, available, minimum, maximum, testId }: {
  availableLabel: string;
  limitsLabel: string;
  available: number;
  minimum: number;
  maximum: number;
  testId: string;
}) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <dl className={css.summary}>
      <dt className={css.term}>{availableLabel}</dt>
      <dd className={`${css.value} ${css.amount}`} data-testid={testId}>
        {money(available)}
      </dd>
      <dt className={css.term}>{limitsLabel}</dt>
      <dd className={css.value}>{t`${money(minimum)} to ${money(maximum)}`}</dd>
    </dl>
  );
}

/** The amount field of a cashier form (typed in the player's number format, CASH-03). */
export function AmountField({ id, value, onChange, error, hint, trailing }: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  trailing?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <TextField id={id} label={t`Amount`} value={value} onChange={onChange} autoComplete="off" inputMode="decimal" required hint={hint} error={error} trailing={trailing} />
  );
}

/** "All": fills in the most the amount may be. */
export function AllButton({ onPress }: { onPress: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className={`${buttons.button} ${css.copy}`} onClick={onPress}>
      {t`All`}
    </button>
  );
}

/** The payment password field (shared with the points orders): the cashier pages take it from here. */
export { PaymentPasswordField };

/**
 * The bank-account fields (CASH-05, SEC-04), the same on the withdraw page and in the security centre: the bank, the
 * account number, the payee name and the payment password; `error` gives each field's message.
 */
export function BankCardFields({ idPrefix, banks, fields, error, onChange }: {
  idPrefix: string;
  banks: readonly Bank[];
  fields: Record<BankCardField, string>;
  error: (field: BankCardField) => string | undefined;
  onChange: (field: BankCardField, value: string) => void;
}) {
  const { t } = useLingui();
  const bankError = error("bankCode");
  const change = (field: BankCardField) => (value: string) => onChange(field, value);
  return (
    <>
      <label className={css.label} htmlFor={`${idPrefix}-bank`}>
        {t`Bank`}
        <select
          id={`${idPrefix}-bank`}
          className={css.select}
          value={fields.bankCode}
          onChange={(event) => onChange("bankCode", event.target.value)}
          aria-invalid={bankError ? true : undefined}
          aria-describedby={bankError ? `${idPrefix}-bank-error` : undefined}
        >
          <option value="">{t`Choose a bank`}</option>
          {banks.map((bank) => (
            <option key={bank.bankCode} value={bank.bankCode}>
              {bank.bankName}
            </option>
          ))}
        </select>
      </label>
      <p id={`${idPrefix}-bank-error`} className={css.danger} aria-live="polite">
        {bankError}
      </p>
      <TextField id={`${idPrefix}-account-number`} label={t`Account number`} value={fields.accountNumber} onChange={change("accountNumber")} autoComplete="off" inputMode="numeric" required error={error("accountNumber")} />
      <TextField id={`${idPrefix}-payee-name`} label={t`Payee name`} value={fields.payeeName} onChange={change("payeeName")} autoComplete="name" required hint={t`As it appears on the bank account`} error={error("payeeName")} />
      <PaymentPasswordField id={`${idPrefix}-card-password`} value={fields.cardPassword} onChange={change("cardPassword")} error={error("cardPassword")} />
    </>
  );
}

/** The limits a field message names (already formatted as money). */
export interface FieldLimits {
  minimum: number;
  maximum: number;
  available: number;
}

/**
 * A form field's problem in the player's words: an amount problem names the limit it broke (`action` says what the
 * amount is for), any other is the field's own message.
 */
export function useFieldMessage(action: "withdraw" | "transfer"): (error: WithdrawFieldError | undefined, limits: FieldLimits | null) => string | undefined {
  const { i18n } = useLingui();
  const money = useMoney();
  return (error, limits) => {
    if (!error) return undefined;
    if (AMOUNT_ERRORS.includes(error)) {
      const formatted = limits ? { minimum: money(limits.minimum), maximum: money(limits.maximum), available: money(limits.available) } : { minimum: "", maximum: "", available: "" };
      return amountMessage(i18n, error as AmountError, formatted, action);
    }
    return fieldMessage(i18n, error as Exclude<WithdrawFieldError, AmountError>);
  };
}

/** What a review reads from its machine's snapshot: the review's states are named alike in every cashier machine. */
export interface ReviewSnapshot {
  context: { failure: Failure | null };
  can(event: ReviewEvent): boolean;
  matches(state: string | Record<string, string>): boolean;
}

/**
 * A cashier review (CASH-01): what will happen, the line about it, the session-ended note while the login popup is
 * up (CASH-06), a failure, and Confirm / Back (or Try again / Back). `within` names the parent state of the review's
 * states when they are not at the top of the machine.
 */
export function ReviewPanel({ id, title, children, note, sessionEnded, confirmLabel, snapshot, within, send }: {
  id: string;
  title: string;
  /** The summary's rows (`dt`/`dd` pairs). */
  children: ReactNode;
  note: string;
  /** The note shown while the session has ended. */
  sessionEnded: string;
  confirmLabel: string;
  snapshot: ReviewSnapshot;
  within?: string;
  send: (event: ReviewEvent) => void;
}) {
  const { i18n } = useLingui();
  const is = (state: string) => snapshot.matches(within ? { [within]: state } : state);
  const failed = is("submitFailed");
  const failure = snapshot.context.failure;
  return (
    <section className={css.page} aria-labelledby={id}>
      <h4 id={id}>{title}</h4>
      <dl className={css.summary}>{children}</dl>
      <p className={css.muted}>{note}</p>
      {is("awaitingLogin") ? (
        <p className={css.note} role="status">
          {sessionEnded}
        </p>
      ) : null}
      <FormError message={failed && failure ? cashierFailure(i18n, failure) : null} />
      <ReviewActions
        failed={failed}
        sending={is("submitting")}
        canConfirm={snapshot.can({ type: "review.confirmed" })}
        canBack={snapshot.can({ type: "review.back" })}
        confirmLabel={confirmLabel}
        send={send}
      />
    </section>
  );
}

/** The end of a money action: what was done, and a button to start another. */
export function DonePanel({ id, title, message, actionLabel, onAction }: { id: string; title: string; message: string; actionLabel: string; onAction: () => void }) {
  return (
    <section className={css.page} aria-labelledby={id}>
      <h4 id={id}>{title}</h4>
      <p className={css.note} role="status">
        {message}
      </p>
      <div className={css.actions}>
        <button type="button" className={buttons.button} onClick={onAction}>
          {actionLabel}
        </button>
      </div>
    </section>
  );
}

/** A cashier form's buttons: Continue (to the review) and any others after it. */
export function ContinueActions({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={css.actions}>
      <button type="submit" className={buttons.primary}>
        {t`Continue`}
      </button>
      {children}
    </div>
  );
}
