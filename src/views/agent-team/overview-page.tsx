import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { TEAM_PERIODS, type TeamOverviewDay, type TeamPeriod } from "../../../machines/agent-overview/agent-overview.types.ts";
import type { AgentMachines } from "../../app/services.tsx";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useAgentMachines } from "../agent/use-agent-machines.ts";
import { useMoney } from "../cashier/use-cashier.ts";
import { cashierFailure } from "../cashier/cashier-messages.ts";
import * as buttons from "../../components/button/button.css.ts";
import * as records from "../records/records.css.ts";

/** The agent centre's Overview page (agentTeamOverview, the centre's first page; TEAM-05). */
export default function OverviewPage() {
  const { machines, failed, retry } = useAgentMachines();
  return machines ? <Overview machines={machines} /> : <PageLoadState failed={failed} retry={retry} />;
}

function Overview({ machines }: { machines: AgentMachines }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const ref = useActorRef(machines.agentOverview);
  const snapshot = useSelector(ref, (s) => s);
  const { period, overview, failure } = snapshot.context;
  const loading = snapshot.matches("loading");
  const periodName: Record<TeamPeriod, string> = { today: t`Today`, yesterday: t`Yesterday`, last7Days: t`7 days`, last30Days: t`30 days` };
  const count = new Intl.NumberFormat(i18n.locale);
  const day = (date: string) => new Intl.DateTimeFormat(i18n.locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  return (
    <div className={records.page} data-state={JSON.stringify(snapshot.value)}>
      <div className={records.quick} role="group" aria-label={t`Period`}>
        {TEAM_PERIODS.map((p) => (
          <button key={p} type="button" className={records.quickButton} aria-pressed={p === period} onClick={() => ref.send({ type: "period.chosen", period: p })}>
            {periodName[p]}
          </button>
        ))}
      </div>
      {snapshot.matches("failed") ? (
        <div role="alert" className={records.note}>
          <p>{t`The team overview could not be loaded.`} {failure ? cashierFailure(i18n, failure) : null}</p>
          <button type="button" className={buttons.button} onClick={() => ref.send({ type: "overview.retry" })}>
            {t`Try again`}
          </button>
        </div>
      ) : overview === null ? (
        <p className={records.muted} role="status">
          {t`Loading…`}
        </p>
      ) : (
        <section aria-labelledby="overview-figures" className={loading ? records.busy : undefined} aria-busy={loading}>
          <h4 id="overview-figures">{t`Your team: ${periodName[period]}`}</h4>
          <dl className={records.totals} data-testid="team-overview">
            <div className={records.total}>
              <dt>{t`Team size`}</dt>
              <dd>{count.format(overview.teamSize)}</dd>
            </div>
            <div className={records.total}>
              <dt>{t`Active members`}</dt>
              <dd>{count.format(overview.activeMembers)}</dd>
            </div>
            <div className={records.total}>
              <dt>{t`New members`}</dt>
              <dd>{count.format(overview.newMembers)}</dd>
            </div>
            <div className={records.total}>
              <dt>{t`Deposits`}</dt>
              <dd>{money(overview.deposits)}</dd>
            </div>
            <div className={records.total}>
              <dt>{t`Withdrawals`}</dt>
              <dd>{money(overview.withdrawals)}</dd>
            </div>
            <div className={records.total}>
              <dt>{t`Valid bets`}</dt>
              <dd>{money(overview.validBets)}</dd>
            </div>
            <div className={records.total}>
              <dt>{t`Team profit`}</dt>
              <dd className={overview.profit >= 0 ? records.win : records.loss}>{money(overview.profit)}</dd>
            </div>
          </dl>
          {overview.days.length > 1 ? <ValidBetsChart days={overview.days} day={day} money={money} /> : null}
        </section>
      )}
      {loading && overview !== null ? (
        <p className={records.muted} role="status">
          {t`Loading…`}
        </p>
      ) : null}
    </div>
  );
}

const WIDTH = 640;
const HEIGHT = 180;
const TOP = 8;
const BOTTOM = 22;

/** The team's valid bets per day as bars (TEAM-05), drawn like the records' profit chart: one image with a summary. */
function ValidBetsChart({ days, day, money }: { days: readonly TeamOverviewDay[]; day(date: string): string; money(minor: number): string }) {
  const { t } = useLingui();
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const peak = Math.max(1, ...days.map((d) => d.validBets));
  const plot = HEIGHT - TOP - BOTTOM;
  const step = WIDTH / days.length;
  const barWidth = Math.max(2, step * 0.7);
  const best = days.reduce((a, b) => (b.validBets > a.validBets ? b : a));
  const label = t`Valid bets per day from ${day(first.date)} to ${day(last.date)}: the most on ${day(best.date)} (${money(best.validBets)}).`;
  return (
    <figure className={records.figure}>
      <svg className={records.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="valid-bets-chart">
        {days.map((d, i) => {
          const h = (d.validBets / peak) * plot;
          return (
            <rect key={d.date} x={i * step + (step - barWidth) / 2} y={TOP + plot - h} width={barWidth} height={Math.max(d.validBets === 0 ? 0 : 1, h)} className={records.chartWin} data-day={d.date}>
              <title>{`${day(d.date)}: ${money(d.validBets)}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} className={records.chartAxis} />
        <text x={0} y={HEIGHT - 6} className={records.chartLabel}>
          {day(first.date)}
        </text>
        <text x={WIDTH} y={HEIGHT - 6} textAnchor="end" className={records.chartLabel}>
          {day(last.date)}
        </text>
      </svg>
      <figcaption className={records.muted}>{t`Valid bets of the whole team per day.`}</figcaption>
    </figure>
  );
}
