import { useEffect, useMemo, useRef, type FormEvent, type ReactNode } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { I18n } from "@lingui/core";
import { recordsView } from "../../../machines/records/records.selectors.ts";
import { addDays, QUICK_RANGES, type QuickRange } from "../../../machines/records/records.dates.ts";
import { CATEGORY_CHOICES, RECORD_DAYS, type AccountRow, type BetRow, type BonusRow, type ProfitDay, type RecordKind, type RecordsResult } from "../../../machines/records/records.types.ts";
import * as buttons from "../../components/button/button.css.ts";
import { Pagination } from "../../components/pagination/pagination.tsx";
import type { CashierMachines } from "../../app/services.tsx";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { cashierFailure } from "../cashier/cashier-messages.ts";
import { useCashierMachines, useMoney } from "../cashier/use-cashier.ts";
import { ProfitChart } from "./profit-chart.tsx";
import { allChoice, categoryLabel, categoryNames, detailNames, rangeMessages, recordRefusals } from "./records-messages.ts";
import * as css from "./records.css.ts";
import { RecordsTable } from "./records-table.tsx";

/** Today in the player's time zone (the browser's), `YYYY-MM-DD`. */
export function playerToday(): string {
  const parts = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The betting record (personalHistoryCopy, REC-01). */
export function BettingRecordPage() {
  return <RecordsPage kind="betting" />;
}
/** The account record (transactionHistory, REC-02). */
export function AccountRecordPage() {
  return <RecordsPage kind="account" />;
}
/** Personal profit and loss (personalProfit, REC-03). */
export function ProfitPage() {
  return <RecordsPage kind="profit" />;
}
/** Bonus details (bonusDetails, REC-04). */
export function BonusPage() {
  return <RecordsPage kind="bonus" />;
}

function RecordsPage({ kind }: { kind: RecordKind }) {
  const { machines, failed, retry } = useCashierMachines();
  return <div className={css.page}>{machines ? <Records machines={machines} kind={kind} /> : <PageLoadState failed={failed} retry={retry} />}</div>;
}

function recordsFailure(i18n: I18n, failure: NonNullable<ReturnType<typeof recordsView>["failure"]>): string {
  const refusal = failure.serverMessage ? recordRefusals[failure.serverMessage] : undefined;
  return refusal ? i18n._(refusal) : cashierFailure(i18n, failure);
}

function Records({ machines, kind }: { machines: CashierMachines; kind: RecordKind }) {
  const { t, i18n } = useLingui();
  const today = useMemo(playerToday, []);
  const ref = useActorRef(machines.records, { input: { kind, today } });
  const view = useSelector(ref, recordsView);
  const send = ref.send;
  const fromInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (view.rangeError) fromInput.current?.focus();
  }, [view.rangeError]);

  const quickNames: Record<QuickRange, string> = { today: t`Today`, yesterday: t`Yesterday`, "7d": t`Last 7 days`, "30d": t`Last 30 days` };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "records.search" });
  };
  const errorId = `records-${kind}-range-error`;
  const status =
    view.status === "loading"
      ? t`Loading…`
      : view.status === "shown" && view.result
        ? t`${view.result.total} records found, page ${view.page} of ${view.pages}.`
        : view.status === "empty"
          ? t`No records in this range.`
          : "";
  return (
    <>
      <form className={css.filter} role="search" aria-label={t`Choose the records to show`} onSubmit={submit} noValidate>
        <div className={css.quick} role="group" aria-label={t`Quick picks`}>
          {QUICK_RANGES.map((range) => (
            <button key={range} type="button" className={css.quickButton} aria-pressed={view.quick === range} onClick={() => send({ type: "records.quick", range })}>
              {quickNames[range]}
            </button>
          ))}
        </div>
        <div className={css.fields}>
          <label className={css.field}>
            {t`From`}
            <input
              ref={fromInput}
              className={css.input}
              type="date"
              value={view.draft.from}
              min={addDays(today, -(RECORD_DAYS - 1))}
              max={today}
              aria-invalid={view.rangeError ? true : undefined}
              aria-describedby={view.rangeError ? errorId : undefined}
              onChange={(event) => send({ type: "records.from.changed", value: event.target.value })}
            />
          </label>
          <label className={css.field}>
            {t`To`}
            <input
              className={css.input}
              type="date"
              value={view.draft.to}
              min={addDays(today, -(RECORD_DAYS - 1))}
              max={today}
              aria-invalid={view.rangeError ? true : undefined}
              aria-describedby={view.rangeError ? errorId : undefined}
              onChange={(event) => send({ type: "records.to.changed", value: event.target.value })}
            />
          </label>
          <label className={css.field}>
            {i18n._(categoryLabel[kind])}
            <select className={css.input} value={view.draft.category} onChange={(event) => send({ type: "records.category.changed", value: event.target.value })}>
              {CATEGORY_CHOICES[kind].map((choice) => (
                <option key={choice} value={choice}>
                  {choice === "ALL" ? i18n._(allChoice[kind]) : i18n._(categoryNames[choice]!)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttons.button}>
            {t`Search`}
          </button>
        </div>
        {view.rangeError ? (
          <p id={errorId} className={css.error} role="alert">
            {i18n._(rangeMessages[view.rangeError])}
          </p>
        ) : null}
      </form>
      <p className={css.muted} role="status" data-testid="records-status">
        {status}
      </p>
      {view.status === "failed" ? (
        <div role="alert" className={css.note}>
          <p className={css.muted}>{view.failure ? recordsFailure(i18n, view.failure) : null}</p>
          <button type="button" className={buttons.button} onClick={() => send({ type: "records.retry" })}>
            {t`Try again`}
          </button>
        </div>
      ) : view.status === "empty" ? (
        <p className={css.note}>{kind === "bonus" ? t`No bonuses in this range.` : kind === "account" ? t`No account records in this range.` : t`No bets in this range.`}</p>
      ) : view.result && view.result.rows.length > 0 ? (
        <div className={view.busy ? css.busy : undefined} aria-busy={view.busy}>
          <Result result={view.result} />
          <Pagination page={view.page} totalPages={view.pages} onChange={(page) => send({ type: "records.page", page })} label={t`Pages of records`} busy={view.busy} />
        </div>
      ) : null}
    </>
  );
}

/** Formatting shared by the tables: money, signed money with its colour, times and days in the player's locale. */
function useFormats() {
  const { i18n } = useLingui();
  const money = useMoney();
  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "short" });
  const dayFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeZone: "UTC" });
  const day = (date: string) => {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    return dayFormat.format(Date.UTC(y, m - 1, d));
  };
  const signed = (minor: number) => <span className={minor > 0 ? css.win : minor < 0 ? css.loss : undefined}>{money(minor)}</span>;
  return { money, signed, time: (ms: number) => time.format(ms), day };
}

function Result({ result }: { result: RecordsResult }) {
  switch (result.kind) {
    case "betting":
      return <BettingResult rows={result.rows} totals={result.totals} />;
    case "account":
      return <AccountResult rows={result.rows} totals={result.totals} />;
    case "profit":
      return <ProfitResult rows={result.rows} totals={result.totals} />;
    case "bonus":
      return <BonusResult rows={result.rows} totals={result.totals} />;
  }
}

/** The range's totals (REC-07): the platform's sums over every record of the range, not over the page. */
function Totals({ items }: { items: readonly [label: string, value: ReactNode][] }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Totals for the range`}>
      <dl className={css.totals} data-testid="records-totals">
        {items.map(([label, value]) => (
          <div key={label} className={css.total}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function BettingResult({ rows, totals }: { rows: BetRow[]; totals: { count: number; bet: number; validBet: number; winLoss: number } }) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  return (
    <>
      <Totals
        items={[
          [t`Bets`, i18n.number(totals.count)],
          [t`Bet amount`, f.money(totals.bet)],
          [t`Valid bets`, f.money(totals.validBet)],
          [t`Win/loss`, f.signed(totals.winLoss)],
        ]}
      />
      <RecordsTable
        caption={t`Bets, newest first`}
        rows={rows}
        rowKey={(r) => r.betId}
        columns={[
          { label: t`Time`, cell: (r) => f.time(r.betTime) },
          { label: t`Bet number`, cell: (r) => r.betId },
          { label: t`Game`, cell: (r) => `${r.vendorName} · ${r.gameName}` },
          { label: t`Category`, cell: (r) => i18n._(categoryNames[r.category]!) },
          { label: t`Bet`, numeric: true, cell: (r) => f.money(r.bet) },
          { label: t`Valid bet`, numeric: true, cell: (r) => f.money(r.validBet) },
          { label: t`Win/loss`, numeric: true, cell: (r) => f.signed(r.winLoss) },
        ]}
      />
    </>
  );
}

function AccountResult({ rows, totals }: { rows: AccountRow[]; totals: { count: number; credit: number; debit: number } }) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  return (
    <>
      <Totals
        items={[
          [t`Records`, i18n.number(totals.count)],
          [t`Money in`, f.money(totals.credit)],
          [t`Money out`, f.money(totals.debit)],
        ]}
      />
      <RecordsTable
        caption={t`Account records, newest first`}
        rows={rows}
        rowKey={(r) => r.transactionId}
        columns={[
          { label: t`Time`, cell: (r) => f.time(r.at) },
          { label: t`Kind`, cell: (r) => i18n._(detailNames[r.detail] ?? categoryNames[r.type]!) },
          { label: t`Amount`, numeric: true, cell: (r) => f.signed(r.amount) },
          { label: t`Reference`, cell: (r) => r.reference },
        ]}
      />
    </>
  );
}

function ProfitResult({ rows, totals }: { rows: ProfitDay[]; totals: { count: number; bet: number; validBet: number; winLoss: number } }) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  return (
    <>
      <Totals
        items={[
          [t`Bets`, i18n.number(totals.count)],
          [t`Bet amount`, f.money(totals.bet)],
          [t`Valid bets`, f.money(totals.validBet)],
          [t`Win/loss`, f.signed(totals.winLoss)],
        ]}
      />
      <ProfitChart days={rows} day={f.day} money={f.money} />
      <RecordsTable
        caption={t`Daily results`}
        rows={rows}
        rowKey={(r) => r.date}
        columns={[
          { label: t`Day`, cell: (r) => f.day(r.date) },
          { label: t`Bets`, numeric: true, cell: (r) => i18n.number(r.count) },
          { label: t`Bet amount`, numeric: true, cell: (r) => f.money(r.bet) },
          { label: t`Valid bets`, numeric: true, cell: (r) => f.money(r.validBet) },
          { label: t`Win/loss`, numeric: true, cell: (r) => f.signed(r.winLoss) },
        ]}
      />
    </>
  );
}

function BonusResult({ rows, totals }: { rows: BonusRow[]; totals: { count: number; amount: number } }) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  return (
    <>
      <Totals
        items={[
          [t`Bonuses`, i18n.number(totals.count)],
          [t`Bonus amount`, f.money(totals.amount)],
        ]}
      />
      <RecordsTable
        caption={t`Bonuses, newest first`}
        rows={rows}
        rowKey={(r) => r.bonusId}
        columns={[
          { label: t`Issued`, cell: (r) => f.time(r.issuedAt) },
          { label: t`Bonus`, cell: (r) => r.name },
          { label: t`Amount`, numeric: true, cell: (r) => f.money(r.amount) },
          { label: t`Turnover`, numeric: true, cell: (r) => t`${f.money(r.turnoverDone)} of ${f.money(r.turnoverRequired)}` },
          { label: t`Status`, cell: (r) => i18n._(categoryNames[r.status]!) },
        ]}
      />
    </>
  );
}
