import { lazy, Suspense, useMemo, useState, type FormEvent } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { currentChannel, depositRequest, type depositMachine } from "../../../machines/deposit/deposit.machine.ts";
import type { DepositOrder } from "../../../machines/deposit/deposit.types.ts";
import { FormError } from "../../components/form/field.tsx";
import * as buttons from "../../components/button/button.css.ts";
import type { CashierMachines } from "../../app/services.tsx";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { amountMessage, cashierFailure } from "./cashier-messages.ts";
import { decimalSeparatorOf, newRequestPrefix } from "./money.ts";
import { useBalanceRefresh, useCashierMachines, useMoney, useSessionResumed } from "./use-cashier.ts";
import { AmountField, CashierLoad, ContinueActions, ReviewPanel } from "./cashier-parts.tsx";
import * as css from "./cashier.css.ts";

const QrCode = lazy(() => import("../../components/qr-code.tsx"));

type DepositRef = ActorRefFrom<typeof depositMachine>;
type DepositSnapshot = SnapshotFrom<typeof depositMachine>;

/** The member centre's deposit page (issue 27 item 3): methods, amount, review, order. */
export default function DepositPage() {
  const { machines, failed, retry } = useCashierMachines();
  return machines ? <Deposit machines={machines} /> : <PageLoadState failed={failed} retry={retry} />;
}

function Deposit({ machines }: { machines: CashierMachines }) {
  const { i18n } = useLingui();
  const refreshBalance = useBalanceRefresh();
  const machine = useMemo(() => machines.deposit.provide({ actions: { balanceChanged: () => refreshBalance() } }), [machines, refreshBalance]);
  const [input] = useState(() => ({ decimalSeparator: decimalSeparatorOf(i18n.locale), requestPrefix: newRequestPrefix("dep") }));
  const ref = useActorRef(machine, { input });
  useSessionResumed(ref.send);
  const snapshot = useSelector(ref, (s) => s);
  return (
    <div className={css.page} data-state={JSON.stringify(snapshot.value)}>
      <DepositStep snapshot={snapshot} send={ref.send} />
    </div>
  );
}

function DepositStep({ snapshot, send }: { snapshot: DepositSnapshot; send: DepositRef["send"] }) {
  const { t } = useLingui();
  if (snapshot.matches("loading") || snapshot.matches("loadFailed")) {
    return <CashierLoad failed={snapshot.matches("loadFailed")} failure={snapshot.context.failure} onRetry={() => send({ type: "settings.retry" })} />;
  }
  if (snapshot.matches("closed")) {
    return (
      <div className={css.note}>
        <p>{t`Deposits are not available right now. Please try again later or contact customer service.`}</p>
        <button type="button" className={buttons.button} onClick={() => send({ type: "settings.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (snapshot.matches("order")) return <OrderView snapshot={snapshot} send={send} />;
  if (snapshot.matches("form")) return <DepositForm snapshot={snapshot} send={send} />;
  return <DepositReview snapshot={snapshot} send={send} />;
}

function DepositForm({ snapshot, send }: { snapshot: DepositSnapshot; send: DepositRef["send"] }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const { context } = snapshot;
  const methods = context.settings?.methods.filter((m) => m.channels.length > 0) ?? [];
  const method = methods.find((m) => m.methodCode === context.methodCode);
  const channel = currentChannel(context);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "deposit.submitted" });
  };
  const limits = channel ? { minimum: money(channel.minimum), maximum: money(channel.maximum) } : { minimum: "", maximum: "" };
  return (
    <form className={css.page} onSubmit={submit} noValidate aria-label={t`Deposit`}>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t`Payment method`}</legend>
        <div className={css.choices}>
          {methods.map((m) => (
            <label key={m.methodCode} className={css.choice}>
              <input
                type="radio"
                className={css.radio}
                name="deposit-method"
                value={m.methodCode}
                checked={m.methodCode === context.methodCode}
                onChange={() => send({ type: "deposit.methodSelected", methodCode: m.methodCode })}
              />
              {m.methodName}
            </label>
          ))}
        </div>
      </fieldset>
      {method && method.channels.length > 1 ? (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t`Channel`}</legend>
          <div className={css.choices}>
            {method.channels.map((c) => (
              <label key={c.channelId} className={css.choice}>
                <input
                  type="radio"
                  className={css.radio}
                  name="deposit-channel"
                  value={c.channelId}
                  checked={c.channelId === context.channelId}
                  onChange={() => send({ type: "deposit.channelSelected", channelId: c.channelId })}
                />
                {c.channelName}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {channel && channel.presets.length > 0 ? (
        <div className={css.presets} role="group" aria-label={t`Quick amounts`}>
          {channel.presets.map((amount) => (
            <button key={amount} type="button" className={buttons.button} onClick={() => send({ type: "deposit.presetChosen", amount })}>
              {money(amount)}
            </button>
          ))}
        </div>
      ) : null}
      <AmountField
        id="deposit-amount"
        value={context.amountText}
        onChange={(text) => send({ type: "deposit.amountChanged", text })}
        hint={channel ? t`From ${limits.minimum} to ${limits.maximum}` : undefined}
        error={context.amountError ? amountMessage(i18n, context.amountError, limits) : undefined}
      />
      <ContinueActions />
    </form>
  );
}

function DepositReview({ snapshot, send }: { snapshot: DepositSnapshot; send: DepositRef["send"] }) {
  const { t } = useLingui();
  const money = useMoney();
  const { context } = snapshot;
  const request = depositRequest(context);
  const channel = currentChannel(context);
  const method = context.settings?.methods.find((m) => m.methodCode === context.methodCode);
  return (
    <ReviewPanel
      id="deposit-review-title"
      title={t`Check your deposit`}
      note={t`Nothing is sent until you confirm. After confirming you get the details to pay to.`}
      sessionEnded={t`Your session ended. Log in again to continue with this deposit.`}
      confirmLabel={t`Confirm deposit`}
      snapshot={snapshot}
      send={send}
    >
      <dt className={css.term}>{t`Amount`}</dt>
      <dd className={`${css.value} ${css.amount}`}>{request ? money(request.amount) : null}</dd>
      <dt className={css.term}>{t`Payment method`}</dt>
      <dd className={css.value}>{method?.methodName}</dd>
      <dt className={css.term}>{t`Channel`}</dt>
      <dd className={css.value}>{channel?.channelName}</dd>
    </ReviewPanel>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void globalThis.navigator?.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <button type="button" className={`${buttons.button} ${css.copy}`} onClick={copy} aria-label={t`Copy ${label}`}>
      {copied ? t`Copied` : t`Copy`}
    </button>
  );
}

/** An order's status as the player reads it. */
const orderStatus: Record<DepositOrder["status"], MessageDescriptor> = {
  pending: msg`Waiting for your payment`,
  credited: msg`Credited`,
  failed: msg`Failed`,
  expired: msg`Expired`,
};

function OrderView({ snapshot, send }: { snapshot: DepositSnapshot; send: DepositRef["send"] }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const order = snapshot.context.order!;
  const channel = currentChannel(snapshot.context);
  const ended = order.status !== "pending";
  const expires = new Intl.DateTimeFormat(i18n.locale, { hour: "2-digit", minute: "2-digit" }).format(order.expiresAt);
  return (
    <section className={css.page} aria-labelledby="deposit-order-title">
      <h4 id="deposit-order-title">{t`Deposit order ${order.orderId}`}</h4>
      <p role="status" aria-live="polite">
        <span className={`${css.status} ${order.status === "credited" ? css.success : order.status === "pending" ? "" : css.danger}`}>{i18n._(orderStatus[order.status])}</span>
      </p>
      {order.status === "credited" ? <p className={css.note}>{t`${money(order.amount)} was added to your balance.`}</p> : null}
      {order.status === "failed" ? <p className={css.note}>{t`The payment did not go through. Nothing was taken from your balance.`}</p> : null}
      {order.status === "expired" ? <p className={css.note}>{t`The time to pay ran out. If you have already paid, contact customer service with the reference.`}</p> : null}
      {!ended ? (
        <>
          <p className={css.muted}>{t`Pay exactly ${money(order.amount)} to the account below before ${expires}, with the reference. Your balance is credited when the money arrives.`}</p>
          <dl className={css.summary}>
            <dt className={css.term}>{t`Amount`}</dt>
            <dd className={`${css.value} ${css.amount}`}>{money(order.amount)}</dd>
            <dt className={css.term}>{t`Payee`}</dt>
            <dd className={css.value}>
              {order.payee.name} <CopyButton text={order.payee.name} label={t`Payee`} />
            </dd>
            <dt className={css.term}>{t`Bank`}</dt>
            <dd className={css.value}>{order.payee.bank}</dd>
            <dt className={css.term}>{t`Account number`}</dt>
            <dd className={css.value}>
              {order.payee.accountNumber} <CopyButton text={order.payee.accountNumber} label={t`Account number`} />
            </dd>
            <dt className={css.term}>{t`Reference`}</dt>
            <dd className={css.value}>
              {order.payee.reference} <CopyButton text={order.payee.reference} label={t`Reference`} />
            </dd>
          </dl>
          {order.qrContent && channel?.qrCode !== false ? (
            <div className={css.qr}>
              <Suspense fallback={null}>
                <QrCode value={order.qrContent} size={160} label={t`QR code to pay this deposit`} />
              </Suspense>
            </div>
          ) : null}
          {order.qrContent ? (
            <p className={css.value}>
              <span className={css.muted}>{t`Pay-by-copy code`}</span> <CopyButton text={order.qrContent} label={t`Pay-by-copy code`} />
            </p>
          ) : null}
        </>
      ) : null}
      <FormError message={snapshot.matches({ order: "checkFailed" }) && snapshot.context.failure ? cashierFailure(i18n, snapshot.context.failure) : null} />
      <div className={css.actions}>
        {snapshot.matches({ order: "checkFailed" }) ? (
          <button type="button" className={buttons.button} onClick={() => send({ type: "order.retry" })}>
            {t`Try again`}
          </button>
        ) : null}
        {!ended ? (
          <button type="button" className={buttons.button} aria-disabled={snapshot.matches({ order: "checking" })} onClick={() => send({ type: "order.refresh" })}>
            {t`Check now`}
          </button>
        ) : null}
        <button type="button" className={ended ? buttons.primary : buttons.button} onClick={() => send({ type: "order.new" })}>
          {t`New deposit`}
        </button>
      </div>
    </section>
  );
}
