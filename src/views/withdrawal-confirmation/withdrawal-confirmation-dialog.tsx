import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ActorRefFrom } from "xstate";
import type { WithdrawalConfirmationRef } from "../../../machines/app/app.machine.ts";
import type { balanceMachine } from "../../../machines/balance/balance.machine.ts";
import type { Failure } from "../../../machines/shared/errors.ts";
import { selectConfirmation, type ConfirmationView } from "../../../machines/withdrawal-confirmation/withdrawal-confirmation.selectors.ts";
import { proofProblem, type Payout, type PayoutAnswer, type ProofImage } from "../../../machines/withdrawal-confirmation/withdrawal-confirmation.types.ts";
import { useServices } from "../../app/services.tsx";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { FormError } from "../../components/form/field.tsx";
import * as fieldCss from "../../components/form/field.css.ts";
import * as buttons from "../../components/button/button.css.ts";
import { countdownAnnouncement } from "../../components/countdown/countdown.tsx";
import { failureText } from "../../i18n/auth-messages.ts";
import { sameValue, useChild, useSessionActor } from "../auth/use-auth.ts";
import * as css from "./withdrawal-confirmation.css.ts";

/** The cashier's refusals the platform words as message keys (ADR 0012) that this dialog can meet. */
const REFUSALS = {
  "cashier.proof.invalid": msg`The platform did not accept this image. Choose a png or jpg of at most 5 MB.`,
  "cashier.payout.settled": msg`This payment has already been settled.`,
} as const;

function refusalText(i18n: I18n, failure: Failure | null): string | undefined {
  const key = failure?.serverMessage as keyof typeof REFUSALS | undefined;
  if (key && key in REFUSALS) return i18n._(REFUSALS[key]);
  return failureText(i18n, failure);
}

/** An amount in minor units in the locale's number format (two decimals), after the currency symbol. */
export function formatAmount(locale: string, minor: number, symbol: string): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  return symbol ? `${symbol} ${number}` : number;
}

/** `m:ss` (or `h:mm:ss`) of a number of seconds. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

/** The currency symbol the balance shows (the platform's), else the configured one. */
function useCurrencySymbol(): string {
  const { config } = useServices();
  const session = useSessionActor();
  const balance = useChild<ActorRefFrom<typeof balanceMachine>>(session, "balance");
  const symbol = useSelector(balance ?? session, (s: unknown) =>
    balance ? ((s as ReturnType<ActorRefFrom<typeof balanceMachine>["getSnapshot"]>).context.balance?.currencySymbol ?? null) : null,
  );
  return symbol ?? config.currencySymbol;
}

/** Milestones (seconds left) at which the countdown is announced. */
const MILESTONES = [300, 60] as const;

/**
 * The time left before the payout counts as received. A display only: the machine's own `autoConfirm` delay decides;
 * this counts down to the deadline the platform's `secondsLeft` gave when the payout first showed.
 */
function AutoConfirmCountdown({ deadline }: { deadline: number }) {
  const { t } = useLingui();
  const secondsTo = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));
  const [left, setLeft] = useState(() => secondsTo(deadline));
  useEffect(() => {
    const tick = () => setLeft(secondsTo(deadline));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const [previous, setPrevious] = useState(left);
  const [announced, setAnnounced] = useState<string | null>(null);
  if (previous !== left) {
    setPrevious(left);
    const next = countdownAnnouncement(previous, left, MILESTONES);
    if (next?.kind === "left") setAnnounced(clockText(next.seconds));
  }
  const time = clockText(left);
  return (
    <>
      <p className={css.countdown}>
        {t`Counts as received in`}{" "}
        <span role="timer" aria-live="off" aria-atomic="true" data-testid="auto-confirm-countdown">
          {time}
        </span>
      </p>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced ? t`${announced} left before this payment counts as received.` : null}
      </span>
    </>
  );
}

/**
 * When each payout shown counts as received (ms since the epoch): fixed when the payout first shows, so going to the
 * proof step and back does not restart the count (the machine's timer runs on through both).
 */
function useDeadline(payout: Payout | null): number {
  const deadlines = useRef(new Map<string, number>());
  if (!payout) return 0;
  let deadline = deadlines.current.get(payout.id);
  if (deadline === undefined) {
    deadline = Date.now() + payout.secondsLeft * 1000;
    deadlines.current.set(payout.id, deadline);
  }
  return deadline;
}

function Figures({ payout, symbol }: { payout: Payout; symbol: string }) {
  const { t, i18n } = useLingui();
  const money = (minor: number) => formatAmount(i18n.locale, minor, symbol);
  return (
    <dl className={css.figures} data-testid="payout-figures">
      <dt className={css.figureLabel}>{t`Received in this payment`}</dt>
      <dd className={`${css.figureValue} ${css.highlight}`}>{money(payout.amount)}</dd>
      <dt className={css.figureLabel}>{t`Received so far`}</dt>
      <dd className={css.figureValue}>{money(payout.received)}</dd>
      <dt className={css.figureLabel}>{t`Still to come`}</dt>
      <dd className={css.figureValue}>{money(payout.remaining)}</dd>
    </dl>
  );
}

function Spinner() {
  return <span className={buttons.spinner} aria-hidden="true" />;
}

/** Reads a chosen file as a data: URL (only files the machine can accept are read; a refused one is sent without it). */
function readProof(file: File): Promise<ProofImage> {
  const proof: ProofImage = { name: file.name, type: file.type, size: file.size, dataUrl: "" };
  if (proofProblem(proof) !== null) return Promise.resolve(proof);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ ...proof, dataUrl: typeof reader.result === "string" ? reader.result : "" });
    reader.onerror = () => reject(reader.error ?? new Error("the image could not be read"));
    reader.readAsDataURL(file);
  });
}

function ProofPreview({ proof }: { proof: ProofImage }) {
  const { t } = useLingui();
  const name = proof.name;
  return <img className={css.preview} src={proof.dataUrl} alt={t`Preview of ${name}`} data-testid="proof-preview" />;
}

type Send = (event: Parameters<WithdrawalConfirmationRef["send"]>[0]) => void;

function AskingBody({ view, symbol, deadline, send }: { view: Extract<ConfirmationView, { kind: "asking" }>; symbol: string; deadline: number; send: Send }) {
  const { t, i18n } = useLingui();
  const busy = view.sending !== null;
  const failure = refusalText(i18n, view.failure);
  const answer = (answer: PayoutAnswer, type: "payout.received" | "payout.allReceived" | "payout.notReceived") => (
    <button
      type="button"
      className={answer === "received" ? `${buttons.button} ${buttons.primary}` : buttons.button}
      aria-disabled={busy || undefined}
      aria-busy={view.sending === answer || undefined}
      onClick={() => {
        if (!busy) send({ type });
      }}
    >
      {view.sending === answer ? <Spinner /> : null}
      {answer === "received" ? t`Received` : answer === "allReceived" ? t`All received` : t`Not received`}
    </button>
  );
  return (
    <>
      <p className={css.text}>{t`Part of your withdrawal has been paid to your account. Did it arrive?`}</p>
      <Figures payout={view.payout} symbol={symbol} />
      <AutoConfirmCountdown deadline={deadline} />
      <FormError message={failure ? t`Your answer was not taken: ${failure} Press your answer again to retry.` : null} />
      <p className={css.muted}>{t`All received: the whole withdrawal has arrived.`}</p>
      <div className={css.answers}>
        {answer("received", "payout.received")}
        {answer("allReceived", "payout.allReceived")}
        {answer("notReceived", "payout.notReceived")}
      </div>
      {busy ? (
        <p role="status" className={css.muted}>
          {t`Sending…`}
        </p>
      ) : null}
    </>
  );
}

function ProofBody({ view, symbol, deadline, send }: { view: Extract<ConfirmationView, { kind: "proof" }>; symbol: string; deadline: number; send: Send }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const sending = view.step === "sending";
  const [unreadable, setUnreadable] = useState(false);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUnreadable(false);
    readProof(file).then(
      (proof) => send({ type: "proof.selected", proof }),
      () => setUnreadable(true),
    );
  };
  const problem =
    view.problem === "proof.type"
      ? t`This file is not a png or jpg image. Choose a png or jpg.`
      : view.problem === "proof.size"
        ? t`This image is larger than 5 MB. Choose a smaller one.`
        : unreadable
          ? t`This file could not be read. Choose another one.`
          : null;
  const failure = refusalText(i18n, view.failure);
  return (
    <>
      <p className={css.text}>{t`Send a picture of your account statement showing the payment did not arrive.`}</p>
      <Figures payout={view.payout} symbol={symbol} />
      <AutoConfirmCountdown deadline={deadline} />
      <div className={fieldCss.field}>
        <label htmlFor={id} className={fieldCss.label}>
          {t`Proof image (png or jpg, at most 5 MB)`}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          className={css.fileInput}
          disabled={sending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={onChange}
        />
        <div id={`${id}-error`} className={fieldCss.error} aria-live="polite" aria-atomic="true">
          {problem ? <span>{problem}</span> : null}
        </div>
      </div>
      {view.proof ? <ProofPreview proof={view.proof} /> : null}
      <FormError message={failure ? t`The proof was not sent: ${failure}` : null} />
      <div className={css.actions}>
        <button type="button" className={buttons.button} onClick={() => send({ type: "proof.cancelled" })}>
          {t`Back`}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          aria-disabled={view.step !== "previewing" || undefined}
          aria-busy={sending || undefined}
          onClick={() => view.step === "previewing" && send({ type: "proof.submitted" })}
        >
          {sending ? <Spinner /> : null}
          {sending ? t`Sending…` : failure ? t`Try again` : t`Send proof`}
        </button>
      </div>
    </>
  );
}

function SettledBody({ view, symbol, acknowledge }: { view: Extract<ConfirmationView, { kind: "settled" }>; symbol: string; acknowledge: () => void }) {
  const { t } = useLingui();
  const message = {
    confirmed: t`Thank you. The payment is confirmed as received.`,
    inReview: t`Your proof was sent. The payment is under review.`,
    autoReceived: t`The time to answer has run out: this payment counts as received.`,
    forced: t`The platform settled this payment as received. The deposit is not refunded.`,
  }[view.outcome];
  return (
    <>
      <p className={css.text} data-testid="payout-outcome" data-outcome={view.outcome}>
        {message}
      </p>
      <Figures payout={view.payout} symbol={symbol} />
      <div className={css.actions}>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={acknowledge}>
          {t`OK`}
        </button>
      </div>
    </>
  );
}

/** The topmost open modal dialog (the member centre, say), or null. */
export function topModal(): HTMLElement | null {
  const open = document.querySelectorAll<HTMLElement>("dialog[open][aria-modal='true']");
  return open.item(open.length - 1);
}

/**
 * A notice that is not modal itself, shown inside the modal dialog open when it appears: outside it, the modal would
 * make the notice inert, read but out of reach of pointer, keyboard and screen reader (the player pressed "Confirm
 * receipt" in the member centre and could not press Try again).
 */
function OverModal({ children }: { children: ReactNode }) {
  const [host] = useState(topModal);
  return host ? createPortal(children, host) : children;
}

/** The withdrawal-confirmation dialog (SPEC §4 withdrawal confirmation; issue 27 item 5), over the machine's actor. */
export function WithdrawalConfirmationDialog({ actor }: { actor: WithdrawalConfirmationRef }) {
  const { t, i18n } = useLingui();
  const view = useSelector(actor, selectConfirmation, sameValue);
  const symbol = useCurrencySymbol();
  const deadline = useDeadline(view.kind === "asking" || view.kind === "proof" ? view.payout : null);
  const send: Send = (event) => {
    if (actor.getSnapshot().status === "active") actor.send(event);
  };
  switch (view.kind) {
    case "none":
      return null;
    case "checkFailed": {
      const reason = failureText(i18n, view.failure) ?? "";
      return (
        <OverModal>
          <div role="alert" className={css.notice} data-testid="payouts-check-failed">
            <span>{t`Your withdrawal payments could not be checked. ${reason}`}</span>
            <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => send({ type: "check.retry" })}>
              {t`Try again`}
            </button>
            <button type="button" className={buttons.button} onClick={() => send({ type: "check.dismissed" })}>
              {t`Dismiss`}
            </button>
          </div>
        </OverModal>
      );
    }
    case "asking":
      return (
        <Dialog open onClose={() => send({ type: "dialog.closed" })} title={t`Confirm your withdrawal payment`}>
          <AskingBody view={view} symbol={symbol} deadline={deadline} send={send} />
        </Dialog>
      );
    case "proof":
      return (
        <Dialog open onClose={() => send({ type: "dialog.closed" })} title={t`Payment not received`}>
          <ProofBody view={view} symbol={symbol} deadline={deadline} send={send} />
        </Dialog>
      );
    case "settled": {
      const acknowledge = () => send({ type: "outcome.acknowledged" });
      const title = { confirmed: t`Payment confirmed`, inReview: t`Proof sent`, autoReceived: t`Payment counted as received`, forced: t`Payment settled by the platform` }[view.outcome];
      return (
        <Dialog open onClose={acknowledge} title={title}>
          <SettledBody view={view} symbol={symbol} acknowledge={acknowledge} />
        </Dialog>
      );
    }
  }
}
