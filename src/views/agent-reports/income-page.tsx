import { useLingui } from "@lingui/react/macro";
import type { IncomeDay, IncomeTotals } from "../../../machines/agent-reports/agent-reports.types.ts";
import { useMoney } from "../cashier/use-cashier.ts";
import { ProfitChart } from "../records/profit-chart.tsx";
import { ReportPage, ReportTable, ReportTotals } from "./report-page.tsx";

/** My Income (agentRevenueReport, RPT-08): the agent's own income per day — commission, dividends, salaries — with a chart. */
export default function IncomePage() {
  const { t } = useLingui();
  return (
    <ReportPage kind="income" empty={t`No income in this range.`}>
      {(result) => (result.kind === "income" ? <Income rows={result.rows} totals={result.totals} /> : null)}
    </ReportPage>
  );
}

function Income({ rows, totals }: { rows: IncomeDay[]; totals: IncomeTotals }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const dayFormat = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const best = rows.reduce((a, b) => (b.total > a.total ? b : a));
  return (
    <>
      <ReportTotals
        items={[
          [t`Commission`, money(totals.commission)],
          [t`Dividends`, money(totals.dividend)],
          [t`Salaries`, money(totals.salary)],
          [t`Total income`, money(totals.total)],
        ]}
      />
      <ProfitChart
        days={rows.map((d) => ({ date: d.date, winLoss: d.total }))}
        day={day}
        money={money}
        label={t`Your income per day from ${day(first.date)} to ${day(last.date)}: the most on ${day(best.date)} (${money(best.total)}).`}
        caption={t`Your income per day. The table below has the same numbers.`}
      />
      <ReportTable
        caption={t`Your income per day, newest first`}
        rows={[...rows].reverse()}
        rowKey={(r) => r.date}
        columns={[
          { label: t`Day`, cell: (r) => day(r.date) },
          {
            label: t`Commission`,
            numeric: true,
            cell: (r) => money(r.commission),
          },
          {
            label: t`Dividends`,
            numeric: true,
            cell: (r) => money(r.dividend),
          },
          { label: t`Salaries`, numeric: true, cell: (r) => money(r.salary) },
          {
            label: t`Total income`,
            numeric: true,
            cell: (r) => money(r.total),
          },
        ]}
      />
    </>
  );
}
