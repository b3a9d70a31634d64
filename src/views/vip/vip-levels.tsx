import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { VipOverview } from "../../../machines/vip-rank/vip.types.ts";
import * as buttons from "../../components/button/button.css.ts";
import type { PointsMachines } from "../../app/services.tsx";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { cashierFailure } from "../cashier/cashier-messages.ts";
import { useMoney } from "../cashier/use-cashier.ts";
import { useSession, useSessionActor } from "../auth/use-auth.ts";
import { usePointsMachines } from "../points/use-points.ts";
import * as css from "../points/points.css.ts";

/**
 * The VIP levels with their benefits and, for a member, their level and progress (machines/vip-rank; PTS-10,
 * PTS-11): the /vip page and the member centre's player rank. `loginTo` is where a guest's Log in returns.
 */
export function VipLevels({ loginTo }: { loginTo: string | null }) {
  const { machines, failed, retry } = usePointsMachines();
  const member = useSession((s) => s.matches("signedIn") && s.context.member?.type !== 4);
  return machines ? <VipContent key={member ? "member" : "guest"} machines={machines} member={member} loginTo={loginTo} /> : <PageLoadState failed={failed} retry={retry} />;
}

function VipContent({ machines, member, loginTo }: { machines: PointsMachines; member: boolean; loginTo: string | null }) {
  const { t, i18n } = useLingui();
  const session = useSessionActor();
  const ref = useActorRef(machines.vipRank, { input: { member } });
  const snapshot = useSelector(ref, (s) => s);
  const { overview, failure } = snapshot.context;
  if (snapshot.matches("failed") && failure) {
    return (
      <div role="alert" className={css.panel}>
        <p>{t`The VIP levels could not be loaded.`} {cashierFailure(i18n, failure)}</p>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "vip.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (!overview) {
    return (
      <p className={css.muted} role="status">
        {t`Loading…`}
      </p>
    );
  }
  return (
    <div className={css.page}>
      {overview.progress ? (
        <Progress overview={overview} />
      ) : loginTo ? (
        <div className={css.panel}>
          <p>{t`Log in to see your level and your progress to the next.`}</p>
          <button
            type="button"
            className={buttons.button}
            onClick={() => session.send({ type: "protected.requested", intent: { kind: "route", to: loginTo, realAccountOnly: true } })}
          >
            {t`Log in`}
          </button>
        </div>
      ) : null}
      <Levels overview={overview} />
    </div>
  );
}

function Progress({ overview }: { overview: VipOverview }) {
  const { t } = useLingui();
  const money = useMoney();
  const progress = overview.progress!;
  const actual = money(progress.actual);
  const expected = progress.expected === null ? null : money(progress.expected);
  const next = progress.nextRankName ?? "";
  const percent = progress.expected ? Math.min(100, Math.floor((progress.actual / progress.expected) * 100)) : 100;
  return (
    <section aria-labelledby="vip-progress-title" className={css.card}>
      <h2 id="vip-progress-title" className={css.sectionTitle}>
        {t`Your level`}: <span data-testid="vip-rank">{progress.rankName}</span>
      </h2>
      {expected !== null ? (
        <>
          <p data-testid="vip-progress">{t`Valid turnover this month: ${actual} of ${expected} to reach ${next}.`}</p>
          <progress className={css.progress} max={100} value={percent} aria-label={t`Progress to ${next}`}>
            {percent}%
          </progress>
        </>
      ) : (
        <p data-testid="vip-progress">{t`You are at the highest level. Valid turnover this month: ${actual}.`}</p>
      )}
    </section>
  );
}

function Levels({ overview }: { overview: VipOverview }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const current = overview.progress?.rankLevel ?? null;
  const labels = {
    level: t`Level`,
    turnover: t`Monthly turnover`,
    upgrade: t`Upgrade bonus`,
    monthly: t`Monthly bonus`,
    birthday: t`Birthday bonus`,
    rebate: t`Cashback`,
    withdrawals: t`Withdrawals per day`,
    service: t`VIP customer service`,
  };
  return (
    <section aria-labelledby="vip-levels-title">
      <h2 id="vip-levels-title" className={css.sectionTitle}>
        {t`VIP levels and benefits`}
      </h2>
      <table className={css.table}>
        <thead className={css.head}>
          <tr>
            <th scope="col" className={css.cell}>{labels.level}</th>
            <th scope="col" className={css.numeric}>{labels.turnover}</th>
            <th scope="col" className={css.numeric}>{labels.upgrade}</th>
            <th scope="col" className={css.numeric}>{labels.monthly}</th>
            <th scope="col" className={css.numeric}>{labels.birthday}</th>
            <th scope="col" className={css.numeric}>{labels.rebate}</th>
            <th scope="col" className={css.numeric}>{labels.withdrawals}</th>
            <th scope="col" className={css.cell}>{labels.service}</th>
          </tr>
        </thead>
        <tbody className={css.body}>
          {overview.levels.map((level) => (
            <tr key={level.rankLevel} className={`${css.row} ${level.rankLevel === current ? css.highlight : ""}`} data-level={level.name} aria-current={level.rankLevel === current ? "true" : undefined}>
              <th scope="row" className={css.cell} data-label={labels.level}>
                {level.name}
                {level.rankLevel === current ? ` (${t`your level`})` : ""}
              </th>
              <td className={css.numeric} data-label={labels.turnover}>{money(level.monthlyTurnover)}</td>
              <td className={css.numeric} data-label={labels.upgrade}>{money(level.upgradeBonus)}</td>
              <td className={css.numeric} data-label={labels.monthly}>{money(level.monthlyBonus)}</td>
              <td className={css.numeric} data-label={labels.birthday}>{money(level.birthdayBonus)}</td>
              <td className={css.numeric} data-label={labels.rebate}>{`${i18n.number(Number(level.rebatePercent), { minimumFractionDigits: 2 })}%`}</td>
              <td className={css.numeric} data-label={labels.withdrawals}>{i18n.number(level.dailyWithdrawals)}</td>
              <td className={css.cell} data-label={labels.service}>{level.vipService ? t`Yes` : t`No`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
