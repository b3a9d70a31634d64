import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Withdrawal, WithdrawalStatus } from "../../../machines/withdraw/withdraw.types.ts";
import * as buttons from "../../components/button/button.css.ts";
import type { CashierMachines } from "../../app/services.tsx";
import { useMoney } from "./use-cashier.ts";
import * as css from "./cashier.css.ts";

type ListState = { kind: "loading" } | { kind: "failed" } | { kind: "shown"; list: Withdrawal[] };

/** "My withdrawals": the member's withdrawal orders, newest first, with what each has received (issue 27 item 4). */
export function WithdrawalsList({ machines, version, onConfirm }: { machines: CashierMachines; version: number; onConfirm?: (withdrawal: Withdrawal) => void }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListState>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.kind === "shown" ? previous : { kind: "loading" }));
    machines.fetchWithdrawals(controller.signal).then(
      (list) => setState({ kind: "shown", list }),
      () => {
        if (!controller.signal.aborted) setState({ kind: "failed" });
      },
    );
    return () => controller.abort();
  }, [machines, version, attempt]);
  const statusName: Record<WithdrawalStatus, string> = {
    pending: t`Waiting for payout`,
    paying: t`Being paid out`,
    inReview: t`Proof in review`,
    completed: t`Completed`,
    rejected: t`Rejected`,
  };
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "short" });
  return (
    <section className={css.page} aria-labelledby="withdrawals-title">
      <h4 id="withdrawals-title">{t`My withdrawals`}</h4>
      {state.kind === "loading" ? (
        <p className={css.muted} role="status">
          {t`Loading…`}
        </p>
      ) : state.kind === "failed" ? (
        <div role="alert" className={css.note}>
          <p>{t`Your withdrawals could not be loaded.`}</p>
          <button type="button" className={buttons.button} onClick={() => setAttempt((n) => n + 1)}>
            {t`Try again`}
          </button>
        </div>
      ) : state.list.length === 0 ? (
        <p className={css.muted}>{t`No withdrawals yet.`}</p>
      ) : (
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col" className={css.cell}>{t`Date`}</th>
              <th scope="col" className={css.cell}>{t`Order`}</th>
              <th scope="col" className={css.numeric}>{t`Amount`}</th>
              <th scope="col" className={css.numeric}>{t`Received`}</th>
              <th scope="col" className={css.cell}>{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {state.list.map((w) => (
              <tr key={w.withdrawalId} data-withdrawal={w.withdrawalId}>
                <td className={css.cell}>{when.format(w.createdAt)}</td>
                <td className={css.cell}>{w.withdrawalId}</td>
                <td className={css.numeric}>{money(w.amount)}</td>
                <td className={css.numeric}>{money(w.received)}</td>
                <td className={css.cell}>
                  {statusName[w.status]}
                  {w.awaitingConfirmation && onConfirm ? (
                    <>
                      {" "}
                      <button type="button" className={`${buttons.button} ${css.copy}`} onClick={() => onConfirm(w)}>
                        {t`Confirm receipt`}
                      </button>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {state.kind === "shown" ? (
        <div className={css.actions}>
          <button type="button" className={buttons.button} onClick={() => setAttempt((n) => n + 1)}>
            {t`Refresh`}
          </button>
        </div>
      ) : null}
    </section>
  );
}
