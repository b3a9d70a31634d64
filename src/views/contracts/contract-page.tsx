import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { I18n } from "@lingui/core";
import { contractRecordsView } from "../../../machines/contract-records/contract-records.selectors.ts";
import {
  CONTRACT_PERIODS,
  type Contract,
  type ContractKind,
  type ContractRecord,
  type ContractRecordsResult,
  type ContractState,
  type Settlement,
} from "../../../machines/contract-records/contract-records.types.ts";
import type { Failure } from "../../../machines/shared/errors.ts";
import * as buttons from "../../components/button/button.css.ts";
import { Pagination } from "../../components/pagination/pagination.tsx";
import { useServices, type AgentMachines } from "../../app/services.tsx";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { cashierFailure } from "../cashier/cashier-messages.ts";
import { useMoney } from "../cashier/use-cashier.ts";
import { useAgentMachines } from "../agent/use-agent-machines.ts";
import * as records from "../records/records.css.ts";
import { contractRefusals, emptyMessages, periodNames, stateNames } from "./contract-messages.ts";
import * as css from "./contracts.css.ts";
import type { ContractSummary } from "../../../machines/contracts/contracts.types.ts";
import { TerminateDialog } from "../contract-offer/terminate-dialog.tsx";
import { RecordsTable as CardTable, type Column } from "../records/records-table.tsx";

/**
 * One contract page of the agent centre (issue 29 item 4; CTR-08): the agent's contracts of the kind and what they
 * paid per period. The four pages (dividend, daily, hourly and real-time salary) are this page with their kind.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { machines, failed, retry } = useAgentMachines();
  // An ended contract reads the page again from its start (the records machine is started anew).
  const [version, setVersion] = useState(0);
  // So does an answer in the contract offer popup over the page (the app machine tells it, OFR-07).
  const { app } = useServices();
  useEffect(() => {
    const subscription = app.on("contracts.changed", () => setVersion((v) => v + 1));
    return () => subscription.unsubscribe();
  }, [app]);
  const [ending, setEnding] = useState<Contract | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const end = useCallback((contract: Contract, button: HTMLElement) => {
    returnFocus.current = button;
    setEnding(contract);
  }, []);
  const closeEnd = useCallback((ended: boolean) => {
    setEnding(null);
    if (ended) setVersion((v) => v + 1);
    else returnFocus.current?.focus();
  }, []);
  return (
    <div className={css.page}>
      {machines ? (
        <EndContract.Provider value={end}>
          <ContractRecords key={version} machines={machines} kind={kind} />
          {ending ? <TerminateDialog machines={machines} contract={summaryOf(ending)} onClose={closeEnd} /> : null}
        </EndContract.Provider>
      ) : (
        <PageLoadState failed={failed} retry={retry} />
      )}
    </div>
  );
}

/** Opens End contract for a row (OFR-04). */
const EndContract = createContext<(contract: Contract, button: HTMLElement) => void>(() => {});

/** A live contract the agent may end: an active one, or an offer it gave that waits for an answer. */
const canEnd = (c: Contract) => c.state === "active" || (c.state === "pending" && c.side === "upline");

const summaryOf = (c: Contract): ContractSummary => ({
  contractId: c.contractId,
  kind: c.kind,
  party: c.counterpart,
  topRateBp: c.realTime ? Math.max(c.realTime.profitRate, c.realTime.lossRate) : Math.max(0, ...c.tiers.map((step) => step.rate)),
  state: c.state,
});

function failureText(i18n: I18n, failure: Failure): string {
  const refusal = failure.serverMessage ? contractRefusals[failure.serverMessage] : undefined;
  return refusal ? i18n._(refusal) : cashierFailure(i18n, failure);
}

function ContractRecords({ machines, kind }: { machines: AgentMachines; kind: ContractKind }) {
  const { t, i18n } = useLingui();
  const ref = useActorRef(machines.contractRecords, { input: { kind } });
  const view = useSelector(ref, contractRecordsView);
  const send = ref.send;
  const status =
    view.status === "loading"
      ? t`Loading…`
      : view.status === "shown" && view.result
        ? t`${view.result.contracts.length} contracts, ${view.result.total} records, page ${view.page} of ${view.pages}.`
        : view.status === "empty"
          ? i18n._(emptyMessages[kind])
          : "";
  return (
    <>
      <div className={css.periods} role="group" aria-label={t`Period`}>
        <span className={css.periodsLabel} aria-hidden="true">
          {t`Period`}
        </span>
        {CONTRACT_PERIODS.map((period) => (
          <button key={period} type="button" className={records.quickButton} aria-pressed={view.period === period} onClick={() => send({ type: "contracts.period", period })}>
            {i18n._(periodNames[period])}
          </button>
        ))}
      </div>
      <p className={records.muted} role="status" data-testid="contracts-status">
        {status}
      </p>
      {view.status === "failed" ? (
        <div role="alert" className={records.note}>
          <p className={records.muted}>{view.failure ? failureText(i18n, view.failure) : null}</p>
          <button type="button" className={buttons.button} onClick={() => send({ type: "contracts.retry" })}>
            {t`Try again`}
          </button>
        </div>
      ) : view.status === "empty" ? (
        <p className={records.note}>{i18n._(emptyMessages[kind])}</p>
      ) : view.result ? (
        <div className={view.busy ? records.busy : undefined} aria-busy={view.busy}>
          <Result result={view.result} kind={kind} page={view.page} pages={view.pages} busy={view.busy} onPage={(page) => send({ type: "contracts.page", page })} />
        </div>
      ) : null}
    </>
  );
}

/** Money, signed money, rates (basis points), days and times in the agent's locale. */
function useFormats() {
  const { i18n } = useLingui();
  const money = useMoney();
  const time = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: "short",
    timeStyle: "short",
  });
  const clock = new Intl.DateTimeFormat(i18n.locale, { timeStyle: "short" });
  const dayFormat = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  const percent = new Intl.NumberFormat(i18n.locale, {
    style: "percent",
    maximumFractionDigits: 2,
  });
  const day = (date: string) => {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    return dayFormat.format(Date.UTC(y, m - 1, d));
  };
  const signed = (minor: number) => <span className={minor > 0 ? records.win : minor < 0 ? records.loss : undefined}>{money(minor)}</span>;
  return {
    money,
    signed,
    rate: (bps: number) => percent.format(bps / 10_000),
    time: (ms: number) => time.format(ms),
    clock: (ms: number) => clock.format(ms),
    day,
    days: (from: string, to: string) => (from === to ? day(from) : `${day(from)} – ${day(to)}`),
  };
}

/** A contract list: the shared records table in a region that scrolls sideways on its own when it is too wide. */
function Table<Row>({ caption, ...table }: { caption: string; columns: readonly Column<Row>[]; rows: readonly Row[]; rowKey(row: Row): string; testId: string }) {
  return (
    <div className={css.scroll} role="region" aria-label={caption} tabIndex={0}>
      <CardTable caption={caption} captionClassName={css.caption} headerClassName={css.wrapHeader} {...table} />
    </div>
  );
}

const STATE_CLASS: Record<ContractState, string> = {
  active: css.stateActive,
  pending: css.stateWaiting,
  rejected: css.stateRejected,
  terminated: css.stateEnded,
};

function Result({
  result,
  kind,
  page,
  pages,
  busy,
  onPage,
}: {
  result: ContractRecordsResult;
  kind: ContractKind;
  page: number;
  pages: number;
  busy: boolean;
  onPage(page: number): void;
}) {
  const { t } = useLingui();
  return (
    <div className={css.page}>
      <Contracts contracts={result.contracts} kind={kind} />
      {kind === "realTimeSalary" ? <Settlements result={result} /> : null}
      <section className={css.section} aria-labelledby={`contracts-${kind}-records`}>
        <h4 id={`contracts-${kind}-records`} className={css.heading}>
          {t`Records`}
        </h4>
        <RecordTotals result={result} />
        {result.records.length > 0 ? (
          <>
            <RecordsTable rows={result.records} kind={kind} />
            <Pagination page={page} totalPages={pages} onChange={onPage} label={t`Pages of contract records`} busy={busy} />
          </>
        ) : (
          <p className={records.note}>{t`Nothing was paid in this period.`}</p>
        )}
      </section>
    </div>
  );
}

function Contracts({ contracts, kind }: { contracts: Contract[]; kind: ContractKind }) {
  const { t, i18n } = useLingui();
  const end = useContext(EndContract);
  const f = useFormats();
  const terms = (c: Contract): ReactNode => {
    if (c.realTime) {
      return (
        <ul className={css.terms}>
          <li>{t`Profit rate ${f.rate(c.realTime.profitRate)}`}</li>
          <li>{t`Loss rate ${f.rate(c.realTime.lossRate)}`}</li>
          <li>{t`Single bet from ${f.money(c.realTime.singleBetAmount)}`}</li>
        </ul>
      );
    }
    return (
      <ul className={css.terms}>
        {c.tiers.map((tier, index) => {
          const rate = f.rate(tier.rate);
          const bet = f.money(tier.betAmount);
          const members = i18n.number(tier.activeMembers);
          const text =
            kind === "dividend"
              ? t`${rate}: period valid bet ${bet}, period loss ${f.money(tier.profitLoss)}, ${members} active members`
              : kind === "hourlySalary"
                ? t`${rate}: hourly bet ${bet}, ${members} active members`
                : t`${rate}: daily bet ${bet}, ${members} active members`;
          return <li key={index}>{text}</li>;
        })}
      </ul>
    );
  };
  return (
    <section className={css.section} aria-labelledby={`contracts-${kind}-list`}>
      <h4 id={`contracts-${kind}-list`} className={css.heading}>
        {t`Contracts`}
      </h4>
      {contracts.length > 0 ? (
        <Table
          testId="contracts-list"
          caption={t`Your contract with your upline first, then the contracts you gave your downlines`}
          rows={contracts}
          rowKey={(c) => c.contractId}
          columns={[
            { label: t`Contract`, cell: (c) => c.contractId },
            {
              label: t`With`,
              cell: (c) => (c.side === "downline" ? t`${c.counterpart} (your upline)` : t`${c.counterpart} (your downline)`),
            },
            { label: t`Terms`, cell: terms },
            {
              label: t`State`,
              cell: (c) => <span className={STATE_CLASS[c.state]}>{i18n._(stateNames[c.state])}</span>,
            },
            { label: t`Offered`, cell: (c) => f.time(c.offeredAt) },
            {
              label: t`Actions`,
              cell: (c) =>
                canEnd(c) ? (
                  <button type="button" className={buttons.button} aria-label={t`End contract ${c.contractId}`} onClick={(e) => end(c, e.currentTarget)}>
                    {t`End contract`}
                  </button>
                ) : (
                  "—"
                ),
            },
          ]}
        />
      ) : (
        <p className={records.note}>{t`No contracts of this kind.`}</p>
      )}
    </section>
  );
}

function RecordTotals({ result }: { result: ContractRecordsResult }) {
  const { t } = useLingui();
  const f = useFormats();
  return (
    <dl className={records.totals} data-testid="contracts-totals">
      <div className={records.total}>
        <dt>{t`Received from your upline`}</dt>
        <dd>{f.money(result.totals.received)}</dd>
      </div>
      <div className={records.total}>
        <dt>{t`Paid to your downlines`}</dt>
        <dd>{f.money(result.totals.paid)}</dd>
      </div>
    </dl>
  );
}

function RecordsTable({ rows, kind }: { rows: ContractRecord[]; kind: ContractKind }) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  return (
    <Table
      testId="contracts-records"
      caption={t`What the contracts paid, newest period first`}
      rows={rows}
      rowKey={(r) => r.recordId}
      columns={[
        { label: t`Period`, cell: (r) => f.days(r.from, r.to) },
        {
          label: t`Contract`,
          cell: (r) => (
            <>
              {r.side === "downline" ? t`${r.counterpart} (your upline)` : t`${r.counterpart} (your downline)`}
              <span className={css.contractId}>{r.contractId}</span>
            </>
          ),
        },
        { label: t`Received (+) or paid (−)`, numeric: true, cell: (r) => f.signed(r.side === "downline" ? r.amount : -r.amount) },
        {
          label: t`Valid bet`,
          numeric: true,
          cell: (r) => f.money(r.validBet),
        },
        {
          label: t`Profit/loss`,
          numeric: true,
          cell: (r) => f.signed(r.profitLoss),
        },
        {
          label: t`Active members`,
          numeric: true,
          cell: (r) => i18n.number(r.activeMembers),
        },
        {
          label: kind === "dividend" ? t`Rate of the loss` : t`Rate`,
          numeric: true,
          cell: (r) => f.rate(r.rate),
        },
      ]}
    />
  );
}

/** The real-time salary's next settlement and its last ones (every 5 minutes, CTR-06). */
function Settlements({ result }: { result: ContractRecordsResult }) {
  const { t } = useLingui();
  const f = useFormats();
  return (
    <section className={css.section} aria-labelledby="contracts-settlements">
      <h4 id="contracts-settlements" className={css.heading}>
        {t`Settlements`}
      </h4>
      {result.nextSettlementAt !== null ? (
        <p className={css.settlement} data-testid="contracts-next-settlement">
          {t`Real-time salary settles every 5 minutes. Next settlement at ${f.clock(result.nextSettlementAt)}.`}
        </p>
      ) : null}
      {result.settlements.length > 0 ? (
        <Table<Settlement>
          testId="contracts-settlements"
          caption={t`The last settlements, newest first`}
          rows={result.settlements}
          rowKey={(s) => `${s.contractId}@${s.settledAt}`}
          columns={[
            { label: t`Settled`, cell: (s) => f.time(s.settledAt) },
            {
              label: t`With`,
              cell: (s) => (s.side === "downline" ? t`${s.counterpart} (your upline)` : t`${s.counterpart} (your downline)`),
            },
            { label: t`Received (+) or paid (−)`, numeric: true, cell: (s) => f.signed(s.side === "downline" ? s.amount : -s.amount) },
            {
              label: t`Valid bet`,
              numeric: true,
              cell: (s) => f.money(s.validBet),
            },
            {
              label: t`Profit/loss`,
              numeric: true,
              cell: (s) => f.signed(s.profitLoss),
            },
            { label: t`Rate`, numeric: true, cell: (s) => f.rate(s.rate) },
          ]}
        />
      ) : (
        <p className={records.note}>{t`No settlements yet.`}</p>
      )}
    </section>
  );
}
