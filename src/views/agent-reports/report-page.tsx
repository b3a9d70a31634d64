import { useEffect, useMemo, useRef, type FormEvent, type ReactNode } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { I18n } from "@lingui/core";
import { reportView } from "../../../machines/agent-reports/agent-reports.selectors.ts";
import { HAS_USERNAME, REPORT_CHOICES, REPORT_SORTS, type ReportFilter, type ReportKind, type ReportResult } from "../../../machines/agent-reports/agent-reports.types.ts";
import { addDays, QUICK_RANGES, type QuickRange } from "../../../machines/records/records.dates.ts";
import { RECORD_DAYS } from "../../../machines/records/records.types.ts";
import type { Failure } from "../../../machines/shared/errors.ts";
import * as buttons from "../../components/button/button.css.ts";
import { Pagination } from "../../components/pagination/pagination.tsx";
import type { AgentMachines } from "../../app/services.tsx";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useAgentMachines } from "../agent/use-agent-machines.ts";
import { cashierFailure } from "../cashier/cashier-messages.ts";
import { playerToday } from "../records/records-page.tsx";
import { allChoice, categoryLabel, categoryNames, rangeMessages } from "../records/records-messages.ts";
import * as css from "../records/records.css.ts";
import { RecordsTable, type Column } from "../records/records-table.tsx";
import * as wide from "../contracts/contracts.css.ts";
import { reportRefusals, scopeNames, sortNames, usernameMessages } from "./report-messages.ts";
import * as own from "./reports.css.ts";

function reportFailure(i18n: I18n, failure: Failure): string {
  const refusal = failure.serverMessage ? reportRefusals[failure.serverMessage] : undefined;
  return refusal ? i18n._(refusal) : cashierFailure(i18n, failure);
}

/**
 * One team report of the agent centre (RPT-01..06): the filter (quick picks, days, the report's list, a username),
 * the status line, and the platform's page drawn by `children` with page buttons; empty and failed states.
 */
export function ReportPage({ kind, empty, children }: { kind: ReportKind; empty: string; children(result: ReportResult, applied: ReportFilter): ReactNode }) {
  const { machines, failed, retry } = useAgentMachines();
  return (
    <div className={css.page}>
      {machines ? <Report machines={machines} kind={kind} empty={empty} render={children} /> : <PageLoadState failed={failed} retry={retry} />}
    </div>
  );
}

function Report({ machines, kind, empty, render }: { machines: AgentMachines; kind: ReportKind; empty: string; render(result: ReportResult, applied: ReportFilter): ReactNode }) {
  const { t, i18n } = useLingui();
  const today = useMemo(playerToday, []);
  const ref = useActorRef(machines.agentReports, { input: { kind, today } });
  const view = useSelector(ref, reportView);
  const send = ref.send;
  const fromInput = useRef<HTMLInputElement>(null);
  const usernameInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (view.rangeError) fromInput.current?.focus();
    else if (view.usernameError) usernameInput.current?.focus();
  }, [view.rangeError, view.usernameError]);

  const quickNames: Record<QuickRange, string> = {
    today: t`Today`,
    yesterday: t`Yesterday`,
    "7d": t`Last 7 days`,
    "30d": t`Last 30 days`,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "reports.search" });
  };
  const rangeErrorId = `report-${kind}-range-error`;
  const usernameErrorId = `report-${kind}-username-error`;
  const status =
    view.status === "loading"
      ? t`Loading…`
      : view.status === "shown" && view.result
        ? t`${view.result.total} records found, page ${view.page} of ${view.pages}.`
        : view.status === "empty"
          ? t`No records in this range.`
          : "";
  const choiceName = (choice: string) =>
    kind === "memberProfit"
      ? i18n._(scopeNames[choice]!)
      : choice === "ALL"
        ? i18n._(kind === "transactions" ? allChoice.account : allChoice.betting)
        : i18n._(categoryNames[choice]!);
  const choiceLabel = kind === "memberProfit" ? t`Show` : i18n._(kind === "transactions" ? categoryLabel.account : categoryLabel.betting);
  const dateInput = (which: "from" | "to") => (
    <input
      ref={which === "from" ? fromInput : undefined}
      className={css.input}
      type="date"
      value={view.draft[which]}
      min={addDays(today, -(RECORD_DAYS - 1))}
      max={today}
      aria-invalid={view.rangeError ? true : undefined}
      aria-describedby={view.rangeError ? rangeErrorId : undefined}
      onChange={(event) =>
        send({
          type: which === "from" ? "reports.from.changed" : "reports.to.changed",
          value: event.target.value,
        })
      }
    />
  );
  return (
    <>
      <form className={css.filter} role="search" aria-label={t`Choose the records to show`} onSubmit={submit} noValidate>
        <div className={css.quick} role="group" aria-label={t`Quick picks`}>
          {QUICK_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              className={css.quickButton}
              aria-pressed={view.quick === range}
              onClick={() => send({ type: "reports.quick", range })}
            >
              {quickNames[range]}
            </button>
          ))}
        </div>
        <div className={css.fields}>
          <label className={css.field}>
            {t`From`}
            {dateInput("from")}
          </label>
          <label className={css.field}>
            {t`To`}
            {dateInput("to")}
          </label>
          {REPORT_CHOICES[kind].length > 0 ? (
            <label className={css.field}>
              {choiceLabel}
              <select
                className={css.input}
                value={view.draft.choice}
                onChange={(event) =>
                  send({
                    type: "reports.choice.changed",
                    value: event.target.value,
                  })
                }
              >
                {REPORT_CHOICES[kind].map((choice) => (
                  <option key={choice} value={choice}>
                    {choiceName(choice)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {REPORT_SORTS[kind].length > 0 ? (
            <label className={css.field}>
              {t`Order`}
              <select
                className={css.input}
                value={view.draft.sort}
                onChange={(event) =>
                  send({
                    type: "reports.sort.changed",
                    value: event.target.value,
                  })
                }
              >
                {REPORT_SORTS[kind].map((sort) => (
                  <option key={sort} value={sort}>
                    {i18n._(sortNames[sort]!)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {HAS_USERNAME[kind] ? (
            <label className={css.field}>
              {t`Username`}
              <input
                ref={usernameInput}
                className={css.input}
                type="search"
                autoComplete="off"
                spellCheck={false}
                value={view.draft.username}
                aria-invalid={view.usernameError ? true : undefined}
                aria-describedby={view.usernameError ? usernameErrorId : undefined}
                onChange={(event) =>
                  send({
                    type: "reports.username.changed",
                    value: event.target.value,
                  })
                }
              />
            </label>
          ) : null}
          <button type="submit" className={buttons.button}>
            {t`Search`}
          </button>
        </div>
        {view.rangeError ? (
          <p id={rangeErrorId} className={css.error} role="alert">
            {i18n._(rangeMessages[view.rangeError])}
          </p>
        ) : null}
        {view.usernameError ? (
          <p id={usernameErrorId} className={css.error} role="alert">
            {i18n._(usernameMessages[view.usernameError])}
          </p>
        ) : null}
      </form>
      <p className={css.muted} role="status" data-testid="report-status">
        {status}
      </p>
      {view.status === "failed" ? (
        <div role="alert" className={css.note}>
          <p className={css.muted}>{view.failure ? reportFailure(i18n, view.failure) : null}</p>
          <button type="button" className={buttons.button} onClick={() => send({ type: "reports.retry" })}>
            {t`Try again`}
          </button>
        </div>
      ) : view.status === "empty" ? (
        <p className={css.note}>{empty}</p>
      ) : view.result && view.result.rows.length > 0 ? (
        <div className={view.busy ? `${own.result} ${css.busy}` : own.result} aria-busy={view.busy}>
          {render(view.result, view.applied)}
          <Pagination
            page={view.page}
            totalPages={view.pages}
            onChange={(page) => send({ type: "reports.page", page })}
            label={t`Pages of records`}
            busy={view.busy}
          />
        </div>
      ) : null}
    </>
  );
}

/** The filter's totals (RPT-05): the platform's sums over the whole filter, not over the page. */
export function ReportTotals({ items }: { items: readonly [label: string, value: ReactNode][] }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Totals for the range`}>
      <dl className={css.totals} data-testid="report-totals">
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

/** A report's rows: the shared records table in a region that scrolls sideways on its own when it is too wide. */
export function ReportTable<Row>({ caption, ...table }: { caption: string; columns: readonly Column<Row>[]; rows: readonly Row[]; rowKey(row: Row): string }) {
  return (
    <div className={wide.scroll} role="region" aria-label={caption} tabIndex={0}>
      <RecordsTable caption={caption} captionClassName={wide.caption} headerClassName={wide.wrapHeader} {...table} />
    </div>
  );
}
