import { useMemo, useState, type FormEvent } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { sourceBalance, vendorTotal, walletRequest, type walletMachine } from "../../../machines/wallet/wallet.machine.ts";
import type { WalletMove, Wallets } from "../../../machines/wallet/wallet.types.ts";
import * as buttons from "../../components/button/button.css.ts";
import type { CashierMachines } from "../../app/services.tsx";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useSession } from "../auth/use-auth.ts";
import { amountMessage } from "./cashier-messages.ts";
import { decimalSeparatorOf, newRequestPrefix } from "./money.ts";
import { useBalanceRefresh, useCashierMachines, useMoney, useSessionResumed } from "./use-cashier.ts";
import { AllButton, AmountField, CashierLoad, ContinueActions, ReviewPanel } from "./cashier-parts.tsx";
import * as css from "./cashier.css.ts";
import { visuallyHidden } from "../layout/layout.css.ts";

type WalletRef = ActorRefFrom<typeof walletMachine>;
type WalletSnapshot = SnapshotFrom<typeof walletMachine>;

/** The member centre's "My wallet" page (issue 27 item 2): the balance, or the main and vendor wallets with transfers. */
export default function WalletPage() {
  const { machines, failed, retry } = useCashierMachines();
  return machines ? <Wallet machines={machines} /> : <PageLoadState failed={failed} retry={retry} />;
}

function Wallet({ machines }: { machines: CashierMachines }) {
  const { i18n } = useLingui();
  const refreshBalance = useBalanceRefresh();
  const transfersEnabled = useSession((s) => s.context.modules.FUNDTRANS3 === true);
  const machine = useMemo(() => machines.wallet.provide({ actions: { balanceChanged: () => refreshBalance() } }), [machines, refreshBalance]);
  const [input] = useState(() => ({ decimalSeparator: decimalSeparatorOf(i18n.locale), requestPrefix: newRequestPrefix("wal"), transfersEnabled }));
  const ref = useActorRef(machine, { input });
  useSessionResumed(ref.send);
  const snapshot = useSelector(ref, (s) => s);
  return (
    <div className={css.page} data-state={JSON.stringify(snapshot.value)}>
      <WalletStep snapshot={snapshot} send={ref.send} />
    </div>
  );
}

function WalletStep({ snapshot, send }: { snapshot: WalletSnapshot; send: WalletRef["send"] }) {
  const { t } = useLingui();
  const money = useMoney();
  const { context } = snapshot;
  if (snapshot.matches("loading") || snapshot.matches("loadFailed")) {
    return <CashierLoad failed={snapshot.matches("loadFailed")} failure={context.failure} onRetry={() => send({ type: "wallets.retry" })} />;
  }
  const wallets = context.wallets!;
  if (snapshot.matches("single")) {
    return (
      // No name of its own: the member centre's section around it is the page's "My wallet" landmark.
      <section className={css.page}>
        <dl className={css.summary}>
          <dt className={css.term}>{t`Balance`}</dt>
          <dd className={`${css.value} ${css.amount}`} data-testid="wallet-balance">
            {money(wallets.main)}
          </dd>
        </dl>
        <p className={css.muted}>{t`Every game plays from this one balance, so there is nothing to transfer between wallets.`}</p>
        <div className={css.actions}>
          <button type="button" className={buttons.button} onClick={() => send({ type: "wallets.refresh" })}>
            {t`Refresh`}
          </button>
        </div>
      </section>
    );
  }
  return (
    <>
      <WalletTable snapshot={snapshot} send={send} />
      {snapshot.matches({ wallets: "editing" }) ? <TransferForm snapshot={snapshot} send={send} /> : null}
      {snapshot.matches({ wallets: "idle" }) || snapshot.matches({ wallets: "editing" }) ? null : <TransferReview snapshot={snapshot} send={send} />}
    </>
  );
}

const MAIN_WALLET = msg`Main wallet`;
const ALL_VENDOR_WALLETS = msg`All vendor wallets`;

/** Where a move takes money from and to, by wallet name. */
function moveEnds(i18n: I18n, wallets: Wallets, move: WalletMove): { from: string; to: string } {
  const main = i18n._(MAIN_WALLET);
  if (move.kind === "recall") return { from: i18n._(ALL_VENDOR_WALLETS), to: main };
  const vendor = wallets.vendors.find((w) => w.vendor === move.vendor)?.vendorName ?? move.vendor;
  return move.direction === "in" ? { from: main, to: vendor } : { from: vendor, to: main };
}

function WalletTable({ snapshot, send }: { snapshot: WalletSnapshot; send: WalletRef["send"] }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const { context } = snapshot;
  const wallets = context.wallets!;
  const transfers = context.transfersEnabled;
  const done = context.done;
  const ends = done ? moveEnds(i18n, wallets, done.move) : null;
  return (
    <section className={css.page} aria-labelledby="wallet-table-title">
      <h4 id="wallet-table-title">{t`Wallets`}</h4>
      {/* Empty, the live region stays in the page but takes no room (no blank row above the table). */}
      <p role="status" aria-live="polite" className={done ? css.note : visuallyHidden}>
        {done && ends ? (done.move.kind === "recall" ? t`${money(done.amount)} came back to the main wallet.` : t`${money(done.amount)} moved from ${ends.from} to ${ends.to}.`) : null}
      </p>
      <div className={css.tableScroll}>
      <table className={css.table}>
        <caption className={css.caption}>
          {transfers ? t`The main wallet and each game vendor's wallet. Move money into a vendor's wallet to play its games.` : t`The main wallet and each game vendor's wallet.`}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>
              {t`Wallet`}
            </th>
            <th scope="col" className={css.numeric}>
              {t`Balance`}
            </th>
            {transfers ? (
              <th scope="col" className={css.cell}>
                {t`Transfer`}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={css.cell}>
              {t`Main wallet`}
            </th>
            <td className={css.numeric} data-testid="wallet-main">
              {money(wallets.main)}
            </td>
            {transfers ? <td className={css.cell} /> : null}
          </tr>
          {wallets.vendors.map((w) => (
            <tr key={w.vendor}>
              <th scope="row" className={css.cell}>
                {w.vendorName}
              </th>
              <td className={css.numeric}>{money(w.balance)}</td>
              {transfers ? (
                <td className={css.cell}>
                  <div className={css.actions}>
                    <button
                      type="button"
                      className={`${buttons.button} ${css.copy}`}
                      aria-label={t`Transfer in to ${w.vendorName}`}
                      aria-disabled={!snapshot.can({ type: "transfer.started", vendor: w.vendor, direction: "in" })}
                      onClick={() => send({ type: "transfer.started", vendor: w.vendor, direction: "in" })}
                    >
                      {t`In`}
                    </button>
                    <button
                      type="button"
                      className={`${buttons.button} ${css.copy}`}
                      aria-label={t`Transfer out of ${w.vendorName}`}
                      aria-disabled={!snapshot.can({ type: "transfer.started", vendor: w.vendor, direction: "out" })}
                      onClick={() => send({ type: "transfer.started", vendor: w.vendor, direction: "out" })}
                    >
                      {t`Out`}
                    </button>
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      {wallets.vendors.length === 0 ? <p className={css.muted}>{t`There are no vendor wallets.`}</p> : null}
      <div className={css.actions}>
        {transfers ? (
          <button type="button" className={`${buttons.button} ${css.wrapping}`} aria-disabled={!snapshot.can({ type: "recall.started" })} onClick={() => send({ type: "recall.started" })}>
            {t`Recall everything to the main wallet`}
          </button>
        ) : null}
        <button type="button" className={buttons.button} aria-disabled={!snapshot.can({ type: "wallets.refresh" })} onClick={() => send({ type: "wallets.refresh" })}>
          {t`Refresh`}
        </button>
      </div>
    </section>
  );
}

function TransferForm({ snapshot, send }: { snapshot: WalletSnapshot; send: WalletRef["send"] }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const { context } = snapshot;
  const move = context.move;
  if (move?.kind !== "transfer") return null;
  const wallets = context.wallets!;
  const ends = moveEnds(i18n, wallets, move);
  const available = sourceBalance(wallets, move.vendor, move.direction);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "transfer.submitted" });
  };
  const error = context.amountError ? amountMessage(i18n, context.amountError, { minimum: money(1), maximum: money(available), available: money(available) }, "transfer") : undefined;
  return (
    <form className={css.page} onSubmit={submit} noValidate aria-labelledby="wallet-transfer-title">
      <h4 id="wallet-transfer-title">{t`Transfer from ${ends.from} to ${ends.to}`}</h4>
      <AmountField
        id="wallet-amount"
        value={context.amountText}
        onChange={(text) => send({ type: "amount.changed", text })}
        hint={t`${ends.from} holds ${money(available)}`}
        error={error}
        trailing={<AllButton onPress={() => send({ type: "transfer.allChosen" })} />}
      />
      <ContinueActions>
        <button type="button" className={buttons.button} onClick={() => send({ type: "transfer.cancelled" })}>
          {t`Cancel`}
        </button>
      </ContinueActions>
    </form>
  );
}

function TransferReview({ snapshot, send }: { snapshot: WalletSnapshot; send: WalletRef["send"] }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const { context } = snapshot;
  const move = context.move;
  if (!move) return null;
  const wallets = context.wallets!;
  const ends = moveEnds(i18n, wallets, move);
  const request = walletRequest(context);
  const amount = move.kind === "recall" ? vendorTotal(wallets) : (request?.amount ?? 0);
  return (
    <ReviewPanel
      id="wallet-review-title"
      title={move.kind === "recall" ? t`Recall everything to the main wallet?` : t`Check your transfer`}
      note={t`Nothing is moved until you confirm.`}
      sessionEnded={t`Your session ended. Log in again to continue with this transfer.`}
      confirmLabel={t`Confirm transfer`}
      snapshot={snapshot}
      within="wallets"
      send={send}
    >
      <dt className={css.term}>{t`From`}</dt>
      <dd className={css.value}>{ends.from}</dd>
      <dt className={css.term}>{t`To`}</dt>
      <dd className={css.value}>{ends.to}</dd>
      <dt className={css.term}>{t`Amount`}</dt>
      <dd className={`${css.value} ${css.amount}`}>{money(amount)}</dd>
    </ReviewPanel>
  );
}
