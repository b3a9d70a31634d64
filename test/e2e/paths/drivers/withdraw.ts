import { withdrawRequest, type WithdrawContext, type WithdrawField } from "../../../../machines/withdraw/withdraw.machine.ts";
import type { BankCard, Withdrawal, WithdrawInfo } from "../../../../machines/withdraw/withdraw.types.ts";
import { FIELD_LABEL, FORM_FIELDS, INFO_PATHS, LANG, PATHS, REFUSAL, WD, fieldMessage, formOf, languageOf, money, wireCard, wireInfo, wireWithdrawal, type FormName } from "../../../drivers/withdraw-screen.ts";
import { NotInBrowser, escaped, type Answer, type Check, type Op, type Target } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";

/** The demo member of the sandbox (src/sandbox/seed/members.ts). */
const DEMO = { username: "demo", password: "Demo1234" };

/** A field's label (the required mark after it). */
const labelled = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);

const FORM_NAME: Record<FormName, string> = { settingPassword: WD.passwordTitle, addingCard: WD.cardTitle, form: WD.withdrawForm };
const formTarget = (form: FormName): Target => ({ role: "form", name: FORM_NAME[form] });
const review: Target = { role: "region", name: WD.reviewTitle };
const loginDialog: Target = { role: "dialog", name: WD.logIn };
const loadAlert: Target = { role: "alert", within: { css: "[data-state]" } };

function fieldTarget(form: FormName, field: WithdrawField): Target {
  if (field === "bankCode") return { role: "combobox", within: formTarget(form) };
  return { label: labelled(FIELD_LABEL[field]), within: formTarget(form) };
}

const ok = (value: unknown): Answer => ({ json: { success: true, value } });
const refused = (message: string): Answer => ({ json: { success: false, message } });
const networkDown: Answer = { abort: true };
const sessionEnded: Answer = { json: { success: false, message: "login.not.session" }, status: 401 };

const WRITE_PATH = { setPaymentPassword: PATHS.setPassword, addBankCard: PATHS.addCard, submitWithdrawal: PATHS.withdraw } as const;

const FORM_WORDS: Record<FormName, string> = { settingPassword: "payment-password", addingCard: "bank-account", form: "withdraw" };
/** Why the player cannot type into a field the form does not show (the machine would keep what it was given). */
export const noFieldReason = (field: WithdrawField, form: FormName): string =>
  `the ${FORM_WORDS[form]} form has no ${field} field: no player can type it (the model keeps the value; the jsdom driver sends it to the page's actor)`;
/** Why the player cannot pick an account the page does not list. */
export const noAccountReason = (cardId: string): string =>
  `the page lists no account ${cardId} (the only one is the account just bound): no player can pick it (the jsdom driver sends it to the page's actor)`;

/**
 * The withdraw page in the browser, for demo logged in (the platform's own login call, the token in the tab's
 * sessionStorage), in Portuguese (the input's comma decimals; the words are the pt catalogue's, see
 * test/drivers/withdraw-screen.ts). The page's four reads and three writes are held and answered as each step says,
 * in the platform's wire form of the sample's data (the sandbox's demo already has a payment password and its own
 * account, which the samples' "no payment password" and "no bank account" pages are not); a refusal is the sample's
 * message, a failure is a network failure, and the end of a session is a 401 on the withdrawal, after which the
 * player logs in again through the login popup it opened. The rest of the page (session, balance, "My withdrawals",
 * the payout check) is the sandbox's.
 */
export const withdrawDriver: BrowserDriver = {
  machineId: "withdraw",

  start(input) {
    const lang = languageOf(input.input as never);
    if (lang !== LANG) throw new Error(`the withdraw driver reads the page in ${LANG}, not ${lang}`);
    return { lang, member: DEMO, hold: [...INFO_PATHS, PATHS.setPassword, PATHS.addCard, PATHS.withdraw], url: "/member/withdraw", ready: [] };
  },

  perform(event, before): Op[] {
    const context = before.context as unknown as WithdrawContext;
    const form = formOf(before.value);
    const settled = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (settled) {
      const [, outcome, actor] = settled as unknown as [string, "done" | "error", string];
      if (actor === "fetchInfo") {
        // The connection fails for all four (the failed load gives up on none of them: each is answered, none waits for the next load).
        if (outcome === "error") return INFO_PATHS.map((path): Op => ({ do: "answer", path, answer: networkDown }));
        const values = wireInfo(event.output as WithdrawInfo);
        return INFO_PATHS.map((path): Op => ({ do: "answer", path, answer: ok(values[path]) }));
      }
      const path = WRITE_PATH[actor as keyof typeof WRITE_PATH];
      if (outcome === "done") {
        if (actor === "setPaymentPassword") return [{ do: "answer", path, answer: ok(null) }];
        if (actor === "addBankCard") return [{ do: "answer", path, answer: ok(wireCard(event.output as BankCard, context.info!.banks)) }];
        return [{ do: "answer", path, answer: ok(wireWithdrawal(event.output as Withdrawal)) }];
      }
      const error = event.error as { code: string; serverMessage?: string };
      return [{ do: "answer", path, answer: error.code === "session.ended" ? sessionEnded : error.serverMessage ? refused(error.serverMessage) : networkDown }];
    }
    const click = (name: string, within: Target): Op[] => [{ do: "click", target: { role: "button", name, within } }];
    switch (event.type) {
      case "info.retry":
        return click(WD.tryAgain, loadAlert);
      case "field.changed": {
        const field = event.field as WithdrawField;
        if (!form) throw new Error(`no form to type ${field} in, in ${JSON.stringify(before.value)}`);
        if (!(FORM_FIELDS[form] as readonly string[]).includes(field)) throw new NotInBrowser(noFieldReason(field, form));
        const target = fieldTarget(form, field);
        return [field === "bankCode" ? { do: "select", target, value: String(event.value) } : { do: "fill", target, value: String(event.value) }];
      }
      case "password.submitted":
        return click(WD.savePassword, formTarget("settingPassword"));
      case "card.submitted":
        return click(WD.saveCard, formTarget("addingCard"));
      case "card.cancelled":
        if ((context.info?.cards.length ?? 0) === 0) return [{ do: "nothing", why: "no bank account is bound: the form offers no Cancel" }];
        return click(WD.cancel, formTarget("addingCard"));
      case "card.add":
        return click(WD.addCard, formTarget("form"));
      case "card.selected": {
        const card = context.info!.cards.find((c) => c.cardId === event.cardId);
        if (!card) throw new NotInBrowser(noAccountReason(String(event.cardId)));
        return [{ do: "click", target: { role: "radio", name: `${card.bankName} ${card.accountNumber}`, within: formTarget("form") } }];
      }
      case "withdraw.allChosen":
        return click(WD.all, formTarget("form"));
      case "withdraw.submitted":
        return click(WD.continue, formTarget("form"));
      case "review.back":
      case "submit.back":
        return click(WD.back, review);
      case "review.confirmed":
        return click(WD.confirm, review);
      case "submit.retry":
        return click(WD.tryAgain, review);
      case "session.resumed": {
        const within: Target = { role: "form", name: WD.logIn, within: loginDialog };
        return [
          { do: "fill", target: { label: new RegExp(`^${WD.username}`), within }, value: DEMO.username },
          { do: "fill", target: { label: new RegExp(`^${WD.password}`), within }, value: DEMO.password },
          { do: "click", target: { role: "button", name: WD.logIn, within } },
        ];
      }
      case "withdraw.new":
        return click(WD.newWithdrawal, { role: "region", name: WD.doneTitle });
    }
    throw new Error(`the withdraw driver cannot perform ${event.type}`);
  },

  screen({ value, context: raw }: ModelState): Check[] {
    const context = raw as unknown as WithdrawContext;
    const state = JSON.stringify(value);
    const form = formOf(value);
    const failure = (within: Target): Check => {
      if (!context.failure) return { notSee: { role: "alert", within } };
      const refusal = context.failure.serverMessage ? REFUSAL[context.failure.serverMessage] : undefined;
      return { see: { role: "alert", within }, text: refusal ?? /\S/ };
    };
    if (form) {
      const shown = formTarget(form);
      const checks: Check[] = [{ see: shown }];
      for (const field of FORM_FIELDS[form]) {
        const error = context.errors[field];
        const invalid = field === "bankCode" ? (error ? "true" : null) : String(error !== undefined);
        checks.push({ attribute: "aria-invalid", of: fieldTarget(form, field), is: invalid });
        // What was typed stays (a select shows its choice by its option, not an attribute).
        if (field !== "bankCode") checks.push({ attribute: "value", of: fieldTarget(form, field), is: context.fields[field] });
        if (error) checks.push({ see: { text: fieldMessage(error, context.info), within: shown } });
      }
      if (form === "form") {
        return [...checks, { see: { testId: "withdraw-available", within: shown }, text: money(context.info!.available) }, { notSee: loginDialog }];
      }
      const saving = state.includes('"saving"');
      const save = saving ? WD.saving : form === "settingPassword" ? WD.savePassword : WD.saveCard;
      checks.push({ attribute: "aria-disabled", of: { role: "button", name: save, within: shown }, is: String(saving) }, failure(shown));
      if (form === "addingCard") checks.push((context.info?.cards.length ?? 0) > 0 ? { see: { role: "button", name: WD.cancel, within: shown } } : { notSee: { role: "button", name: WD.cancel, within: shown } });
      return checks;
    }
    switch (state) {
      case '"loading"':
        return [{ see: { role: "status", within: { css: "[data-state]" } }, text: WD.loading }, { notSee: { role: "form", within: { css: "[data-state]" } } }];
      case '"loadFailed"':
        return [{ see: loadAlert, text: /\S/ }, { see: { role: "button", name: WD.tryAgain, within: loadAlert } }];
      case '"reviewing"':
      case '"submitting"':
      case '"submitFailed"':
      case '"awaitingLogin"': {
        const card = context.info!.cards.find((c) => c.cardId === context.cardId)!;
        const checks: Check[] = [
          { see: review, text: money(withdrawRequest(context)!.amount) },
          { see: review, text: `${card.bankName} ${card.accountNumber}` },
        ];
        if (state === '"submitFailed"') {
          return [...checks, failure(review), { see: { role: "button", name: WD.tryAgain, within: review } }, { see: { role: "button", name: WD.back, within: review } }];
        }
        const idle = state === '"reviewing"';
        checks.push(
          { notSee: { role: "alert", within: review } },
          { attribute: "aria-disabled", of: { role: "button", name: state === '"submitting"' ? WD.sending : WD.confirm, within: review }, is: String(!idle) },
          { attribute: "aria-disabled", of: { role: "button", name: WD.back, within: review }, is: String(!idle) },
        );
        // The withdrawal waits, as typed, under the login popup.
        if (state === '"awaitingLogin"') checks.push({ see: { role: "status", within: review }, text: WD.sessionEnded }, { see: loginDialog });
        else checks.push({ notSee: loginDialog });
        return checks;
      }
      case '"done"': {
        const done: Target = { role: "region", name: WD.doneTitle };
        const withdrawal = context.withdrawal!;
        return [
          { see: { role: "status", within: done }, text: withdrawal.withdrawalId },
          { see: { role: "status", within: done }, text: money(withdrawal.amount) },
          { see: { role: "button", name: WD.newWithdrawal, within: done } },
        ];
      }
    }
    throw new Error(`no screen check for ${state}`);
  },
};
