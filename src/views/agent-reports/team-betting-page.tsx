import { useLingui } from "@lingui/react/macro";
import type { TeamBetRow, TeamBetTotals } from "../../../machines/agent-reports/agent-reports.types.ts";
import { useMoney } from "../cashier/use-cashier.ts";
import { categoryNames } from "../records/records-messages.ts";
import * as css from "../records/records.css.ts";
import { ReportPage, ReportTable, ReportTotals } from "./report-page.tsx";

/** Team Betting (personalHistoryCopy, RPT-01): the whole team's bets for a range, newest first, with the filter's totals. */
export default function TeamBettingPage() {
  const { t } = useLingui();
  return (
    <ReportPage kind="teamBets" empty={t`No bets of the team in this range.`}>
      {(result) => (result.kind === "teamBets" ? <TeamBets rows={result.rows} totals={result.totals} /> : null)}
    </ReportPage>
  );
}

function TeamBets({ rows, totals }: { rows: TeamBetRow[]; totals: TeamBetTotals }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const time = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: "short",
    timeStyle: "short",
  });
  const signed = (minor: number) => <span className={minor > 0 ? css.win : minor < 0 ? css.loss : undefined}>{money(minor)}</span>;
  return (
    <>
      <ReportTotals
        items={[
          [t`Bets`, i18n.number(totals.count)],
          [t`Bet amount`, money(totals.bet)],
          [t`Valid bets`, money(totals.validBet)],
          [t`Win/loss`, signed(totals.winLoss)],
        ]}
      />
      <ReportTable
        caption={t`Bets of the team, newest first`}
        rows={rows}
        rowKey={(r) => r.betId}
        columns={[
          { label: t`Time`, cell: (r) => time.format(r.betTime) },
          { label: t`Member`, cell: (r) => r.username },
          { label: t`Game`, cell: (r) => `${r.vendorName} · ${r.gameName}` },
          {
            label: t`Category`,
            cell: (r) => (categoryNames[r.category] ? i18n._(categoryNames[r.category]!) : r.category),
          },
          { label: t`Bet`, numeric: true, cell: (r) => money(r.bet) },
          {
            label: t`Valid bet`,
            numeric: true,
            cell: (r) => money(r.validBet),
          },
          { label: t`Win/loss`, numeric: true, cell: (r) => signed(r.winLoss) },
        ]}
      />
    </>
  );
}
