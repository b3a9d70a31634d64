import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { TransactionRow, TransactionTotals } from "../../../machines/agent-reports/agent-reports.types.ts";
import { useMoney } from "../cashier/use-cashier.ts";
import { categoryNames, detailNames } from "../records/records-messages.ts";
import * as css from "../records/records.css.ts";
import { ReportPage, ReportTable, ReportTotals } from "./report-page.tsx";

/** The team's finer kinds beyond the member's own account record's. */
const teamDetailNames = {
  ...detailNames,
  DEPOSIT_BONUS: msg`Deposit bonus`,
};

/** Transaction Details (agentDownlineTransactionDetailsCopy, RPT-09): the team's money movements, newest first. */
export default function TransactionsPage() {
  const { t } = useLingui();
  return (
    <ReportPage kind="transactions" empty={t`No transactions of the team in this range.`}>
      {(result) => (result.kind === "transactions" ? <Transactions rows={result.rows} totals={result.totals} /> : null)}
    </ReportPage>
  );
}

function Transactions({ rows, totals }: { rows: TransactionRow[]; totals: TransactionTotals }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const time = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: "short",
    timeStyle: "short",
  });
  const signed = (minor: number) => <span className={minor > 0 ? css.win : minor < 0 ? css.loss : undefined}>{money(minor)}</span>;
  const kindName = (r: TransactionRow) => {
    const name = teamDetailNames[r.detail as keyof typeof teamDetailNames] ?? categoryNames[r.type];
    return name ? i18n._(name) : r.detail;
  };
  return (
    <>
      <ReportTotals
        items={[
          [t`Records`, i18n.number(totals.count)],
          [t`Money in`, money(totals.credit)],
          [t`Money out`, money(totals.debit)],
        ]}
      />
      <ReportTable
        caption={t`Transactions of the team, newest first`}
        rows={rows}
        rowKey={(r) => r.transactionId}
        columns={[
          { label: t`Time`, cell: (r) => time.format(r.at) },
          { label: t`Member`, cell: (r) => r.username },
          { label: t`Kind`, cell: kindName },
          { label: t`Amount`, numeric: true, cell: (r) => signed(r.amount) },
          { label: t`Reference`, cell: (r) => r.reference },
        ]}
      />
    </>
  );
}
