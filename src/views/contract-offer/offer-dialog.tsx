import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { contractsMachine } from "../../../machines/contracts/contracts.machine.ts";
import { CONTRACT_PERIODS, MAX_TIERS, type ContractKind, type ContractPeriod, type ContractSummary, type TermsProblem } from "../../../machines/contracts/contracts.types.ts";
import { CONTRACT_KINDS } from "../../../machines/agent-centre/agent-centre.types.ts";
import type { AgentMachines } from "../../app/services.tsx";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { decimalSeparatorOf } from "../cashier/money.ts";
import { useSessionResumed } from "../cashier/use-cashier.ts";
import { useAgentCentreInfo } from "../agent/agent-centre-context.ts";
import { contractFailure, kindNames, offerPeriodNames, termsProblemText } from "./contract-offer-messages.ts";
import { emptyTermsText, emptyTier, termsOf, type TermsText, type TierText } from "./terms-text.ts";
import { useRate } from "./use-rate.ts";
import * as buttons from "../../components/button/button.css.ts";
import * as cashier from "../cashier/cashier.css.ts";
import * as records from "../records/records.css.ts";
import * as css from "./contract-offer.css.ts";

type ContractsRef = ActorRefFrom<typeof contractsMachine>;
type ContractsSnapshot = SnapshotFrom<typeof contractsMachine>;

/**
 * Offer contract (OFR-05; SPEC §3, §4) in a dialog over team management: the kind (one the agent's own contracts
 * enable), then the terms — period, rate tiers, the bet amount of a daily or hourly salary or the real-time rates —
 * checked against the agent's own rate; when the offer would end the downline's contracts with a higher rate, they
 * are listed for the agent to confirm (OFR-06); then the offer is sent and waits for the downline's answer.
 */
export function OfferContractDialog({ machines, downline, onClose }: { machines: AgentMachines; downline: string; onClose: () => void }) {
  const { t } = useLingui();
  const [kind, setKind] = useState<ContractKind | null>(null);
  return (
    <Dialog open onClose={onClose} title={t`Offer a contract to ${downline}`} className={css.wide}>
      <div className={css.page}>
        {kind === null ? <KindChoice onChoose={setKind} onClose={onClose} /> : <OwnRate machines={machines} kind={kind} downline={downline} onBack={() => setKind(null)} onClose={onClose} />}
      </div>
    </Dialog>
  );
}

function KindChoice({ onChoose, onClose }: { onChoose: (kind: ContractKind) => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { features } = useAgentCentreInfo();
  const kinds = CONTRACT_KINDS.filter((k) => features[k]);
  const [chosen, setChosen] = useState<ContractKind | null>(kinds[0] ?? null);
  if (kinds.length === 0) {
    return (
      <div className={records.note} role="status">
        <p className={records.muted}>{t`You have no contract from your upline that you could pass on, so you cannot offer one.`}</p>
        <button type="button" className={buttons.button} onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onChoose(chosen);
  };
  return (
    <form className={css.page} onSubmit={submit} aria-label={t`Kind of contract`}>
      <fieldset className={cashier.fieldset}>
        <legend className={cashier.legend}>{t`Kind of contract`}</legend>
        <div className={cashier.choices}>
          {kinds.map((k) => (
            <label key={k} className={cashier.choice}>
              <input type="radio" name="contract-kind" className={cashier.radio} checked={chosen === k} onChange={() => setChosen(k)} />
              {i18n._(kindNames[k])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={cashier.actions}>
        <button type="submit" className={buttons.primary}>
          {t`Continue`}
        </button>
      </div>
    </form>
  );
}

/** The agent's own rate of the kind (its upline's active contract caps the offer), read from the kind's contracts. */
function OwnRate({ machines, kind, downline, onBack, onClose }: { machines: AgentMachines; kind: ContractKind; downline: string; onBack: () => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const ref = useActorRef(machines.contractRecords, { input: { kind } });
  const { status, own, failure } = useSelector(
    ref,
    (s) => ({
      status: s.matches("failed") ? "failed" : s.context.result ? "ready" : "loading",
      own: s.context.result ? Math.max(0, ...s.context.result.contracts.filter((c) => c.side === "downline" && c.state === "active").map((c) => (c.realTime ? Math.max(c.realTime.profitRate, c.realTime.lossRate) : Math.max(0, ...c.tiers.map((step) => step.rate))))) : 0,
      failure: s.context.failure,
    }),
    (a, b) => a.status === b.status && a.own === b.own && a.failure === b.failure,
  );
  if (status === "loading") return <p className={records.muted} role="status">{t`Loading…`}</p>;
  if (status === "failed") {
    return (
      <div role="alert" className={records.note}>
        <p className={records.muted}>{t`Your own contract could not be loaded.`} {failure ? contractFailure(i18n, failure) : null}</p>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "contracts.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (own === 0) {
    return (
      <div className={records.note} role="status">
        <p className={records.muted}>{t`You have no active contract of this kind from your upline, so you cannot offer one.`}</p>
        <button type="button" className={buttons.button} onClick={onBack}>
          {t`Back`}
        </button>
      </div>
    );
  }
  return <Offer machines={machines} kind={kind} downline={downline} own={own} onClose={onClose} />;
}

function Offer({ machines, kind, downline, own, onClose }: { machines: AgentMachines; kind: ContractKind; downline: string; own: number; onClose: () => void }) {
  const { contractsChanged } = useAgentCentreInfo();
  const machine = useMemo(() => machines.contracts.provide({ actions: { contractsChanged } }), [machines, contractsChanged]);
  const [input] = useState(() => ({ mode: "offer" as const, kind, downline, ownRateBp: own }));
  const ref = useActorRef(machine, { input });
  useSessionResumed(ref.send);
  const snapshot = useSelector(ref, (s) => s);
  const [text, setText] = useState<TermsText>(() => emptyTermsText(kind));
  if (snapshot.matches({ offering: "confirming" })) return <Confirm snapshot={snapshot} send={ref.send} />;
  if (snapshot.matches({ offering: "offered" })) return <Sent snapshot={snapshot} send={ref.send} onClose={onClose} onNew={() => setText(emptyTermsText(kind))} />;
  if (snapshot.matches({ offering: "sendFailed" })) return <SendFailed snapshot={snapshot} send={ref.send} />;
  return <TermsForm snapshot={snapshot} send={ref.send} text={text} setText={setText} />;
}

function TermsForm({ snapshot, send, text, setText }: { snapshot: ContractsSnapshot; send: ContractsRef["send"]; text: TermsText; setText: (text: TermsText) => void }) {
  const { t, i18n } = useLingui();
  const rate = useRate();
  const decimal = decimalSeparatorOf(i18n.locale);
  const { kind, errors, failure, ownRateBp, downline } = snapshot.context;
  const busy = !snapshot.matches({ offering: "editing" });
  const ids = useId();
  const change = (next: TermsText) => {
    setText(next);
    send({ type: "terms.changed", terms: termsOf(kind!, next, decimal) });
  };
  const problem = (p: TermsProblem | undefined) => (p ? termsProblemText(i18n, p, rate(ownRateBp), decimal) : null);
  // Text that is not a number reads as empty to the machine: the field then says what it expects, not that it is empty.
  const typed = (p: TermsProblem | undefined, value: string, invalid: TermsProblem) => problem(p === "field.required" && value.trim() !== "" ? invalid : p);
  const setTier = (index: number, field: keyof TierText, value: string) => change({ ...text, tiers: text.tiers.map((step, i) => (i === index ? { ...step, [field]: value } : step)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "offer.submitted" });
  };
  const form = useRef<HTMLFormElement>(null);
  // A refused submit moves focus to the first field with a problem, so it is heard and can be fixed.
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (errorCount > 0) form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errorCount, errors]);
  const tiersError = problem(errors.tiers);
  const salary = kind === "dailySalary" || kind === "hourlySalary";
  const betLabel = kind === "dividend" ? t`Period valid bet` : kind === "hourlySalary" ? t`Hourly valid bet` : t`Daily valid bet`;
  return (
    <form ref={form} className={css.page} onSubmit={submit} noValidate aria-label={t`Contract terms`} aria-busy={busy}>
      <p className={records.muted}>{t`${i18n._(kindNames[kind!])} for ${downline}. Your own rate is ${rate(ownRateBp)}: no rate can be above it.`}</p>
      <label className={cashier.label}>
        {t`Period`}
        <select className={cashier.select} value={text.period} onChange={(e) => change({ ...text, period: e.target.value as ContractPeriod })}>
          {CONTRACT_PERIODS.map((p) => (
            <option key={p} value={p}>
              {i18n._(offerPeriodNames[p])}
            </option>
          ))}
        </select>
      </label>
      {kind === "realTimeSalary" ? (
        <>
          <TextField id={`${ids}-profit`} label={t`Profit rate (%)`} value={text.profitRate} onChange={(v) => change({ ...text, profitRate: v })} error={typed(errors.profitRate, text.profitRate, "terms.rateInvalid")} inputMode="decimal" />
          <TextField id={`${ids}-loss`} label={t`Loss rate (%)`} value={text.lossRate} onChange={(v) => change({ ...text, lossRate: v })} error={typed(errors.lossRate, text.lossRate, "terms.rateInvalid")} inputMode="decimal" />
          <TextField id={`${ids}-single`} label={t`Single bet amount`} value={text.singleBet} onChange={(v) => change({ ...text, singleBet: v })} error={typed(errors.singleBet, text.singleBet, "amount.invalid")} inputMode="decimal" />
        </>
      ) : (
        <fieldset className={cashier.fieldset}>
          <legend className={cashier.legend}>{t`Rate tiers`}</legend>
          <div className={css.tierScroll}>
            <table className={cashier.table}>
              <caption className={cashier.caption}>{t`A tier's rate applies once the team reaches all of its figures; lowest tier first.`}</caption>
              <thead>
                <tr>
                  <th scope="col" className={cashier.cell}>{t`Tier`}</th>
                  <th scope="col" className={cashier.cell}>{betLabel}</th>
                  {kind === "dividend" ? <th scope="col" className={cashier.cell}>{t`Period loss`}</th> : null}
                  <th scope="col" className={cashier.cell}>{t`Active members`}</th>
                  <th scope="col" className={cashier.cell}>{t`Rate (%)`}</th>
                  <th scope="col" className={cashier.cell}>{t`Actions`}</th>
                </tr>
              </thead>
              <tbody>
                {text.tiers.map((step, index) => {
                  const n = index + 1;
                  const cell = (field: keyof TierText, label: string, mode: "decimal" | "numeric") => (
                    <td className={cashier.cell}>
                      <input
                        className={css.tierInput}
                        aria-label={label}
                        inputMode={mode}
                        autoComplete="off"
                        value={step[field]}
                        aria-invalid={tiersError ? true : undefined}
                        aria-describedby={tiersError ? `${ids}-tiers-error` : undefined}
                        onChange={(e) => setTier(index, field, e.target.value)}
                      />
                    </td>
                  );
                  return (
                    <tr key={index}>
                      <th scope="row" className={cashier.cell}>{n}</th>
                      {cell("validBet", t`Tier ${n}: ${betLabel}`, "decimal")}
                      {kind === "dividend" ? cell("profitLoss", t`Tier ${n}: period loss`, "decimal") : null}
                      {cell("activeMembers", t`Tier ${n}: active members`, "numeric")}
                      {cell("rate", t`Tier ${n}: rate (%)`, "decimal")}
                      <td className={cashier.cell}>
                        <button type="button" className={buttons.button} disabled={text.tiers.length <= 1} onClick={() => change({ ...text, tiers: text.tiers.filter((_, i) => i !== index) })}>
                          {t`Remove tier ${n}`}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {tiersError ? (
            <p id={`${ids}-tiers-error`} className={records.error}>
              {tiersError}
            </p>
          ) : null}
          <div className={cashier.actions}>
            <button type="button" className={buttons.button} disabled={text.tiers.length >= MAX_TIERS} onClick={() => change({ ...text, tiers: [...text.tiers, emptyTier()] })}>
              {t`Add tier`}
            </button>
            <p className={css.counter}>{t`${text.tiers.length} of ${MAX_TIERS} tiers`}</p>
          </div>
        </fieldset>
      )}
      {salary ? (
        <TextField
          id={`${ids}-bet`}
          label={kind === "hourlySalary" ? t`Hourly bet amount of a member` : t`Daily bet amount of a member`}
          value={text.betAmount}
          onChange={(v) => change({ ...text, betAmount: v })}
          error={typed(errors.betAmount, text.betAmount, "amount.invalid")}
          inputMode="decimal"
        />
      ) : null}
      {failure ? (
        <div role="alert" className={records.note}>
          <p className={records.muted}>{t`The offer could not be checked.`} {contractFailure(i18n, failure)}</p>
        </div>
      ) : null}
      {snapshot.matches({ offering: "awaitingLogin" }) ? <p role="alert" className={records.muted}>{t`Your session ended. Log in again to send this offer.`}</p> : null}
      <div className={cashier.actions}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {t`Offer contract`}
        </button>
        {busy && !snapshot.matches({ offering: "awaitingLogin" }) ? <span role="status">{t`Checking…`}</span> : null}
      </div>
    </form>
  );
}

function TextField({ id, label, value, onChange, error, inputMode }: { id: string; label: string; value: string; onChange: (value: string) => void; error: string | null; inputMode: "decimal" | "numeric" }) {
  return (
    <div className={cashier.label}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={css.tierInput}
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={records.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The contracts the offer ends, each with its party, kind and rate (OFR-06). */
export function EndingList({ contracts }: { contracts: readonly ContractSummary[] }) {
  const { t, i18n } = useLingui();
  const rate = useRate();
  return (
    <ul className={css.list}>
      {contracts.map((c) => (
        <li key={c.contractId}>{t`${i18n._(kindNames[c.kind])} contract ${c.contractId} with ${c.party} at ${rate(c.topRateBp)}`}</li>
      ))}
    </ul>
  );
}

function Confirm({ snapshot, send }: { snapshot: ContractsSnapshot; send: ContractsRef["send"] }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { ending, downline } = snapshot.context;
  return (
    <section className={css.page} aria-labelledby="offer-confirm-title">
      <h3 id="offer-confirm-title" ref={heading} tabIndex={-1}>
        {t`This offer ends ${ending.length} of ${downline}'s contracts`}
      </h3>
      <p className={records.muted}>{t`The new rate is lower than these contracts' rates. When you confirm, they end at once and ${downline} is asked to accept the new offer:`}</p>
      <EndingList contracts={ending} />
      <div className={cashier.actions}>
        <button type="button" className={buttons.primary} onClick={() => send({ type: "offer.confirmed" })}>
          {t`Confirm and end these contracts`}
        </button>
        <button type="button" className={buttons.button} onClick={() => send({ type: "offer.back" })}>
          {t`Back`}
        </button>
      </div>
    </section>
  );
}

function SendFailed({ snapshot, send }: { snapshot: ContractsSnapshot; send: ContractsRef["send"] }) {
  const { t, i18n } = useLingui();
  return (
    <div role="alert" className={records.note}>
      <p className={records.muted}>
        {t`The offer was not sent.`} {snapshot.context.failure ? contractFailure(i18n, snapshot.context.failure) : null}
      </p>
      <div className={cashier.actions}>
        <button type="button" className={buttons.primary} onClick={() => send({ type: "offer.retry" })}>
          {t`Try again`}
        </button>
        <button type="button" className={buttons.button} onClick={() => send({ type: "offer.back" })}>
          {t`Back to the terms`}
        </button>
      </div>
    </div>
  );
}

function Sent({ snapshot, send, onClose, onNew }: { snapshot: ContractsSnapshot; send: ContractsRef["send"]; onClose: () => void; onNew: () => void }) {
  const { t, i18n } = useLingui();
  const { kind, downline, ending } = snapshot.context;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={css.page} aria-labelledby="offer-sent-title">
      <h3 id="offer-sent-title" ref={heading} tabIndex={-1}>
        {t`Offer sent`}
      </h3>
      <p className={records.note} role="status">
        {t`Your ${i18n._(kindNames[kind!])} offer waits for ${downline}'s answer.`}
      </p>
      {ending.length > 0 ? (
        <>
          <p className={records.muted}>{t`These contracts have ended:`}</p>
          <EndingList contracts={ending} />
        </>
      ) : null}
      <div className={cashier.actions}>
        <button type="button" className={buttons.primary} onClick={onClose}>
          {t`Close`}
        </button>
        <button
          type="button"
          className={buttons.button}
          onClick={() => {
            onNew();
            send({ type: "offer.new" });
          }}
        >
          {t`Offer another contract`}
        </button>
      </div>
    </section>
  );
}
