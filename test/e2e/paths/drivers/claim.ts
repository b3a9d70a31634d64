import type { ClaimContext } from "../../../../machines/claim/claim.machine.ts";
import type { ClaimBook, ClaimDone } from "../../../../machines/claim/claim.types.ts";
import { allEndpoints as endpoints } from "../../../../src/api/all-endpoints.ts";
import { formatMoney } from "../../../../src/views/cashier/money.ts";
import { CLAIM_LABEL as L } from "../../../drivers/claim-labels.ts";
import { toMajor, wireClaimBook } from "../../../drivers/wire.ts";
import { escaped, type Answer, type Check, type Op, type Target } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";

const BOOK = endpoints.rewardBook.path;
const CLAIM = endpoints.rewardClaim.path;
/** The demo member of the sandbox (src/sandbox/seed/members.ts). */
const DEMO = { username: "demo", password: "Demo1234" };
/** The currency symbol of the shipped public/config.json. */
const SYMBOL = "P";
const money = (minor: number) => formatMoney(minor, "en", SYMBOL);

/** The member centre's Reward centre page, and in it the claim list (its state on `data-state`). */
const page: Target = { role: "region", name: L.page };
const list: Target = { css: "div[data-state]", within: page };
const claimable: Target = { css: '[data-testid="rewards-claimable"] tbody tr', within: page };
const history: Target = { css: '[data-testid="rewards-history"] tbody tr', within: page };
const loadAlert: Target = { role: "alert", within: page };
const rowOf = (claimId: string): Target => ({ css: `tr[data-claim="${claimId}"]`, within: page });
const claimButton = (item: { name: string; amount: number }): Target => ({ role: "button", name: L.claimButton(item.name, money(item.amount)), within: page });

const listed = (book: ClaimBook): Answer => ({ json: { success: true, value: wireClaimBook(book) } });
const credited = (done: ClaimDone): Answer => ({ json: { success: true, value: { claimId: done.claimId, amount: toMajor(done.amount) } } });
const refused = (message: string): Answer => ({ json: { success: false, message } });
const networkDown: Answer = { abort: true };

/**
 * Whether the header's Rewards badge reads the same list with the claim list's next read (a credited claim asks for
 * both at once): that answer then answers both. Set and used up step by step as the plan is built in order.
 */
let badgeReads = false;

/**
 * The reward centre's claim list in the browser, for demo logged in (the platform's own login call, the token in the
 * tab's sessionStorage), in English. The list's read (`MCS2_getPromotionClaimList`) and the claim
 * (`MCSFE_getClaimPromotion`) are held and answered as each step says: the sample's book or credit in the platform's
 * wire form, a refusal with the sample's message, or a network failure. The header's Rewards badge reads the same
 * list: after the login (the path starts on /vip, lets the sandbox answer that read, then opens the reward centre
 * from the header's Rewards, so the list's read is the only one held), every minute, and when a claim is credited —
 * then the list's answer answers both reads, whichever came first. The rest of the page is the sandbox's.
 */
export const claimDriver: BrowserDriver = {
  machineId: "claim",

  start() {
    badgeReads = false;
    return {
      lang: "en",
      member: DEMO,
      hold: [BOOK, CLAIM],
      url: "/vip",
      then: [
        { do: "answer", path: BOOK, answer: { sandbox: true } },
        { do: "click", target: { role: "button", name: /^Rewards/, within: { role: "banner" } } },
      ],
      ready: [{ see: page }],
    };
  },

  perform(event, before): Op[] {
    const context = before.context as unknown as ClaimContext;
    const bookAnswered = (answer: Answer): Op[] => {
      const both = badgeReads;
      badgeReads = false;
      // Every held read gets the answer (`all`); when two wait, the first op takes whichever came first and the second the other.
      return both ? [{ do: "answer", path: BOOK, answer }, { do: "answer", path: BOOK, answer, all: true }] : [{ do: "answer", path: BOOK, answer, all: true }];
    };
    switch (event.type) {
      case "xstate.done.actor.fetchBook":
        return bookAnswered(listed(event.output as ClaimBook));
      case "xstate.error.actor.fetchBook":
        return bookAnswered(networkDown);
      case "xstate.done.actor.claim":
        // The list and the badge read again.
        badgeReads = true;
        return [{ do: "answer", path: CLAIM, answer: credited(event.output as ClaimDone) }];
      case "xstate.error.actor.claim":
        return [{ do: "answer", path: CLAIM, answer: refused(String((event.error as { serverMessage?: string }).serverMessage)) }];
      case "claims.retry":
        return [{ do: "click", target: { role: "button", name: L.tryAgain, within: loadAlert } }];
      case "claims.refresh":
        return [{ do: "click", target: { role: "button", name: L.refresh, within: list } }];
      case "claim.requested": {
        const item = context.book?.claimable.find((c) => c.claimId === event.claimId);
        if (!item) return [{ do: "nothing", why: `the list shows no ${String(event.claimId)} to claim` }];
        if (before.value !== "ready") return [{ do: "nothing", why: `Claim is disabled while the list is ${String(before.value)}` }];
        return [{ do: "click", target: claimButton(item) }];
      }
    }
    throw new Error(`the claim driver cannot perform ${event.type}`);
  },

  screen({ value, context: raw }: ModelState): Check[] {
    const context = raw as unknown as ClaimContext;
    const state = value as string;
    if (state === "failed") {
      return [{ see: loadAlert, text: L.failed }, { see: { role: "button", name: L.tryAgain, within: loadAlert } }, { notSee: list }];
    }
    const { book } = context;
    if (book === null) return [{ see: { role: "status", within: page }, text: L.loading }, { notSee: loadAlert }, { notSee: list }];
    // The list as the platform last answered it (kept on screen while it is read again): a Claim button per claimable
    // item, pressable only when ready, the one on its way saying Claiming…, a refusal next to its item; the history.
    const checks: Check[] = [{ attribute: "data-state", of: list, is: JSON.stringify(value) }, { see: { role: "button", name: L.refresh, within: list } }];
    checks.push(context.claimed ? { see: { role: "status", within: list }, text: L.credited(money(context.claimed.amount)) } : { notSee: { text: /was added to your balance/, within: page } });
    if (book.claimable.length === 0) checks.push({ see: { text: L.nothingToClaim, within: page } });
    book.claimable.forEach((item, index) => {
      const button = claimButton(item);
      checks.push(
        { attribute: "data-claim", of: { ...claimable, nth: index }, is: item.claimId },
        { see: button, text: context.claimingId === item.claimId ? L.claiming : new RegExp(`^${L.claim}$`) },
        { attribute: "aria-disabled", of: button, is: state === "ready" ? null : "true" },
        context.claimFailure?.claimId === item.claimId
          ? { see: { role: "alert", within: rowOf(item.claimId) }, text: context.claimFailure.failure.serverMessage ?? /\S/ }
          : { notSee: { role: "alert", within: rowOf(item.claimId) } },
      );
    });
    checks.push({ notSee: { ...claimable, nth: book.claimable.length } });
    if (book.history.length === 0) checks.push({ see: { text: L.nothingClaimed, within: page } });
    book.history.forEach((record, index) => {
      checks.push({ see: { ...history, nth: index }, text: new RegExp(`${escaped(record.name)}${escaped(money(record.amount))}$`) });
    });
    return [...checks, { notSee: { ...history, nth: book.history.length } }];
  },
};
