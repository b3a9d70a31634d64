import { useLingui } from "@lingui/react/macro";
import type { MemberProfitRow, MemberProfitTotals } from "../../../machines/agent-reports/agent-reports.types.ts";
import { useMoney } from "../cashier/use-cashier.ts";
import * as css from "../records/records.css.ts";
import { ReportPage, ReportTable, ReportTotals } from "./report-page.tsx";
import { profitCaptions } from "./report-messages.ts";

/** User Profit and Loss (palStatementsAgentCopy, RPT-02): each downline's figures for a range with the total row. */
export default function UserProfitPage() {
  const { t } = useLingui();
  return (
    <ReportPage kind="memberProfit" empty={t`No downline played or moved money in this range.`}>
      {(result, applied) => (result.kind === "memberProfit" ? <MemberProfit rows={result.rows} totals={result.totals} sort={applied.sort} /> : null)}
    </ReportPage>
  );
}

function MemberProfit({ rows, totals, sort }: { rows: MemberProfitRow[]; totals: MemberProfitTotals; sort: string }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const signed = (minor: number) => <span className={minor > 0 ? css.win : minor < 0 ? css.loss : undefined}>{money(minor)}</span>;
  return (
    <>
      <ReportTotals
        items={[
          [t`Downlines`, i18n.number(totals.count)],
          [t`Deposits`, money(totals.deposits)],
          [t`Withdrawals`, money(totals.withdrawals)],
          [t`Bet amount`, money(totals.bet)],
          [t`Valid bets`, money(totals.validBet)],
          [t`Bonuses`, money(totals.bonus)],
          [t`Win/loss`, signed(totals.winLoss)],
          [t`Profit`, signed(totals.profit)],
        ]}
      />
      <ReportTable
        caption={i18n._(profitCaptions[sort] ?? profitCaptions.VALID_BET_DESC!)}
        rows={rows}
        rowKey={(r) => r.username}
        columns={[
          { label: t`Username`, cell: (r) => r.username },
          { label: t`Role`, cell: (r) => (r.isAgent ? t`Agent` : t`Member`) },
          { label: t`Level`, numeric: true, cell: (r) => i18n.number(r.level) },
          { label: t`Deposits`, numeric: true, cell: (r) => money(r.deposits) },
          {
            label: t`Withdrawals`,
            numeric: true,
            cell: (r) => money(r.withdrawals),
          },
          { label: t`Bet amount`, numeric: true, cell: (r) => money(r.bet) },
          {
            label: t`Valid bets`,
            numeric: true,
            cell: (r) => money(r.validBet),
          },
          { label: t`Bonuses`, numeric: true, cell: (r) => money(r.bonus) },
          { label: t`Win/loss`, numeric: true, cell: (r) => signed(r.winLoss) },
          { label: t`Profit`, numeric: true, cell: (r) => signed(r.profit) },
        ]}
      />
    </>
  );
}
