import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { Failure } from "../../../machines/shared/errors.ts";
import { msg } from "@lingui/core/macro";
import type { ActorRefFrom } from "xstate";
import type { PointKind, PointReward, PointsMall, RedeemStatus } from "../../../machines/points-mall/points.types.ts";
import type { RedeemFieldError, pointsRedeemMachine } from "../../../machines/points-redeem/points-redeem.machine.ts";
import { convertPoints, type ConvertFieldError, type pointsConvertMachine } from "../../../machines/points-convert/points-convert.machine.ts";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { FormError, TextField } from "../../components/form/field.tsx";
import { PaymentPasswordField } from "../../components/form/payment-password-field.tsx";
import * as buttons from "../../components/button/button.css.ts";
import type { PointsMachines } from "../../app/services.tsx";
import { categoryNames } from "../../i18n/messages.ts";
import * as layout from "../layout/layout.css.ts";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useSession, useSessionActor } from "../auth/use-auth.ts";
import { cashierFailure } from "../cashier/cashier-messages.ts";
import { useMoney, useBalanceRefresh, useSessionResumed } from "../cashier/use-cashier.ts";
import { usePointsMachines } from "./use-points.ts";
import * as css from "./points.css.ts";
import { newRequestPrefix } from "../cashier/money.ts";

const statusNames: Record<RedeemStatus, MessageDescriptor> = { inProcess: msg`In process`, approved: msg`Approved`, rejected: msg`Rejected` };

const kindNames: Record<PointKind, MessageDescriptor> = {
  live: categoryNames.LIVE,
  lottery: categoryNames.LOTT,
  pvp: categoryNames.PVP,
  slots: categoryNames.RNG,
  sports: categoryNames.SPORTS,
  fishing: categoryNames.FISH,
  esports: categoryNames.ESPORTS,
  deposit: msg`Deposit`,
  redeem: msg`Reward redeemed`,
  redeemReturned: msg`Points returned`,
  convert: msg`Converted to balance`,
};

const rateNames: Record<string, MessageDescriptor | undefined> = {
  LIVE: categoryNames.LIVE,
  SPORTS: categoryNames.SPORTS,
  FISH: categoryNames.FISH,
  RNG: categoryNames.RNG,
  PVP: categoryNames.PVP,
  ESPORTS: categoryNames.ESPORTS,
};

/** The platform's points refusals in the player's words (the cashier's for the payment password). */
const refusals: Record<string, MessageDescriptor> = {
  "points.balance.insufficient": msg`You do not have enough points for this quantity`,
  "points.reward.soldOut": msg`This reward is sold out.`,
  "points.reward.unknown": msg`This reward is no longer offered.`,
  "points.quantity.invalid": msg`This quantity cannot be redeemed.`,
  "points.convert.belowMinimum": msg`That is fewer points than can be converted at once.`,
};

function pointsFailure(i18n: I18n, failure: Failure): string {
  const refusal = failure.serverMessage ? refusals[failure.serverMessage] : undefined;
  return refusal ? i18n._(refusal) : cashierFailure(i18n, failure);
}

/** An order the member opened: what it was opened with (the mall behind it may read again meanwhile). */
type Order =
  | { kind: "redeem"; reward: PointReward; balance: number; maximumQuantity: number }
  | { kind: "convert"; balance: number; ratio: number; minimumConvert: number };

/** The points mall (`/pointMall`, PTS-01…PTS-07): balance, rewards, redeem, history, details and rules. */
export default function PointsMallPage() {
  const { t } = useLingui();
  const { machines, failed, retry } = usePointsMachines();
  const member = useSession((s) => s.matches("signedIn") && s.context.member?.type !== 4);
  // The open order lives beside the mall, not in it: when the session ends while it is sent, the mall reads again as
  // a guest's, and the order waits under the login popup instead of vanishing with it (CASH-06).
  const [order, setOrder] = useState<Order | null>(null);
  const refreshMall = useRef(() => {});
  const refreshBalance = useBalanceRefresh();
  const changed = () => {
    refreshMall.current();
    refreshBalance();
  };
  const close = () => setOrder(null);
  return (
    <section className={`${layout.container} ${css.page}`} aria-labelledby="page-title" data-page="pointMall">
      <h1 id="page-title" className={css.title}>
        {t`Points Mall`}
      </h1>
      {machines ? <PointsMallContent key={member ? "member" : "guest"} machines={machines} member={member} onOrder={setOrder} refreshMall={refreshMall} /> : <PageLoadState failed={failed} retry={retry} />}
      {machines && order?.kind === "redeem" ? <RedeemDialog machines={machines} {...order} onChanged={changed} onClose={close} /> : null}
      {machines && order?.kind === "convert" ? <ConvertDialog machines={machines} {...order} onChanged={changed} onClose={close} /> : null}
    </section>
  );
}

function PointsMallContent(props: { machines: PointsMachines; member: boolean; onOrder(order: Order): void; refreshMall: RefObject<() => void> }) {
  const { machines, member, onOrder, refreshMall } = props;
  const { t, i18n } = useLingui();
  const session = useSessionActor();
  const ref = useActorRef(machines.pointsMall, { input: { member } });
  const snapshot = useSelector(ref, (s) => s);
  const { mall, failure } = snapshot.context;
  useEffect(() => {
    refreshMall.current = () => ref.send({ type: "mall.refresh" });
  }, [ref, refreshMall]);
  const login = () => session.send({ type: "protected.requested", intent: { kind: "route", to: "/pointMall", realAccountOnly: true } });

  if (snapshot.matches("failed") && failure) {
    return (
      <div role="alert" className={css.panel}>
        <p>{t`The points mall could not be loaded.`} {pointsFailure(i18n, failure)}</p>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "mall.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (!mall) {
    return (
      <p className={css.muted} role="status">
        {t`Loading…`}
      </p>
    );
  }
  return (
    <>
      <div className={css.panel}>
        {mall.member ? (
          <>
            <p>
              {t`My points`}: <span className={css.big} data-testid="point-balance">{i18n.number(mall.member.balance)}</span>
            </p>
            <button type="button" className={buttons.button} onClick={() => onOrder({ kind: "convert", balance: mall.member!.balance, ratio: mall.config.ratio, minimumConvert: mall.config.minimumConvert })}>
              {t`Convert points`}
            </button>
          </>
        ) : (
          <>
            <p>{t`Log in to see your points and redeem rewards.`}</p>
            <button type="button" className={buttons.button} onClick={login}>
              {t`Log in`}
            </button>
          </>
        )}
      </div>
      <Rewards mall={mall} onRedeem={(reward) => (mall.member ? onOrder({ kind: "redeem", reward, balance: mall.member.balance, maximumQuantity: mall.config.maximumQuantity }) : login())} />
      {mall.member ? (
        <>
          <RedeemHistory mall={mall} />
          <PointDetails mall={mall} />
        </>
      ) : null}
      <Rules mall={mall} />
    </>
  );
}

function Rewards({ mall, onRedeem }: { mall: PointsMall; onRedeem(reward: PointReward): void }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="rewards-title">
      <h2 id="rewards-title" className={css.sectionTitle}>
        {t`Rewards`}
      </h2>
      <ul className={css.grid}>
        {mall.rewards.map((reward) => {
          const points = i18n.number(reward.points);
          const left = i18n.number(reward.stock);
          return (
            <li key={reward.rewardId} className={css.card} data-reward={reward.rewardId}>
              <h3 className={css.cardName}>{reward.name}</h3>
              <p className={css.status}>{t`${points} points`}</p>
              <p className={css.muted}>{reward.stock > 0 ? t`${left} left` : t`Sold out`}</p>
              <button type="button" className={buttons.button} disabled={reward.stock === 0} aria-label={t`Redeem ${reward.name}`} onClick={() => onRedeem(reward)}>
                {t`Redeem`}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function useWhen() {
  const { i18n } = useLingui();
  return useMemo(() => new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "short" }), [i18n.locale]);
}

function RedeemHistory({ mall }: { mall: PointsMall }) {
  const { t, i18n } = useLingui();
  const when = useWhen();
  const list = mall.member?.redemptions ?? [];
  const labels = { date: t`Date`, reward: t`Reward`, quantity: t`Quantity`, points: t`Points`, status: t`Status` };
  return (
    <section aria-labelledby="redeem-history-title">
      <h2 id="redeem-history-title" className={css.sectionTitle}>
        {t`Redeem history`}
      </h2>
      {list.length === 0 ? (
        <p className={css.muted}>{t`No redemptions yet.`}</p>
      ) : (
        <table className={css.table}>
          <thead className={css.head}>
            <tr>
              <th scope="col" className={css.cell}>{labels.date}</th>
              <th scope="col" className={css.cell}>{labels.reward}</th>
              <th scope="col" className={css.numeric}>{labels.quantity}</th>
              <th scope="col" className={css.numeric}>{labels.points}</th>
              <th scope="col" className={css.cell}>{labels.status}</th>
            </tr>
          </thead>
          <tbody className={css.body}>
            {list.map((r) => (
              <tr key={r.redeemId} className={css.row} data-redeem={r.redeemId}>
                <td className={css.cell} data-label={labels.date}>{when.format(r.createdAt)}</td>
                <td className={css.cell} data-label={labels.reward}>{r.rewardName}</td>
                <td className={css.numeric} data-label={labels.quantity}>{i18n.number(r.quantity)}</td>
                <td className={css.numeric} data-label={labels.points}>{i18n.number(r.points)}</td>
                <td className={css.cell} data-label={labels.status}>
                  {i18n._(statusNames[r.status])}
                  {r.remark ? ` (${r.remark})` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function PointDetails({ mall }: { mall: PointsMall }) {
  const { t, i18n } = useLingui();
  const when = useWhen();
  const list = mall.member?.details ?? [];
  const labels = { date: t`Date`, type: t`Type`, points: t`Points`, balance: t`Balance` };
  return (
    <section aria-labelledby="point-details-title">
      <h2 id="point-details-title" className={css.sectionTitle}>
        {t`Points details`}
      </h2>
      {list.length === 0 ? (
        <p className={css.muted}>{t`No points yet.`}</p>
      ) : (
        <table className={css.table}>
          <thead className={css.head}>
            <tr>
              <th scope="col" className={css.cell}>{labels.date}</th>
              <th scope="col" className={css.cell}>{labels.type}</th>
              <th scope="col" className={css.numeric}>{labels.points}</th>
              <th scope="col" className={css.numeric}>{labels.balance}</th>
            </tr>
          </thead>
          <tbody className={css.body}>
            {list.map((d) => (
              <tr key={d.id} className={css.row}>
                <td className={css.cell} data-label={labels.date}>{when.format(d.at)}</td>
                <td className={css.cell} data-label={labels.type}>{i18n._(kindNames[d.kind])}</td>
                <td className={css.numeric} data-label={labels.points}>{d.points > 0 ? `+${i18n.number(d.points)}` : i18n.number(d.points)}</td>
                <td className={css.numeric} data-label={labels.balance}>{i18n.number(d.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Rules({ mall }: { mall: PointsMall }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const ratio = i18n.number(mall.config.ratio);
  const one = money(100);
  return (
    <section aria-labelledby="point-rules-title">
      <h2 id="point-rules-title" className={css.sectionTitle}>
        {t`Points rules`}
      </h2>
      <p>{t`Every valid bet earns points at its game category's rate (points per 1 of valid bet):`}</p>
      <table className={css.table}>
        <thead className={css.head}>
          <tr>
            <th scope="col" className={css.cell}>{t`Game category`}</th>
            <th scope="col" className={css.numeric}>{t`Rate`}</th>
          </tr>
        </thead>
        <tbody className={css.body}>
          {mall.config.rates.map((r) => {
            const name = rateNames[r.category];
            return (
              <tr key={r.category} className={css.row} data-rate={r.category}>
                <td className={css.cell} data-label={t`Game category`}>{name ? i18n._(name) : r.category}</td>
                <td className={css.numeric} data-label={t`Rate`}>{i18n.number(Number(r.rate), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul>
        {mall.config.expires ? null : <li>{t`Points never expire.`}</li>}
        <li>{t`${ratio} points can be converted to ${one} of balance.`}</li>
        <li>{t`A redemption is in process until the operator reviews it; if it is rejected, the points are returned.`}</li>
      </ul>
    </section>
  );
}

type RedeemRef = ActorRefFrom<typeof pointsRedeemMachine>;

function useFieldMessage() {
  const { t } = useLingui();
  return (error: RedeemFieldError | undefined, max: number, stock: number): string | undefined => {
    switch (error) {
      case undefined:
        return undefined;
      case "field.required":
        return t`Input cannot be empty`;
      case "quantity.invalid":
        return t`Choose a whole number from 1 to ${max}`;
      case "quantity.aboveStock":
        return t`Only ${stock} left`;
      case "points.insufficient":
        return t`You do not have enough points for this quantity`;
      case "paymentPassword.format":
        return t`The payment password is 6 digits`;
      case "paymentPassword.wrong":
        return t`The payment password is wrong`;
    }
  };
}

function RedeemDialog(props: { machines: PointsMachines; reward: PointReward; balance: number; maximumQuantity: number; onChanged(): void; onClose(): void }) {
  const { t, i18n } = useLingui();
  const changed = useRef(props.onChanged);
  changed.current = props.onChanged;
  const machine = useMemo(() => props.machines.pointsRedeem.provide({ actions: { redeemed: () => changed.current() } }), [props.machines]);
  const [prefix] = useState(() => newRequestPrefix("rd"));
  const ref: RedeemRef = useActorRef(machine, { input: { reward: props.reward, balance: props.balance, maximumQuantity: props.maximumQuantity, requestPrefix: prefix } });
  const snapshot = useSelector(ref, (s) => s);
  useSessionResumed(ref.send);
  const { fields, errors, failure, redemption, reward } = snapshot.context;
  const fieldMessage = useFieldMessage();
  const quantity = Number(fields.quantity) || 0;
  const cost = i18n.number(quantity * reward.points);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ref.send({ type: "redeem.submitted" });
  };
  const heading = useRef<HTMLParagraphElement>(null);
  const step = JSON.stringify(snapshot.value);
  useEffect(() => {
    if (!snapshot.matches("form")) heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);
  return (
    <Dialog open onClose={props.onClose} title={t`Redeem ${reward.name}`}>
      <div data-state={step} className={css.form}>
        {snapshot.matches("form") ? (
          <form className={css.form} onSubmit={submit} noValidate>
            <p className={css.muted}>
              {t`${i18n.number(reward.points)} points each`} · {t`My points`}: {i18n.number(props.balance)}
            </p>
            <TextField
              id="redeem-quantity"
              label={t`Quantity`}
              value={fields.quantity}
              onChange={(value) => ref.send({ type: "field.changed", field: "quantity", value })}
              inputMode="numeric"
              autoComplete="off"
              required
              error={fieldMessage(errors.quantity, props.maximumQuantity, reward.stock)}
            />
            <PasswordAndSubmit
              id="redeem-payment-password"
              value={fields.paymentPassword}
              onChange={(value) => ref.send({ type: "field.changed", field: "paymentPassword", value })}
              error={fieldMessage(errors.paymentPassword, props.maximumQuantity, reward.stock)}
              submit={t`Redeem`}
              onCancel={props.onClose}
            />
          </form>
        ) : !snapshot.matches("done") && !snapshot.matches("approved") && !snapshot.matches("rejected") ? (
          <OrderSteps
            submitting={snapshot.matches("submitting")}
            failed={snapshot.matches("submitFailed") || snapshot.matches("awaitingLogin")}
            canRetry={snapshot.matches("submitFailed")}
            question={t`Redeem ${quantity} × ${reward.name} for ${cost} points?`}
            failure={failure ? pointsFailure(i18n, failure) : ""}
            send={ref.send}
            heading={heading}
          />
        ) : redemption ? (
          <>
            <p ref={heading} tabIndex={-1} role="status" data-testid="redeem-outcome">
              {snapshot.matches("approved")
                ? t`Approved: your reward is on its way.`
                : snapshot.matches("rejected")
                  ? t`Rejected: your points were returned.`
                  : t`In process: the operator reviews your redemption shortly.`}
              {redemption.remark ? ` (${redemption.remark})` : ""}
            </p>
            <div className={css.actions}>
              <button type="button" className={buttons.button} onClick={props.onClose}>
                {t`Close`}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

type ConvertRef = ActorRefFrom<typeof pointsConvertMachine>;

function useConvertMessage() {
  const { t, i18n } = useLingui();
  return (error: ConvertFieldError | undefined, ratio: number, minimum: number): string | undefined => {
    switch (error) {
      case undefined:
        return undefined;
      case "field.required":
        return t`Input cannot be empty`;
      case "points.invalid":
        return t`Type a whole number of points`;
      case "points.notMultiple":
        return t`Points are converted in steps of ${i18n.number(ratio)}`;
      case "points.belowMinimum":
        return t`At least ${i18n.number(minimum)} points are converted at once`;
      case "points.insufficient":
        return t`You do not have that many points`;
      case "paymentPassword.format":
        return t`The payment password is 6 digits`;
      case "paymentPassword.wrong":
        return t`The payment password is wrong`;
    }
  };
}

/** Points to balance (PTS-22): the points and the payment password, a review of the money, then the outcome. */
function ConvertDialog(props: { machines: PointsMachines; balance: number; ratio: number; minimumConvert: number; onChanged(): void; onClose(): void }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const changed = useRef(props.onChanged);
  changed.current = props.onChanged;
  const machine = useMemo(() => props.machines.pointsConvert.provide({ actions: { converted: () => changed.current() } }), [props.machines]);
  const [prefix] = useState(() => newRequestPrefix("cv"));
  const ref: ConvertRef = useActorRef(machine, { input: { balance: props.balance, ratio: props.ratio, minimumConvert: props.minimumConvert, requestPrefix: prefix } });
  const snapshot = useSelector(ref, (s) => s);
  useSessionResumed(ref.send);
  const { fields, errors, failure, conversion } = snapshot.context;
  const message = useConvertMessage();
  const points = convertPoints(fields.points) ?? 0;
  const worth = money(Math.round((points / props.ratio) * 100));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ref.send({ type: "convert.submitted" });
  };
  const heading = useRef<HTMLParagraphElement>(null);
  const step = JSON.stringify(snapshot.value);
  useEffect(() => {
    if (!snapshot.matches("form")) heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);
  return (
    <Dialog open onClose={props.onClose} title={t`Convert points`}>
      <div data-state={step} className={css.form}>
        {snapshot.matches("form") ? (
          <form className={css.form} onSubmit={submit} noValidate>
            <p className={css.muted}>
              {t`My points`}: {i18n.number(props.balance)} · {t`${i18n.number(props.ratio)} points = ${money(100)}`}
            </p>
            <TextField
              id="convert-points"
              label={t`Points to convert`}
              value={fields.points}
              onChange={(value) => ref.send({ type: "field.changed", field: "points", value })}
              inputMode="numeric"
              autoComplete="off"
              required
              error={message(errors.points, props.ratio, props.minimumConvert)}
            />
            <div className={css.actions}>
              <button type="button" className={buttons.button} onClick={() => ref.send({ type: "convert.all" })}>
                {t`All`}
              </button>
            </div>
            <PasswordAndSubmit
              id="convert-payment-password"
              value={fields.paymentPassword}
              onChange={(value) => ref.send({ type: "field.changed", field: "paymentPassword", value })}
              error={message(errors.paymentPassword, props.ratio, props.minimumConvert)}
              submit={t`Convert`}
              onCancel={props.onClose}
            />
          </form>
        ) : !snapshot.matches("done") ? (
          <OrderSteps
            submitting={snapshot.matches("submitting")}
            failed={snapshot.matches("submitFailed") || snapshot.matches("awaitingLogin")}
            canRetry={snapshot.matches("submitFailed")}
            question={t`Convert ${i18n.number(points)} points to ${worth}?`}
            failure={failure ? pointsFailure(i18n, failure) : ""}
            send={ref.send}
            heading={heading}
          />
        ) : conversion ? (
          <>
            <p ref={heading} tabIndex={-1} role="status" data-testid="convert-outcome">
              {t`${i18n.number(conversion.points)} points converted: ${money(conversion.amount)} added to your balance.`}
            </p>
            <div className={css.actions}>
              <button type="button" className={buttons.button} onClick={props.onClose}>
                {t`Close`}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

/** The end of a points order's form: the payment password (six digits, checked by the platform), the submit and Cancel. */
function PasswordAndSubmit(props: { id: string; value: string; onChange(value: string): void; error: string | undefined; submit: string; onCancel(): void }) {
  const { t } = useLingui();
  return (
    <>
      <PaymentPasswordField id={props.id} value={props.value} onChange={props.onChange} error={props.error} />
      <div className={css.actions}>
        <button type="submit" className={buttons.button}>
          {props.submit}
        </button>
        <button type="button" className={buttons.button} onClick={props.onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </>
  );
}

/**
 * The steps of a points order after its form passed the check (the shared order review, machines/shared/order-review.ts):
 * the review with Confirm and Back (both off while it is sent), then a refusal or failure with Try again and Back
 * (nothing to press while the login popup is open). Used by redeeming and by converting.
 */
function OrderSteps(props: {
  submitting: boolean;
  failed: boolean;
  canRetry: boolean;
  question: string;
  failure: string;
  send(event: { type: "review.confirmed" | "review.back" | "submit.retry" | "submit.back" }): void;
  heading: RefObject<HTMLParagraphElement | null>;
}) {
  const { t } = useLingui();
  if (props.failed) {
    return (
      <>
        <FormError message={props.failure} />
        {props.canRetry ? (
          <div className={css.actions}>
            <button type="button" className={buttons.button} onClick={() => props.send({ type: "submit.retry" })}>
              {t`Try again`}
            </button>
            <button type="button" className={buttons.button} onClick={() => props.send({ type: "submit.back" })}>
              {t`Back`}
            </button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <>
      <p ref={props.heading} tabIndex={-1}>
        {props.question}
      </p>
      <div className={css.actions}>
        <button type="button" className={buttons.button} disabled={props.submitting} onClick={() => props.send({ type: "review.confirmed" })}>
          {t`Confirm`}
        </button>
        <button type="button" className={buttons.button} disabled={props.submitting} onClick={() => props.send({ type: "review.back" })}>
          {t`Back`}
        </button>
      </div>
    </>
  );
}
