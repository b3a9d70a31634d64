/**
 * What the two transfer browser drivers share (to the upline on the member centre's page, to a downline in team
 * management's dialog), the browser twin of test/drivers/transfer-order.ts.
 *
 * The member is logged in at the start (the platform's own login call). The balance (`fetchInfo`, the same call the
 * header's balance makes) and the transfer are held: the header's own reads — its first one as the page opens, its
 * refresh after a transfer is made and after a new login — go on to the sandbox, the transfer form's reads get the
 * sample's balance (the sandbox's agent01, 8,800.00) in the platform's wire form, or a failed connection. The
 * transfer goes on to the sandbox, whose rules make it (the money moves; the reference is its own) or refuse the
 * payment password (the step rewrites the encrypted password to a wrong one); one that does not get through is a
 * failed connection (it stands for the timeout: the client's own timeout is long); the end of the session is the
 * platform's 401 on the transfer, and the member logs in again through the login popup it opened.
 */
import type { UplineFieldError, UplineTransferContext } from "../../../../machines/upline-transfer/upline-transfer.machine.ts";
import { allEndpoints } from "../../../../src/api/all-endpoints.ts";
import type { Answer, Check, Op, Start, Target } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";

const BALANCE = allEndpoints.walletBalance.path;

/** The sandbox members the paths run as (src/sandbox/seed/members.ts). */
const MEMBERS = { agent01: "Agent1234", demo: "Demo1234" } as const;
type Username = keyof typeof MEMBERS;

export interface TransferPage {
  machineId: string;
  /** The transfer's call. */
  transferPath: string;
  /** Who is logged in for a path's input, and where the path starts. */
  start(input: unknown): { username: Username; url: string; then?: Op[] };
  /** What holds the transfer's screens: the member centre, or the transfer's dialog. */
  root: Target;
  /** The form's accessible name, the review's title and the test id of the form's balance. */
  form: string;
  review: string;
  availableTestId: string;
  /** The steps and screens of the transfer's own events and states. */
  perform?(event: { type: string }): Op[] | null;
  screen?(state: ModelState): Check[] | null;
}

const major = (minor: number) => minor / 100;
/** The balance in the platform's wire form (src/api/schemas.ts balanceSchema; the main wallet is accountTypeId 2), as the sandbox writes it. */
const balance = (available: number): Answer => ({
  json: { success: true, value: { sumBalance: major(available), currency: "BRL", currencySymbol: "P", balance: [{ accountTypeId: 2, availBalance: major(available) }] } },
});
const networkDown: Answer = { abort: true };
const sessionEnded: Answer = { json: { success: false, message: "login.not.session" }, status: 401 };

/** An amount as the English site writes it: "P 8,800.00" (a no-break space after the symbol). */
export const money = (minor: number) => new RegExp(`P\\s${new Intl.NumberFormat("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100).replace(/[.,]/g, "\\$&")}`);

/** What a field's problem reads next to it (src/views/cashier/cashier-messages.ts, English). */
const FIELD_MESSAGES: Record<UplineFieldError, RegExp> = {
  "amount.required": /^Enter an amount$/,
  "amount.invalid": /^Enter an amount like 100 or 100\.50$/,
  "amount.belowMinimum": /^The minimum is P\s1\.00$/,
  "amount.aboveMaximum": /^The maximum is P\s100,000\.00$/,
  "amount.aboveAvailable": /^You can transfer at most P\s8,800\.00$/,
  "field.required": /^Input cannot be empty$/,
  "paymentPassword.format": /^The payment password is 6 digits$/,
  "paymentPassword.wrong": /^The payment password is wrong$/,
};

const loginDialog: Target = { role: "dialog", name: "Log in" };

export function transferDriver(page: TransferPage): BrowserDriver {
  const { root } = page;
  const form: Target = { role: "form", name: page.form, within: root };
  const review: Target = { role: "region", name: page.review, within: root };
  const field: Record<"amount" | "paymentPassword", Target> = {
    amount: { label: /^Amount\*?$/, within: form },
    paymentPassword: { label: /^Payment password\*?$/, within: form },
  };
  const inReview = (name: string | RegExp): Target => ({ role: "button", name, within: review });
  /** Who the path logs in as (again, after the session ends); set by the path's start, which the plan builds first. */
  let username: Username = "agent01";
  const logIn = (): Op[] => {
    const login: Target = { role: "form", name: "Log in", within: loginDialog };
    return [
      { do: "fill", target: { label: /^Username/, within: login }, value: username },
      { do: "fill", target: { label: /^Password/, within: login }, value: MEMBERS[username] },
      { do: "click", target: { role: "button", name: "Log in", within: login } },
      // The header reads the new member's balance.
      { do: "answer", path: BALANCE, answer: { sandbox: true } },
    ];
  };

  return {
    machineId: page.machineId,

    start(input): Start {
      const start = page.start(input.input);
      username = start.username;
      return {
        lang: "en",
        member: { username, password: MEMBERS[username] },
        hold: [BALANCE, page.transferPath],
        url: start.url,
        // The header's balance is the first read (the page opens once the member is known): the sandbox answers it.
        then: [{ do: "answer", path: BALANCE, answer: { sandbox: true } }, ...(start.then ?? [])],
        ready: [{ see: { testId: "balance" }, text: /\d/ }],
      };
    },

    perform(event, before): Op[] {
      const own = page.perform?.(event);
      if (own) return own;
      switch (event.type) {
        case "xstate.done.actor.fetchInfo":
          return [{ do: "answer", path: BALANCE, answer: balance((event.output as { available: number }).available) }];
        case "xstate.error.actor.fetchInfo":
          return [{ do: "answer", path: BALANCE, answer: networkDown }];
        case "info.retry":
          return [{ do: "click", target: { role: "button", name: "Try again", within: { role: "alert", within: root } } }];
        case "field.changed":
          return [{ do: "fill", target: field[event.field as "amount" | "paymentPassword"], value: String(event.value) }];
        case "upline.submitted":
        case "transfer.submitted":
          return [{ do: "click", target: { role: "button", name: "Continue", within: form } }];
        case "review.back":
        case "submit.back":
          return [{ do: "click", target: inReview("Back") }];
        case "review.confirmed":
          return [{ do: "click", target: inReview("Confirm transfer") }];
        case "submit.retry":
          return [{ do: "click", target: inReview("Try again") }];
        case "xstate.done.actor.submitTransfer":
          // The sandbox makes the transfer; the header reads the balance again.
          return [
            { do: "answer", path: page.transferPath, answer: { sandbox: true } },
            { do: "answer", path: BALANCE, answer: { sandbox: true } },
          ];
        case "xstate.error.actor.submitTransfer": {
          const error = event.error as { code: string };
          if (error.code === "session.ended") return [{ do: "answer", path: page.transferPath, answer: sessionEnded }];
          // The sandbox's own refusal: the typed password (right for agent01) is rewritten to a wrong one.
          if (error.code === "platform.message") return [{ do: "answer", path: page.transferPath, answer: { sandbox: true, rewrite: { paymentPassword: "000000" } } }];
          return [{ do: "answer", path: page.transferPath, answer: networkDown }];
        }
        case "session.resumed":
          return logIn();
      }
      throw new Error(`the ${page.machineId} driver cannot perform ${event.type} in ${JSON.stringify(before.value)}`);
    },

    screen(state: ModelState): Check[] {
      const own = page.screen?.(state);
      if (own) return own;
      const context = state.context as unknown as Pick<UplineTransferContext, "fields" | "errors" | "failure">;
      const noForm: Check = { notSee: form };
      switch (state.value) {
        case "loading":
          return [{ see: { text: "Loading…", within: root } }, noForm];
        case "loadFailed":
          return [{ see: { role: "alert", within: root }, text: "Network link abnormal. Check your connection and try again." }, { see: { role: "button", name: "Try again", within: { role: "alert", within: root } } }, noForm];
        case "form":
          return [
            { see: { testId: page.availableTestId, within: form }, text: money(880000) },
            ...(["amount", "paymentPassword"] as const).flatMap((name): Check[] => {
              const error = context.errors[name];
              return [{ attribute: "aria-invalid", of: field[name], is: String(error !== undefined) }, ...(error ? [{ see: { text: FIELD_MESSAGES[error], within: form } } as Check] : [])];
            }),
            { notSee: review },
          ];
        case "reviewing":
        case "submitting": {
          const sending = state.value === "submitting";
          return [
            { see: review, text: money(Math.round(Number(context.fields.amount) * 100)) },
            { attribute: "aria-disabled", of: inReview(sending ? "Sending…" : "Confirm transfer"), is: String(sending) },
            { attribute: "aria-disabled", of: inReview("Back"), is: String(sending) },
            { notSee: inReview("Try again") },
            noForm,
          ];
        }
        case "submitFailed":
          return [
            { see: { role: "alert", within: review }, text: "Network link abnormal. Check your connection and try again." },
            { see: inReview("Try again") },
            { see: inReview("Back") },
            noForm,
          ];
        case "awaitingLogin":
          return [
            { see: loginDialog },
            { see: { role: "status", within: review }, text: "Your session ended. Log in again to continue with this transfer." },
            { attribute: "aria-disabled", of: inReview("Confirm transfer"), is: "true" },
          ];
      }
      throw new Error(`no screen check for ${JSON.stringify(state.value)}`);
    },
  };
}
