import type { WithdrawalsContext } from "../../../../machines/withdrawals/withdrawals.machine.ts";
import type { Withdrawal } from "../../../../machines/withdraw/withdraw.types.ts";
import { allEndpoints as endpoints } from "../../../../src/api/all-endpoints.ts";
import { formatMoney } from "../../../../src/views/cashier/money.ts";
import { wireWithdrawal } from "../../../drivers/withdraw-screen.ts";
import { WITHDRAWAL_STATUS, WITHDRAWALS_LABEL as L } from "../../../drivers/withdrawals-labels.ts";
import { escaped, type Answer, type Check, type Op, type Target } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";

const LIST = endpoints.withdrawals.path;
const PAYOUTS = endpoints.paymentConfirmations.path;
/** The demo member of the sandbox (src/sandbox/seed/members.ts) and its payment password. */
const DEMO = { username: "demo", password: "Demo1234" };
const DEMO_PAYMENT_PASSWORD = "135790";
/** The currency symbol of the shipped public/config.json. */
const SYMBOL = "P";

const section: Target = { role: "region", name: L.section };
const rowOf = (withdrawalId: string): Target => ({ css: `tbody tr[data-withdrawal="${withdrawalId}"]`, within: section });
const listAlert: Target = { role: "alert", within: section };
const memberBar: Target = { testId: "member-bar" };
/** The withdrawal confirmation's dialog and its notice of a failed check (that flow's own driver checks them). */
const payoutDialog: Target = { role: "dialog", name: "Confirm your withdrawal payment" };
const checkFailed: Target = { testId: "payouts-check-failed" };
/** The withdraw form above the list (en), used to make a withdrawal. */
const withdrawForm: Target = { role: "form", name: "Withdraw" };
const review: Target = { role: "region", name: "Check your withdrawal" };
const done: Target = { role: "region", name: "Withdrawal requested" };

const money = (minor: number) => formatMoney(minor, "en", SYMBOL);

const listed = (withdrawals: readonly Withdrawal[]): Answer => ({ json: { success: true, value: { list: withdrawals.map(wireWithdrawal) } } });
const networkDown: Answer = { abort: true };
/** One payout of `withdrawalId` waiting for the member's answer (the platform's wire form). */
const payoutWaiting = (withdrawalId: string): Answer => ({
  json: { success: true, value: { autoConfirmMinutes: 30, list: [{ payoutId: "P-1", withdrawalId, amount: "20.00", received: "30.00", remaining: "20.00", secondsLeft: 1800, status: "WAITING" }] } },
});
const OPEN: readonly Withdrawal["status"][] = ["pending", "paying", "inReview"];

/**
 * Whether the withdrawal confirmation's own read of the withdrawals is held with the list's (the player pressed
 * Confirm receipt, or made a withdrawal, while the list loads): the list's answer then answers both. Set and used up
 * step by step as the plan is built in order, like the withdrawal-confirmation driver's `checkPending`.
 */
let confirmationWaits = false;
/** Withdrawals the path has made on the page (the form then shows the done panel: New withdrawal opens it again). */
let withdrawalsMade = 0;

/**
 * The withdrawal confirmation's check, answered: its payout for `withdrawalId` opens the dialog (what Confirm receipt
 * shows a player), which the player closes, back to the list.
 */
const payoutShownAndClosed = (withdrawalId: string): Op[] => [
  { do: "answer", path: PAYOUTS, answer: payoutWaiting(withdrawalId) },
  { do: "click", target: { role: "button", name: "Close", nth: 0, within: payoutDialog } },
];

/** What follows for the withdrawal confirmation when its read of the withdrawals gets `withdrawals` (null: it failed). */
function confirmationAnswered(withdrawals: readonly Withdrawal[] | null): Op[] {
  // Its check failed: the player dismisses the notice.
  if (!withdrawals) return [{ do: "click", target: { role: "button", name: "Dismiss", within: checkFailed } }];
  const open = withdrawals.find((w) => OPEN.includes(w.status));
  // Nothing open: it stops there. An open one: it reads the payouts, and the one waiting opens the dialog.
  return open ? payoutShownAndClosed(open.withdrawalId) : [];
}

/** The list's read answered (and the withdrawal confirmation's, when it waits with it: same answer, whichever came first). */
function listAnswered(answer: Answer, withdrawals: readonly Withdrawal[] | null): Op[] {
  const waits = confirmationWaits;
  confirmationWaits = false;
  // Every held read gets the answer (`all`); when two wait, the first op takes whichever came first and the second the other.
  if (!waits) return [{ do: "answer", path: LIST, answer, all: true }];
  return [{ do: "answer", path: LIST, answer }, { do: "answer", path: LIST, answer, all: true }, ...confirmationAnswered(withdrawals)];
}

/** The player makes a withdrawal with the form above the list (the page then reads the list again). */
function makeWithdrawal(): Op[] {
  const again: Op[] = withdrawalsMade > 0 ? [{ do: "click", target: { role: "button", name: "New withdrawal", within: done } }] : [];
  withdrawalsMade += 1;
  return [
    ...again,
    { do: "fill", target: { label: /^Amount\s*\*?$/, within: withdrawForm }, value: "10" },
    { do: "fill", target: { label: /^Payment password\s*\*?$/, within: withdrawForm }, value: DEMO_PAYMENT_PASSWORD },
    { do: "click", target: { role: "button", name: "Continue", within: withdrawForm } },
    { do: "click", target: { role: "button", name: "Confirm withdrawal", within: review } },
  ];
}

/**
 * My withdrawals in the browser, under the withdraw page, for demo logged in (the platform's own login call, the
 * token in the tab's sessionStorage), in English. The list's read (`MCSFE_getWithdrawalList`) is held and answered
 * as each step says, in the platform's wire form of the sample's withdrawals, or failed at the network level. The
 * withdrawal confirmation reads the same list: after the login (the path starts on /vip, answers that check with no
 * withdrawal, then opens the withdraw page from the member bar, so the list's read is the only one held), and when the
 * player presses Confirm receipt — in the loaded list its read is answered at once and its payout (held too) opens
 * the dialog, which the player closes; while the list loads, its read waits behind the list's and the list's answer
 * answers both. A refresh while the list failed to load is the page's other cause: the player makes a withdrawal with
 * the form above (the sandbox's demo has a bank account and a payment password), which reads the list again (and runs
 * the confirmation's check). The rest of the page is the sandbox's.
 */
export const withdrawalsDriver: BrowserDriver = {
  machineId: "withdrawals",

  start() {
    confirmationWaits = false;
    withdrawalsMade = 0;
    return {
      lang: "en",
      member: DEMO,
      hold: [LIST, PAYOUTS],
      url: "/vip",
      then: [
        { do: "answer", path: LIST, answer: listed([]) },
        { do: "click", target: { role: "button", name: "Withdraw", within: memberBar } },
      ],
      ready: [{ see: section }],
    };
  },

  perform(event, before): Op[] {
    const context = before.context as unknown as WithdrawalsContext;
    const state = before.value as string;
    switch (event.type) {
      case "xstate.done.actor.fetchWithdrawals": {
        const withdrawals = event.output as Withdrawal[];
        return listAnswered(listed(withdrawals), withdrawals);
      }
      case "xstate.error.actor.fetchWithdrawals":
        return listAnswered(networkDown, null);
      case "withdrawals.retry":
        return [{ do: "click", target: { role: "button", name: L.tryAgain, within: listAlert } }];
      case "withdrawals.refresh":
        if (state === "failed") {
          // A failed load offers Try again, not Refresh: the refresh comes from a withdrawal made on the page, which
          // also runs the withdrawal confirmation's check.
          confirmationWaits = true;
          return makeWithdrawal();
        }
        return [{ do: "click", target: { role: "button", name: L.refresh, within: section } }];
      case "withdrawal.confirm": {
        const withdrawalId = String(event.withdrawalId);
        const row = context.list?.find((w) => w.withdrawalId === withdrawalId);
        if (!row?.awaitingConfirmation || state === "failed") return [{ do: "nothing", why: `the list shows no Confirm receipt on ${withdrawalId}` }];
        const press: Op = { do: "click", target: { role: "button", name: L.confirm, within: rowOf(withdrawalId) } };
        if (state === "loading") {
          // The confirmation's read waits behind the list's (a second press while it checks changes nothing).
          confirmationWaits = true;
          return [press];
        }
        // The withdrawal confirmation checks now: its read of the withdrawals is the one held.
        return [press, { do: "answer", path: LIST, answer: listed(context.list!), all: true }, ...confirmationAnswered(context.list)];
      }
    }
    throw new Error(`the withdrawals driver cannot perform ${event.type}`);
  },

  screen({ value, context: raw }: ModelState): Check[] {
    const context = raw as unknown as WithdrawalsContext;
    const state = value as string;
    const checks: Check[] = [{ attribute: "data-state", of: section, is: JSON.stringify(value) }, { notSee: payoutDialog }, { notSee: checkFailed }];
    if (state === "failed") {
      return [
        ...checks,
        { see: listAlert, text: L.failed },
        { see: { role: "button", name: L.tryAgain, within: listAlert } },
        { notSee: { css: "table", within: section } },
        { notSee: { role: "button", name: L.refresh, within: section } },
      ];
    }
    checks.push({ notSee: listAlert });
    const { list } = context;
    if (list === null) return [...checks, { see: { role: "status", within: section }, text: L.loading }];
    // The list (kept on screen while it is read again): one row per withdrawal, newest first, with what it received,
    // its status and, on a row whose payout waits, Confirm receipt.
    checks.push({ see: { role: "button", name: L.refresh, within: section } });
    if (list.length === 0) return [...checks, { see: section, text: L.empty }, { notSee: { css: "table", within: section } }];
    list.forEach((w, index) => {
      const row = rowOf(w.withdrawalId);
      checks.push(
        { attribute: "data-withdrawal", of: { css: "tbody tr", nth: index, within: section }, is: w.withdrawalId },
        { see: row, text: new RegExp(`${escaped(w.withdrawalId)}${escaped(money(w.amount))}${escaped(money(w.received))}${escaped(WITHDRAWAL_STATUS[w.status])}`) },
        w.awaitingConfirmation ? { see: { role: "button", name: L.confirm, within: row } } : { notSee: { role: "button", name: L.confirm, within: row } },
      );
    });
    return [...checks, { notSee: { css: "tbody tr", nth: list.length, within: section } }];
  },
};
