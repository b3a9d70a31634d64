import { useMemo } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { RewardMachines } from "../../app/services.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { categoryNames } from "../../i18n/messages.ts";
import { cashierFailure } from "../cashier/cashier-messages.ts";
import { useBalanceRefresh, useMoney } from "../cashier/use-cashier.ts";
import { useBadgesRefresh } from "./badge.tsx";
import * as css from "./rewards.css.ts";

type Kind = "rewards" | "cashback";

/**
 * The claim list (machines/claim) of the reward centre or cashback: what can be claimed with a Claim button each,
 * then the claimed history. A credited claim reads the balance and the header's counts again.
 */
export function ClaimList({ machines, kind }: { machines: RewardMachines; kind: Kind }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const refreshBalance = useBalanceRefresh();
  const refreshBadges = useBadgesRefresh();
  const machine = useMemo(
    () =>
      machines[kind].provide({
        actions: {
          announceClaimed: () => {
            refreshBalance();
            refreshBadges();
          },
        },
      }),
    [machines, kind, refreshBalance, refreshBadges],
  );
  const ref = useActorRef(machine);
  const snapshot = useSelector(ref, (s) => s);
  const { book, claimed, claimFailure, claimingId } = snapshot.context;
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium" });
  const nameOf = (name: string, category: string) =>
    kind === "cashback" && category in categoryNames ? i18n._(categoryNames[category as keyof typeof categoryNames]) : name;
  if (snapshot.matches("failed")) {
    return (
      <div role="alert" className={css.note}>
        <p>
          {kind === "rewards" ? t`Your rewards could not be loaded.` : t`Your cashback could not be loaded.`}{" "}
          {snapshot.context.failure ? cashierFailure(i18n, snapshot.context.failure) : null}
        </p>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "claims.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (book === null) {
    return (
      <p className={css.muted} role="status">
        {t`Loading…`}
      </p>
    );
  }
  const totalClaimable = book.claimable.reduce((sum, c) => sum + c.amount, 0);
  return (
    <div className={css.page} data-state={JSON.stringify(snapshot.value)}>
      <p role="status" className={css.success}>
        {claimed ? t`${money(claimed.amount)} was added to your balance.` : ""}
      </p>
      <section aria-labelledby={`${kind}-claimable`} className={css.page}>
        <h4 id={`${kind}-claimable`} className={css.sectionTitle}>
          {kind === "rewards" ? t`Ready to claim` : t`Cashback to claim`}
        </h4>
        {book.claimable.length === 0 ? (
          <p className={css.muted}>{kind === "rewards" ? t`You have no rewards to claim right now.` : t`You have no cashback to claim right now.`}</p>
        ) : (
          <>
            {kind === "cashback" ? <p className={css.total}>{t`Total: ${money(totalClaimable)}`}</p> : null}
            <table className={css.table} data-testid={`${kind}-claimable`}>
              <thead>
                <tr>
                  <th scope="col" className={css.cell}>{kind === "rewards" ? t`Reward` : t`Game category`}</th>
                  {kind === "cashback" ? <th scope="col" className={css.numeric}>{t`Valid bets`}</th> : <th scope="col" className={css.cell}>{t`Expires`}</th>}
                  <th scope="col" className={css.numeric}>{t`Amount`}</th>
                  <th scope="col" className={css.cell}>
                    <span className={css.muted}>{t`Action`}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {book.claimable.map((c) => {
                  const name = nameOf(c.name, c.category);
                  const busy = claimingId === c.claimId;
                  return (
                    <tr key={c.claimId} data-claim={c.claimId}>
                      <td className={css.cell} data-label={kind === "rewards" ? t`Reward` : t`Game category`}>
                        {name}
                      </td>
                      {kind === "cashback" ? (
                        <td className={css.numeric} data-label={t`Valid bets`}>
                          {c.validBet === null ? "—" : money(c.validBet)}
                        </td>
                      ) : (
                        <td className={css.cell} data-label={t`Expires`}>
                          {c.expiresAt === null ? t`Never` : date.format(c.expiresAt)}
                        </td>
                      )}
                      <td className={css.numeric} data-label={t`Amount`}>
                        <span className={css.amount}>{money(c.amount)}</span>
                      </td>
                      <td className={css.cell}>
                        <button
                          type="button"
                          className={`${buttons.button} ${buttons.primary}`}
                          aria-label={t`Claim ${name} (${money(c.amount)})`}
                          aria-disabled={!snapshot.matches("ready") || undefined}
                          onClick={() => ref.send({ type: "claim.requested", claimId: c.claimId })}
                        >
                          {busy ? t`Claiming…` : t`Claim`}
                        </button>
                        {claimFailure?.claimId === c.claimId ? (
                          <p role="alert" className={css.danger}>
                            {cashierFailure(i18n, claimFailure.failure)}
                          </p>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </>
        )}
      </section>
      <section aria-labelledby={`${kind}-history`} className={css.page}>
        <h4 id={`${kind}-history`} className={css.sectionTitle}>
          {t`Claimed`}
        </h4>
        {book.history.length === 0 ? (
          <p className={css.muted}>{t`Nothing claimed yet.`}</p>
        ) : (
          <table className={css.table} data-testid={`${kind}-history`}>
            <thead>
              <tr>
                <th scope="col" className={css.cell}>{t`Date`}</th>
                <th scope="col" className={css.cell}>{kind === "rewards" ? t`Reward` : t`Game category`}</th>
                <th scope="col" className={css.numeric}>{t`Amount`}</th>
              </tr>
            </thead>
            <tbody>
              {book.history.map((h) => (
                <tr key={h.recordId}>
                  <td className={css.cell} data-label={t`Date`}>
                    {date.format(h.claimedAt)}
                  </td>
                  <td className={css.cell} data-label={kind === "rewards" ? t`Reward` : t`Game category`}>
                    {nameOf(h.name, h.category)}
                  </td>
                  <td className={css.numeric} data-label={t`Amount`}>
                    {money(h.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className={css.actions}>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "claims.refresh" })}>
          {t`Refresh`}
        </button>
      </div>
    </div>
  );
}
