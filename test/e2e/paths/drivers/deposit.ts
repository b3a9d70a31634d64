import { currentChannel, depositRequest, ORDER_POLL_MS, type DepositContext } from "../../../../machines/deposit/deposit.machine.ts";
import type { DepositOrder, DepositSettings } from "../../../../machines/deposit/deposit.types.ts";
import { cashierEndpoints } from "../../../../src/api/cashier-endpoints.ts";
import { DEPOSIT_PT, depositMoney as money } from "../../../drivers/labels.ts";
import { wireOrder, wireSettings } from "../../../drivers/deposit-wire.ts";
import { HELD_CALL_LIMIT_MS, NotInBrowser, type Answer, type Check, type Op, type Target } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";

const SETTINGS: string = cashierEndpoints.depositSettings.path;
const SUBMIT: string = cashierEndpoints.depositSubmit.path;
const ORDER: string = cashierEndpoints.depositOrder.path;
/** The demo member of the sandbox (src/sandbox/seed/members.ts). */
const DEMO = { username: "demo", password: "Demo1234" };

const centre: Target = { role: "dialog", name: DEPOSIT_PT.centre };
const form: Target = { role: "form", name: DEPOSIT_PT.form, within: centre };
const review: Target = { role: "region", name: DEPOSIT_PT.review, within: centre };
const order: Target = { role: "region", name: DEPOSIT_PT.order, within: centre };
const loginDialog: Target = { role: "dialog", name: DEPOSIT_PT.login };
const loginForm: Target = { role: "form", name: DEPOSIT_PT.login, within: loginDialog };
const amountField: Target = { role: "textbox", name: DEPOSIT_PT.amount, within: form };
/** The preset amounts (a group, named by its aria-label). */
const presets: Target = { label: DEPOSIT_PT.presets, within: form };
/** The order's reference line, one of where to pay. */
const payeeReference: Target = { text: /^Referência$/, within: order };
const button = (name: string | RegExp, within: Target): Target => ({ role: "button", name, within });

const ok = (value: unknown): Answer => ({ json: { success: true, value } });
const networkDown: Answer = { abort: true };
const sessionEnded: Answer = { json: { success: false, message: "login.not.session" }, status: 401 };

const contextOf = (state: ModelState) => state.context as unknown as DepositContext;
const changes = (before: ModelState, after: ModelState) => JSON.stringify(before) !== JSON.stringify(after);

/** Why a step cannot be taken on the page (the spec lists the paths with it). */
export const notOffered = (what: string): string => `the page offers no control for it: ${what}`;

/**
 * A step the page offers no control for: nothing happens when the machine would not change either (the planner
 * checks), otherwise the path cannot run in a browser.
 */
function nothingOr(before: ModelState, after: ModelState, what: string): Op[] {
  if (changes(before, after)) throw new NotInBrowser(notOffered(what));
  return [{ do: "nothing", why: what }];
}

/**
 * The deposit page in the browser, in Portuguese (the path's player types comma decimals): the demo member is logged
 * in (the platform's own login call, the token in the tab's sessionStorage) and opens `/member/deposit`. The page's
 * three calls (settings, the order, the order's status) are held and answered as each step says, in the platform's
 * wire form of the sample's data (the sandbox's own methods and channels differ from the samples', and it credits a
 * deposit only when its clock moves); the rest (session, member, balance, the login popup) is the sandbox's. The
 * status poll and a read too slow to answer pass on the page's own clock; the session ends by a 401 on the order.
 */
export const depositDriver: BrowserDriver = {
  machineId: "deposit",

  start() {
    return { lang: "pt", member: DEMO, clock: true, hold: [SETTINGS, SUBMIT, ORDER], url: "/member/deposit", ready: [{ see: centre }] };
  },

  perform(event, before, after): Op[] {
    const context = contextOf(before);
    switch (event.type) {
      case "xstate.done.actor.fetchSettings":
        return [{ do: "answer", path: SETTINGS, answer: ok(wireSettings(event.output as DepositSettings)) }];
      case "xstate.error.actor.fetchSettings":
        return [{ do: "answer", path: SETTINGS, answer: networkDown }];
      case "settings.retry":
        return [{ do: "click", target: button(DEPOSIT_PT.tryAgain, centre) }];
      case "deposit.methodSelected": {
        const method = context.settings!.methods.find((m) => m.methodCode === event.methodCode)!;
        if (context.methodCode === method.methodCode) return nothingOr(before, after, `${method.methodName} is already the chosen method, so pressing it sends nothing`);
        return [{ do: "click", target: { role: "radio", name: method.methodName, within: form } }];
      }
      case "deposit.channelSelected": {
        const method = context.settings!.methods.find((m) => m.methodCode === context.methodCode);
        const channel = method?.channels.find((c) => c.channelId === event.channelId);
        // The page offers a channel choice only for a method with several channels, and only that method's channels.
        if (!method || !channel || method.channels.length < 2) return nothingOr(before, after, `a channel choice for ${String(event.channelId)} while the chosen method ${String(method?.methodName)} has ${method?.channels.length ?? 0} channel(s) and no such choice`);
        if (context.channelId === channel.channelId) return nothingOr(before, after, `${channel.channelName} is already the chosen channel, so pressing it sends nothing`);
        return [{ do: "click", target: { role: "radio", name: channel.channelName, within: form } }];
      }
      case "deposit.presetChosen": {
        const amount = event.amount as number;
        const channel = currentChannel(context);
        if (!channel?.presets.includes(amount)) return nothingOr(before, after, `a ${money(amount)} preset, which the chosen channel does not offer`);
        return [{ do: "click", target: button(money(amount), presets) }];
      }
      case "deposit.amountChanged": {
        const text = String(event.text);
        // Typing the amount the field already holds: the player types it again.
        if (context.amountText === text) return [{ do: "fill", target: amountField, value: "" }, { do: "fill", target: amountField, value: text }];
        return [{ do: "fill", target: amountField, value: text }];
      }
      case "deposit.submitted":
        return [{ do: "click", target: button(DEPOSIT_PT.continue, form) }];
      case "review.back":
      case "submit.back":
        return [{ do: "click", target: button(DEPOSIT_PT.back, review) }];
      case "review.confirmed":
        return [{ do: "click", target: button(DEPOSIT_PT.confirm, review) }];
      case "submit.retry":
        return [{ do: "click", target: button(DEPOSIT_PT.tryAgain, review) }];
      case "xstate.done.actor.submitOrder":
        return [{ do: "answer", path: SUBMIT, answer: ok(wireOrder(event.output as DepositOrder)) }];
      case "xstate.error.actor.submitOrder": {
        const error = event.error as { code: string; serverMessage?: string };
        if (error.code === "session.ended") return [{ do: "answer", path: SUBMIT, answer: sessionEnded }];
        return [{ do: "answer", path: SUBMIT, answer: { json: { success: false, message: error.serverMessage ?? "refused" } } }];
      }
      case "session.resumed":
        return [
          { do: "fill", target: { label: DEPOSIT_PT.username, within: loginForm }, value: DEMO.username },
          { do: "fill", target: { label: DEPOSIT_PT.password, within: loginForm }, value: DEMO.password },
          { do: "click", target: button(DEPOSIT_PT.login, loginForm) },
        ];
      case "xstate.after.orderPoll.deposit.order.pending":
        return [{ do: "time", ms: ORDER_POLL_MS }];
      case "order.refresh":
        return [{ do: "click", target: button(DEPOSIT_PT.checkNow, order) }];
      case "xstate.done.actor.fetchOrder":
        return [{ do: "answer", path: ORDER, answer: ok(wireOrder(event.output as DepositOrder)) }];
      case "xstate.error.actor.fetchOrder": {
        const error = event.error as { code: string };
        // A read the platform is too slow to answer fails as slow when the page's clock reaches its limit.
        if (error.code === "network.slow") return [{ do: "time", ms: HELD_CALL_LIMIT_MS }];
        return [{ do: "answer", path: ORDER, answer: networkDown }];
      }
      case "order.retry":
        return [{ do: "click", target: button(DEPOSIT_PT.tryAgain, order) }];
      case "order.new":
        return [{ do: "click", target: button(DEPOSIT_PT.newDeposit, order) }];
    }
    throw new Error(`the deposit driver cannot perform ${event.type}`);
  },

  screen(state: ModelState): Check[] {
    const context = contextOf(state);
    const value = JSON.stringify(state.value);
    const login: Check = value === '"awaitingLogin"' ? { see: loginDialog } : { notSee: loginDialog };
    const failure = () => DEPOSIT_PT.failure[context.failure!.serverMessage ?? context.failure!.code]!;
    switch (value) {
      case '"loading"':
        return [login, { see: { role: "status", within: centre }, text: DEPOSIT_PT.loading }, { notSee: form }];
      case '"loadFailed"':
        return [login, { see: { role: "alert", within: centre }, text: failure() }, { see: button(DEPOSIT_PT.tryAgain, centre) }, { notSee: form }];
      case '"closed"':
        return [login, { see: { text: DEPOSIT_PT.closed, within: centre } }, { see: button(DEPOSIT_PT.tryAgain, centre) }, { notSee: form }];
      case '"form"': {
        const channel = currentChannel(context);
        const methods = context.settings!.methods.filter((m) => m.channels.length > 0);
        // What the player typed stays, with the problem the machine found next to the field and no other.
        const problem: Check[] = context.amountError
          ? [{ attribute: "aria-invalid", of: amountField, is: "true" }, { see: { text: DEPOSIT_PT.amountError[context.amountError]!(channel ?? { minimum: 0, maximum: 0 }), within: form } }]
          : [{ attribute: "aria-invalid", of: amountField, is: "false" }];
        return [
          login,
          ...methods.map((m): Check => ({ see: { role: "radio", name: m.methodName, within: form } })),
          // The chosen method (the first chosen choice: the methods come before any channel choice).
          { see: { css: "label:has(> input[type=radio]:checked)", within: form }, text: context.settings!.methods.find((m) => m.methodCode === context.methodCode)!.methodName },
          { attribute: "value", of: amountField, is: context.amountText },
          ...problem,
          channel && channel.presets.length > 0 ? { see: presets, text: channel.presets.map(money).join("") } : { notSee: presets },
          { notSee: review },
        ];
      }
      case '"reviewing"':
      case '"submitting"':
      case '"submitFailed"':
      case '"awaitingLogin"': {
        const method = context.settings!.methods.find((m) => m.methodCode === context.methodCode)!;
        const summary: Check = { see: review, text: `${DEPOSIT_PT.terms.amount}${money(depositRequest(context)!.amount)}${DEPOSIT_PT.terms.method}${method.methodName}${DEPOSIT_PT.terms.channel}${currentChannel(context)!.channelName}` };
        if (value === '"submitFailed"') {
          return [login, summary, { see: { role: "alert", within: review }, text: failure() }, { see: button(DEPOSIT_PT.tryAgain, review) }, { see: button(DEPOSIT_PT.back, review) }];
        }
        const sending = value === '"submitting"';
        return [
          login,
          summary,
          { attribute: "aria-disabled", of: button(sending ? DEPOSIT_PT.sending : DEPOSIT_PT.confirm, review), is: String(value !== '"reviewing"') },
          { attribute: "aria-disabled", of: button(DEPOSIT_PT.back, review), is: String(value !== '"reviewing"') },
          value === '"awaitingLogin"' ? { see: { role: "status", within: review }, text: DEPOSIT_PT.sessionEnded } : { notSee: { role: "status", within: review } },
          { notSee: button(DEPOSIT_PT.tryAgain, review) },
        ];
      }
    }
    const step = (state.value as { order?: string }).order;
    if (!step) throw new Error(`no screen check for ${value}`);
    const placed = context.order!;
    const open = placed.status === "pending";
    const checkFailed = step === "checkFailed";
    return [
      login,
      { see: { role: "heading", within: order }, text: DEPOSIT_PT.orderTitle(placed.orderId) },
      { see: { role: "status", within: order }, text: DEPOSIT_PT.status[placed.status] },
      // Where to pay, while the order waits for the money.
      open ? { see: payeeReference } : { notSee: payeeReference },
      open ? { attribute: "aria-disabled", of: button(DEPOSIT_PT.checkNow, order), is: String(step === "checking") } : { notSee: button(DEPOSIT_PT.checkNow, order) },
      checkFailed ? { see: { role: "alert", within: order }, text: failure() } : { notSee: button(DEPOSIT_PT.tryAgain, order) },
      ...(checkFailed ? [{ see: button(DEPOSIT_PT.tryAgain, order) } as Check] : []),
      { see: button(DEPOSIT_PT.newDeposit, order) },
    ];
  },
};
