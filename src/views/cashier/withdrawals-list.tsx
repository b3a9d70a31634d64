import { useEffect, useMemo, useRef } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { WithdrawalStatus } from "../../../machines/withdraw/withdraw.types.ts";
import * as buttons from "../../components/button/button.css.ts";
import type { CashierMachines } from "../../app/services.tsx";
import { useMoney } from "./use-cashier.ts";
import * as css from "./cashier.css.ts";

/**
 * "My withdrawals" (machines/withdrawals; SITE-22): the member's withdrawal orders, newest first, with what each has
 * received. `version` changes when a withdrawal was made on the page: the list is read again. `onConfirm` opens the
 * withdrawal confirmation for a row whose payout waits (SITE-19).
 */
export function WithdrawalsList({ machines, version, onConfirm }: { machines: CashierMachines; version: number; onConfirm?: () => void }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const confirm = useRef(onConfirm);
  confirm.current = onConfirm;
  // Sent after this step: another actor's transition must not run inside this machine's action.
  const machine = useMemo(() => machines.withdrawals.provide({ actions: { openConfirmation: () => queueMicrotask(() => confirm.current?.()) } }), [machines]);
  const ref = useActorRef(machine);
  const seen = useRef(version);
  useEffect(() => {
    if (version !== seen.current) ref.send({ type: "withdrawals.refresh" });
    seen.current = version;
  }, [version, ref]);
  const snapshot = useSelector(ref, (s) => s);
  const { list } = snapshot.context;
  const statusName: Record<WithdrawalStatus, string> = {
    pending: t`Waiting for payout`,
    paying: t`Being paid out`,
    inReview: t`Proof in review`,
    completed: t`Completed`,
    rejected: t`Rejected`,
  };
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "short" });
  return (
    <section className={css.page} aria-labelledby="withdrawals-title" data-state={JSON.stringify(snapshot.value)}>
      <h4 id="withdrawals-title">{t`My withdrawals`}</h4>
      {snapshot.matches("failed") ? (
        <div role="alert" className={css.note}>
          <p>{t`Your withdrawals could not be loaded.`}</p>
          <button type="button" className={buttons.button} onClick={() => ref.send({ type: "withdrawals.retry" })}>
            {t`Try again`}
          </button>
        </div>
      ) : list === null ? (
        <p className={css.muted} role="status">
          {t`Loading…`}
        </p>
      ) : list.length === 0 ? (
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
            {list.map((w) => (
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
                      <button type="button" className={`${buttons.button} ${css.copy}`} onClick={() => ref.send({ type: "withdrawal.confirm", withdrawalId: w.withdrawalId })}>
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
      {list !== null && !snapshot.matches("failed") ? (
        <div className={css.actions}>
          <button type="button" className={buttons.button} onClick={() => ref.send({ type: "withdrawals.refresh" })}>
            {t`Refresh`}
          </button>
        </div>
      ) : null}
    </section>
  );
}
