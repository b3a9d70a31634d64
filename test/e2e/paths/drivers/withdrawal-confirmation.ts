import type { WithdrawalConfirmationContext } from "../../../../machines/withdrawal-confirmation/withdrawal-confirmation.machine.ts";
import { PAYOUT_POLL_MS, type AnswerOutcome, type Payout, type ProofImage } from "../../../../machines/withdrawal-confirmation/withdrawal-confirmation.types.ts";
import type { Withdrawal } from "../../../../machines/withdraw/withdraw.types.ts";
import { allEndpoints as endpoints } from "../../../../src/api/all-endpoints.ts";
import { NotInBrowser, type Answer, type Check, type Op, type Target } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";

const WITHDRAWALS = endpoints.withdrawals.path;
const PAYOUTS = endpoints.paymentConfirmations.path;
const C2C = endpoints.processC2c.path;
/** The demo member of the sandbox (src/sandbox/seed/members.ts). */
const DEMO = { username: "demo", password: "Demo1234" };
/** The currency symbol of the shipped public/config.json. */
const SYMBOL = "P";

const TITLES = {
  asking: "Confirm your withdrawal payment",
  proof: "Payment not received",
  confirmed: "Payment confirmed",
  inReview: "Proof sent",
  autoReceived: "Payment counted as received",
  forced: "Payment settled by the platform",
} as const;
const OUTCOME_TEXT = {
  confirmed: "The payment is confirmed as received.",
  inReview: "Your proof was sent. The payment is under review.",
  autoReceived: "The time to answer has run out: this payment counts as received.",
  forced: "The platform settled this payment as received. The deposit is not refunded.",
} as const;

const dialogNamed = (name: string): Target => ({ role: "dialog", name });
const asking = dialogNamed(TITLES.asking);
const proofDialog = dialogNamed(TITLES.proof);
const notice: Target = { testId: "payouts-check-failed" };
const memberBar: Target = { testId: "member-bar" };
const loginDialog = dialogNamed("Log in");
const header: Target = { role: "form", name: "Log in", within: { role: "banner" } };
const proofField: Target = { label: "Proof image (png or jpg, at most 5 MB)", within: proofDialog };
const sendButton: Target = { role: "button", name: /^(Send proof|Try again|Sending…)$/, within: proofDialog };

/** The platform's wire form of the model's data (src/api/cashier-schemas.ts): major units, upper-case states. */
const major = (minor: number) => (minor / 100).toFixed(2);
const WIRE_STATUS: Record<Withdrawal["status"], string> = { pending: "PENDING", paying: "PAYING", inReview: "IN_REVIEW", completed: "COMPLETED", rejected: "REJECTED" };
const WIRE_OUTCOME: Record<AnswerOutcome, string> = { confirmed: "CONFIRMED", inReview: "IN_REVIEW", forced: "FORCED" };
const withdrawalList = (withdrawals: readonly Withdrawal[]): Answer => ({
  json: { success: true, value: { list: withdrawals.map((w) => ({ ...w, amount: major(w.amount), received: major(w.received), status: WIRE_STATUS[w.status] })) } },
});
const payoutList = (payouts: readonly Payout[]): Answer => ({
  json: {
    success: true,
    value: {
      autoConfirmMinutes: 30,
      list: payouts.map((p) => ({ payoutId: p.id, withdrawalId: p.withdrawalId, amount: major(p.amount), received: major(p.received), remaining: major(p.remaining), secondsLeft: p.secondsLeft, status: p.status === "waiting" ? "WAITING" : "FORCED" })),
    },
  },
});
const outcome = (o: AnswerOutcome): Answer => ({ json: { success: true, value: { outcome: WIRE_OUTCOME[o] } } });
const networkDown: Answer = { abort: true };
const sessionEnded: Answer = { json: { success: false, message: "login.not.session" }, status: 401 };

/** An amount as the dialog writes it in English. */
const money = (minor: number) => `${SYMBOL} ${new Intl.NumberFormat("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)}`;

/** The held call that is with the platform in a state (the one a 401 can answer), if any. */
function callOf(value: unknown): string | null {
  const state = JSON.stringify(value);
  if (state === '"checkingWithdrawals"') return WITHDRAWALS;
  if (state === '"checking"') return PAYOUTS;
  if (state === '{"open":"answering"}' || state === '{"open":{"proof":"sending"}}') return C2C;
  return null;
}

const logInWith = (form: Target): Op[] => [
  { do: "fill", target: { label: /^Username/, within: form }, value: DEMO.username },
  { do: "fill", target: { label: /^Password/, within: form }, value: DEMO.password },
  { do: "click", target: { role: "button", name: "Log in", within: form } },
];

/**
 * Whether the site has a payout check of its own with the platform that the model has not taken yet: the check the
 * site runs after a login (or when a reload resumes the session) is the path's next "the site checks for payouts".
 * Set by the path's start and every new login, used up by that check or by an answer that settles it; the plan is
 * built step by step in order, so this follows the path.
 */
let checkPending = false;

/**
 * Withdrawal confirmation in the browser: the demo member is logged in (the platform's own login call, the token in
 * the tab's sessionStorage), so the site checks for payouts as it loads. The withdrawals, payouts and answer calls
 * are held and answered as each step says, in the platform's wire form of the sample's data (the sandbox's cashier
 * only pays a withdrawal out when its control page says so); the rest of the page (session, member, balance) is the
 * sandbox's. The minute's poll and the platform's minutes to answer pass on the page's own clock. A new check runs
 * after a login or a reload; the session ends by a 401 on the call that is with the platform, or by signing out.
 */
export const withdrawalConfirmationDriver: BrowserDriver = {
  machineId: "withdrawalConfirmation",

  start() {
    checkPending = true;
    return { lang: "en", member: DEMO, clock: true, hold: [WITHDRAWALS, PAYOUTS, C2C], url: "/vip", ready: [{ see: memberBar }] };
  },

  perform(event, before): Op[] {
    const context = before.context as unknown as WithdrawalConfirmationContext;
    const state = JSON.stringify(before.value);
    switch (event.type) {
      case "payouts.check":
        if (state === '"idle"' && checkPending) {
          checkPending = false;
          return [{ do: "wait", why: "the site checks for payouts after the login: that check is already with the platform" }];
        }
        if (state === '"idle"' || state === '"polling"' || state === '"checkFailed"') return [{ do: "reload" }];
        return [{ do: "nothing", why: "a check while one runs or a payout is shown changes nothing" }];
      case "xstate.done.actor.fetchWithdrawals":
        return [{ do: "answer", path: WITHDRAWALS, answer: withdrawalList(event.output as Withdrawal[]) }];
      case "xstate.error.actor.fetchWithdrawals":
        return [{ do: "answer", path: WITHDRAWALS, answer: networkDown }];
      case "xstate.done.actor.fetchPayouts":
        return [{ do: "answer", path: PAYOUTS, answer: payoutList(event.output as Payout[]) }];
      case "xstate.error.actor.fetchPayouts":
        return [{ do: "answer", path: PAYOUTS, answer: networkDown }];
      case "xstate.done.actor.submitAnswer":
      case "xstate.done.actor.submitProof":
        return [{ do: "answer", path: C2C, answer: outcome(event.output as AnswerOutcome) }];
      case "xstate.error.actor.submitAnswer":
      case "xstate.error.actor.submitProof":
        return [{ do: "answer", path: C2C, answer: networkDown }];
      case "xstate.after.payoutPoll.withdrawalConfirmation.polling":
        return [{ do: "time", ms: PAYOUT_POLL_MS }];
      case "xstate.after.autoConfirm.withdrawalConfirmation.open":
        return [{ do: "time", ms: context.current!.secondsLeft * 1000 }];
      case "check.retry":
        return [{ do: "click", target: { role: "button", name: "Try again", within: notice } }];
      case "check.dismissed":
        return [{ do: "click", target: { role: "button", name: "Dismiss", within: notice } }];
      case "payout.received":
        return [{ do: "click", target: { role: "button", name: /^Received$/, within: asking } }];
      case "payout.allReceived":
        return [{ do: "click", target: { role: "button", name: "All received", within: asking } }];
      case "payout.notReceived":
        return [{ do: "click", target: { role: "button", name: "Not received", within: asking } }];
      case "proof.selected": {
        const proof = event.proof as ProofImage;
        return [{ do: "upload", target: proofField, file: { name: proof.name, mimeType: proof.type, size: proof.size } }];
      }
      case "proof.submitted":
        return [{ do: "click", target: { role: "button", name: /^(Send proof|Try again)$/, within: proofDialog } }];
      case "proof.cancelled":
        return [{ do: "click", target: { role: "button", name: "Back", within: proofDialog } }];
      case "outcome.acknowledged": {
        const settled = (before.value as { settled: keyof typeof TITLES }).settled;
        return [{ do: "click", target: { role: "button", name: "OK", within: dialogNamed(TITLES[settled]) } }];
      }
      case "dialog.closed": {
        const open = (before.value as { open?: unknown }).open;
        if (open === undefined) return [{ do: "nothing", why: "no payout dialog with a Close button is open (an outcome's Close acknowledges it)" }];
        // The dialog's corner Close button.
        return [{ do: "click", target: { role: "button", name: "Close", nth: 0, within: typeof open === "string" ? asking : proofDialog } }];
      }
      case "session.ended":
        return endSession(before);
    }
    throw new Error(`the withdrawal-confirmation driver cannot perform ${event.type}`);
  },

  screen({ value, context: raw }: ModelState): Check[] {
    const context = raw as unknown as WithdrawalConfirmationContext;
    const state = JSON.stringify(value);
    const noDialog = (except?: string): Check[] => Object.values(TITLES).filter((t) => t !== except).map((title): Check => ({ notSee: dialogNamed(title) }));
    switch (state) {
      case '"idle"':
      case '"checkingWithdrawals"':
      case '"checking"':
      case '"polling"':
        return [{ see: memberBar }, { notSee: loginDialog }, { notSee: notice }, ...noDialog()];
      case '"checkFailed"':
        return [{ see: notice, text: "Your withdrawal payments could not be checked." }, { see: { role: "button", name: "Try again", within: notice } }, ...noDialog()];
    }
    const payout = context.current!;
    const figures: Check[] = [
      { see: { testId: "payout-figures", within: { role: "dialog" } }, text: `Received in this payment${money(payout.amount)}Received so far${money(payout.received)}Still to come${money(payout.remaining)}` },
    ];
    if (state === '{"open":"asking"}' || state === '{"open":"answering"}') {
      const pressed = state === '{"open":"answering"}' ? context.answer : null;
      const failure: Check = context.failure ? { see: { text: /^Your answer was not taken:/, within: asking } } : { notSee: { text: /^Your answer was not taken:/, within: asking } };
      return [
        { see: asking },
        ...figures,
        { see: { role: "timer", within: asking }, text: /^\d+:\d\d$/ },
        { attribute: "aria-busy", of: { role: "button", name: /^Received$/, within: asking }, is: pressed === "received" ? "true" : null },
        { attribute: "aria-busy", of: { role: "button", name: "All received", within: asking }, is: pressed === "allReceived" ? "true" : null },
        failure,
        ...noDialog(TITLES.asking),
      ];
    }
    const proof = /^\{"open":\{"proof":"(\w+)"\}\}$/.exec(state)?.[1];
    if (proof) {
      const problem = context.proofProblem === "proof.type" ? "This file is not a png or jpg image. Choose a png or jpg." : context.proofProblem === "proof.size" ? "This image is larger than 5 MB. Choose a smaller one." : null;
      return [
        { see: proofDialog },
        ...figures,
        proof === "choosing" ? { notSee: { testId: "proof-preview", within: proofDialog } } : { see: { testId: "proof-preview", within: proofDialog } },
        { attribute: "aria-disabled", of: sendButton, is: proof === "previewing" ? null : "true" },
        { attribute: "aria-busy", of: sendButton, is: proof === "sending" ? "true" : null },
        problem ? { see: { text: problem, within: proofDialog } } : { attribute: "aria-invalid", of: proofField, is: null },
        ...(context.failure && proof === "previewing" ? [{ see: { text: /^The proof was not sent:/, within: proofDialog } } as Check] : []),
        ...noDialog(TITLES.proof),
      ];
    }
    const settled = (value as { settled?: keyof typeof OUTCOME_TEXT }).settled;
    if (settled) {
      return [{ see: { testId: "payout-outcome", within: dialogNamed(TITLES[settled]) }, text: OUTCOME_TEXT[settled] }, { attribute: "data-outcome", of: { testId: "payout-outcome" }, is: settled }, ...noDialog(TITLES[settled])];
    }
    throw new Error(`no screen check for ${state}`);
  },
};

/** Why a session cannot end in the browser while a payout dialog is open (the specs list these paths with it). */
export const dialogOpenReason = (state: string): string =>
  `the session ends while a payout dialog is open (${state}): the modal dialog puts the sign-out out of reach, and no platform call is on its way for a 401 to answer until the player answers`;

/** The session ends for real and the player logs in again (the new login's check is the next one the path takes). */
function endSession(before: ModelState): Op[] {
  const state = JSON.stringify(before.value);
  const call = state === '"idle"' && checkPending ? WITHDRAWALS : callOf(before.value);
  checkPending = true;
  // A 401 on the call with the platform ends the session and opens the login popup.
  if (call) return [{ do: "answer", path: call, answer: sessionEnded }, ...logInWith({ role: "form", name: "Log in", within: loginDialog })];
  if (state === '"idle"' || state === '"polling"' || state === '"checkFailed"') {
    return [
      { do: "click", target: { role: "button", name: "Sign out", within: memberBar } },
      { do: "click", target: { role: "button", name: "Confirm", within: { role: "alertdialog", name: "Sign out" } } },
      ...logInWith(header),
    ];
  }
  throw new NotInBrowser(dialogOpenReason(state));
}
