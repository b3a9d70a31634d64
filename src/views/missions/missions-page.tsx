import { useMemo } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { RewardMachines } from "../../app/services.tsx";
import * as buttons from "../../components/button/button.css.ts";
import type { Mission } from "../../../machines/missions/missions.types.ts";
import { cashierFailure } from "../cashier/cashier-messages.ts";
import { useBalanceRefresh, useMoney } from "../cashier/use-cashier.ts";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useBadgesRefresh } from "../rewards/badge.tsx";
import { useRewardMachines } from "../rewards/use-reward-machines.ts";
import * as rewards from "../rewards/rewards.css.ts";
import * as css from "./missions.css.ts";

/** Mission activity (missionLeaderboard, MIS-05..MIS-08): the member's missions and this week's leaderboard. */
export default function MissionsPage() {
  const { machines, failed, retry } = useRewardMachines();
  return machines ? <Missions machines={machines} /> : <PageLoadState failed={failed} retry={retry} />;
}

function Missions({ machines }: { machines: RewardMachines }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const refreshBalance = useBalanceRefresh();
  const refreshBadges = useBadgesRefresh();
  const machine = useMemo(
    () =>
      machines.missions.provide({
        actions: {
          announceClaimed: () => {
            refreshBalance();
            refreshBadges();
          },
        },
      }),
    [machines, refreshBalance, refreshBadges],
  );
  const ref = useActorRef(machine);
  const snapshot = useSelector(ref, (s) => s);
  const { board, claimed, claimFailure, claimingId } = snapshot.context;
  if (snapshot.matches("failed")) {
    return (
      <div role="alert" className={rewards.note}>
        <p>
          {t`Your missions could not be loaded.`} {snapshot.context.failure ? cashierFailure(i18n, snapshot.context.failure) : null}
        </p>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "missions.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (board === null) {
    return (
      <p className={rewards.muted} role="status">
        {t`Loading…`}
      </p>
    );
  }
  const day = (at: number) => i18n.date(at, { dateStyle: "medium", timeStyle: "short" });
  const { leaderboard } = board;
  const periodEnd = day(leaderboard.periodEnd);
  const rank = leaderboard.own ? i18n.number(leaderboard.own.rank) : "";
  const score = leaderboard.own ? money(leaderboard.own.score) : "";
  const top = i18n.number(leaderboard.list.length);
  return (
    <div className={rewards.page} data-state={JSON.stringify(snapshot.value)}>
      <p role="status" className={rewards.success}>
        {claimed ? t`${money(claimed.amount)} was added to your balance.` : ""}
      </p>
      <section aria-labelledby="missions-title" className={rewards.page}>
        <h4 id="missions-title" className={rewards.sectionTitle}>
          {t`Your missions`}
        </h4>
        {board.missions.length === 0 ? (
          <p className={rewards.muted}>{t`You have no missions right now.`}</p>
        ) : (
          <ul className={css.list} data-testid="missions">
            {board.missions.map((m) => (
              <MissionCard
                key={m.missionId}
                mission={m}
                busy={claimingId === m.claimId && snapshot.matches("claiming")}
                canClaim={snapshot.matches("ready") || snapshot.matches("claimFailed")}
                failure={snapshot.matches("claimFailed") && claimingId === m.claimId && claimFailure ? cashierFailure(i18n, claimFailure) : null}
                onClaim={() => ref.send({ type: "mission.claim", claimId: m.claimId ?? "" })}
                onRetry={() => ref.send({ type: "mission.claimRetry" })}
                ends={day(m.endsAt)}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="leaderboard-title" className={rewards.page}>
        <h4 id="leaderboard-title" className={rewards.sectionTitle}>
          {t`This week's leaderboard`}
        </h4>
        <p className={rewards.muted}>{t`Ranked by valid bets this week, until ${periodEnd}.`}</p>
        {leaderboard.own ? <p data-testid="own-rank">{t`Your rank: ${rank} with ${score} in valid bets.`}</p> : null}
        {leaderboard.list.length === 0 ? (
          <p className={rewards.muted}>{t`No one is on the leaderboard yet this week.`}</p>
        ) : (
          <table className={rewards.table} data-testid="leaderboard">
            <caption className={rewards.muted}>{t`Top ${top} players this week`}</caption>
            <thead>
              <tr>
                <th scope="col" className={rewards.numeric}>{t`Rank`}</th>
                <th scope="col" className={rewards.cell}>{t`Player`}</th>
                <th scope="col" className={rewards.numeric}>{t`Valid bets`}</th>
              </tr>
            </thead>
            <tbody>
              {leaderboard.list.map((row) => {
                const isOwn = leaderboard.own !== null && row.rank === leaderboard.own.rank;
                const account = row.account;
                return (
                  <tr key={row.rank} className={isOwn ? css.own : undefined} aria-current={isOwn ? "true" : undefined}>
                    <td className={rewards.numeric} data-label={t`Rank`}>
                      {i18n.number(row.rank)}
                    </td>
                    <td className={rewards.cell} data-label={t`Player`}>
                      {isOwn ? t`${account} (you)` : account}
                    </td>
                    <td className={rewards.numeric} data-label={t`Valid bets`}>
                      {money(row.score)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      <div className={rewards.actions}>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "missions.refresh" })} aria-disabled={snapshot.matches("claiming") || undefined}>
          {t`Refresh`}
        </button>
      </div>
    </div>
  );
}

interface CardProps {
  mission: Mission;
  busy: boolean;
  canClaim: boolean;
  failure: string | null;
  ends: string;
  onClaim(): void;
  onRetry(): void;
}

function MissionCard({ mission: m, busy, canClaim, failure, ends, onClaim, onRetry }: CardProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const amount = (x: number) => (m.unit === "amount" ? money(x) : i18n.number(x));
  const goal = amount(m.goal);
  const titles: Record<Mission["kind"], string> = {
    VALID_BET_TODAY: t`Valid bets today`,
    VALID_BET_WEEK: t`Valid bets this week`,
    DEPOSIT_WEEK: t`Deposits this week`,
    LOGIN_DAYS: t`Login days this week`,
    GAMES_PLAYED: t`Games played this week`,
  };
  const goals: Record<Mission["kind"], string> = {
    VALID_BET_TODAY: t`Place ${goal} in valid bets today.`,
    VALID_BET_WEEK: t`Place ${goal} in valid bets this week.`,
    DEPOSIT_WEEK: t`Deposit ${goal} this week.`,
    LOGIN_DAYS: t`Log in on ${goal} days this week.`,
    GAMES_PLAYED: t`Play ${goal} different games this week.`,
  };
  const statuses: Record<Mission["status"], string> = {
    inProgress: t({ message: "In progress", context: "mission status" }),
    completed: t({ message: "Completed", context: "mission status" }),
    claimed: t({ message: "Claimed", context: "mission status" }),
    expired: t({ message: "Expired", context: "mission status" }),
  };
  const title = titles[m.kind];
  const percent = m.goal > 0 ? Math.min(100, Math.floor((m.progress / m.goal) * 100)) : 100;
  const done = amount(m.progress);
  const share = i18n.number(percent / 100, { style: "percent" });
  const progressText = t`${done} of ${goal} (${share})`;
  const titleId = `mission-${m.missionId}`;
  const cardClass = m.status === "completed" ? `${css.card} ${css.done}` : m.status === "inProgress" ? css.card : `${css.card} ${css.past}`;
  return (
    <li className={cardClass} data-mission={m.missionId} data-status={m.status}>
      <div className={css.head}>
        <h5 id={titleId} className={css.name}>
          {title}
        </h5>
        <span className={css.status} data-testid="mission-status">
          {statuses[m.status]}
        </span>
      </div>
      <p className={rewards.muted}>{goals[m.kind]}</p>
      <progress className={css.progress} max={m.goal} value={Math.min(m.progress, m.goal)} aria-labelledby={titleId} aria-valuetext={progressText} />
      <p className={rewards.muted}>{progressText}</p>
      <dl className={css.facts}>
        <dt>{t`Reward`}</dt>
        <dd className={rewards.amount}>{money(m.reward)}</dd>
        <dt>{m.status === "expired" || m.status === "claimed" ? t`Ended` : t`Ends`}</dt>
        <dd>{ends}</dd>
      </dl>
      {m.status === "completed" ? (
        <div className={rewards.actions}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            aria-describedby={titleId}
            aria-disabled={!canClaim || undefined}
            onClick={failure ? onRetry : onClaim}
          >
            {busy ? t`Claiming…` : failure ? t`Try again` : t`Claim`}
          </button>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className={rewards.danger}>
          {t`The reward could not be claimed.`} {failure}
        </p>
      ) : null}
    </li>
  );
}
