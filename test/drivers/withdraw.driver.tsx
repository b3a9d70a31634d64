/**
 * Model-based UI driver of the withdraw page (`/member/withdraw`, for `demo`): each generated path through the real
 * views — the payment-password form, the bank-account form, the withdraw form, the review, the refusals and retries,
 * the login after a 401 and the result — in the whole app. The path's one input is a Portuguese player (comma
 * decimals), so the page runs in Portuguese and the driver reads its words from the pt catalogue (withdraw-screen.ts).
 *
 * The page's calls wait until the path's next sample event says what the platform answers: its four reads (limits,
 * security, bank accounts, banks: the machine's `fetchInfo`) while it loads, and its three writes (payment password,
 * bank account, withdrawal), answered in the platform's wire form of the sample's data, a refusal with the sample's
 * message, or a network failure (the samples' timeout: the page shows the same failure and Try again). The end of a
 * session is a real one: the sandbox closes it and the held withdrawal goes on to the sandbox, which answers 401; the
 * player logs in again through the login popup it opened.
 *
 * Two kinds of sample event have no control on the page, and are sent to the page's actor as the machine's own
 * guard against them: typing into a field the current form does not show (the login password on the withdraw or the
 * bank-account form), and Cancel on the bank-account form when no bank account is bound (the form offers no Cancel).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import { withdrawRequest, type WithdrawContext, type WithdrawField } from "../../machines/withdraw/withdraw.machine.ts";
import type { BankCard, Withdrawal, WithdrawInfo } from "../../machines/withdraw/withdraw.types.ts";
import type { SampleInput } from "../../machines/shared/registry-types.ts";
import type { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { logInInPopup, typeInto } from "./sign-in.ts";
import { followedState, openFollowed, stopFollowed } from "./followed-page.ts";
import type { FlowDriver } from "./types.ts";
import { FIELD_LABEL, FORM_FIELDS, INFO_PATHS, LANG, PATHS, REFUSAL, WD, fieldMessage, formOf, languageOf, money, wireCard, wireInfo, wireWithdrawal } from "./withdraw-screen.ts";

const { store } = nodeSandbox;

interface WithdrawSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: ReturnType<typeof userEvent.setup>;
  calls: HeldCalls;
  /** The page's withdraw actors, newest last. */
  actors: AnyActorRef[];
}

type Snapshot = { value: unknown; context: WithdrawContext; matches(value: unknown): boolean };
const snapshotOf = (session: WithdrawSession) => session.actors.at(-1)!.getSnapshot() as Snapshot;

const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
const refused = (message: string) => () => HttpResponse.json({ success: false, message });
const networkDown = () => HttpResponse.error();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const exactly = (text: string) => new RegExp(`^${escaped(text)}\\*?$`);
/** Text as the page's text reads once its spaces are normalised (amounts carry a no-break space). */
const spaced = (text: string) => text.replace(/\u00a0/g, " ");

/** The page's step (the withdraw machine's part of the page; "My withdrawals" is under it). */
function step(): HTMLElement {
  const found = document.querySelector<HTMLElement>("[data-state]");
  if (!found) throw new Error("the withdraw page is not shown");
  return found;
}
const formNamed = (name: string) => within(step()).getByRole("form", { name });
const FORM_NAME = { settingPassword: WD.passwordTitle, addingCard: WD.cardTitle, form: WD.withdrawForm } as const;
const review = () => within(step()).getByRole("region", { name: WD.reviewTitle });

function fieldIn(form: HTMLElement, field: WithdrawField): HTMLElement {
  if (field === "bankCode") return within(form).getByRole("combobox");
  return within(form).getByLabelText(exactly(FIELD_LABEL[field]), { selector: "input" });
}

/** Answers the page's four reads with the sample's info (the newest of each: an earlier load's are gone). */
async function answerInfo(session: WithdrawSession, info: WithdrawInfo) {
  const values = wireInfo(info);
  for (const path of INFO_PATHS) await session.calls.answer(path, ok(values[path]), "newest");
}

async function logIn(session: WithdrawSession) {
  const { user } = session;
  await logInInPopup(user, { language: LANG });
}

/** The form's fields as the machine has them: values as typed, a message next to each field with a problem and none elsewhere. */
function expectFields(form: HTMLElement, context: WithdrawContext, fields: readonly WithdrawField[]) {
  for (const field of fields) {
    const input = fieldIn(form, field);
    const error = context.errors[field];
    expect((input as HTMLInputElement).value, `${field} as typed`).toBe(context.fields[field]);
    if (field === "bankCode") {
      // The select's message is the line under it (announced as it changes).
      expect(input.getAttribute("aria-invalid"), "bank marked invalid").toBe(error ? "true" : null);
      expect(form.querySelector('[id$="-bank-error"]'), "the bank's message").toHaveTextContent(error ? spaced(fieldMessage(error, context.info)) : /^$/);
      continue;
    }
    expect(input.getAttribute("aria-invalid"), `${field} marked invalid`).toBe(String(error !== undefined));
    // The message first (a hint may follow it).
    if (error) expect(input).toHaveAccessibleDescription(new RegExp(`^${escaped(fieldMessage(error, context.info)).replace(/[ \u00a0]/g, "\\s")}`));
  }
}

/** The form-level message: the failure's words, or nothing. */
function expectFailure(container: HTMLElement, context: WithdrawContext) {
  const alert = within(container).getByRole("alert");
  if (!context.failure) {
    expect(alert).toHaveTextContent(/^$/);
    return;
  }
  const refusal = context.failure.serverMessage ? REFUSAL[context.failure.serverMessage] : undefined;
  expect(alert).toHaveTextContent(refusal ?? /\S/);
}

export const withdrawDriver: FlowDriver<WithdrawSession> = {
  machineId: "withdraw",

  async start(input: SampleInput) {
    const lang = languageOf(input.input as never);
    if (lang !== LANG) throw new Error(`the withdraw driver reads the page in ${LANG}, not ${lang}`);
    const actors: AnyActorRef[] = [];
    const loading = () => actors.at(-1)?.getSnapshot().value === "loading";
    const writes: string[] = [PATHS.setPassword, PATHS.addCard, PATHS.withdraw];
    const calls = holdCalls((path) => writes.includes(path) || ((INFO_PATHS as readonly string[]).includes(path) && loading()));
    const page = await openFollowed({ url: "/member/withdraw", member: "demo", lang, loader: "loadCashierMachines", machine: "withdraw", calls, actors });
    return { ...page, user: userEvent.setup() };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    const snapshot = snapshotOf(session);
    const form = formOf(snapshot.value);
    const send = () => session.actors.at(-1)!.send(event);
    switch (event.type) {
      case "xstate.done.actor.fetchInfo":
        return answerInfo(session, event.output as WithdrawInfo);
      case "xstate.error.actor.fetchInfo":
        // One read failing fails the load; the others are abandoned with it.
        return calls.answer(PATHS.settings, networkDown, "newest");
      case "xstate.done.actor.setPaymentPassword":
        return calls.answer(PATHS.setPassword, ok(null));
      case "xstate.done.actor.addBankCard":
        return calls.answer(PATHS.addCard, ok(wireCard(event.output as BankCard, snapshot.context.info!.banks)));
      case "xstate.done.actor.submitWithdrawal":
        return calls.answer(PATHS.withdraw, ok(wireWithdrawal(event.output as Withdrawal)));
      case "xstate.error.actor.setPaymentPassword":
      case "xstate.error.actor.addBankCard":
      case "xstate.error.actor.submitWithdrawal": {
        const path = event.type.endsWith("setPaymentPassword") ? PATHS.setPassword : event.type.endsWith("addBankCard") ? PATHS.addCard : PATHS.withdraw;
        const error = event.error as { code: string; serverMessage?: string };
        if (error.code === "session.ended") {
          for (const token of [...store.state.sessions.keys()]) store.closeSession(token);
          return calls.answer(path, null);
        }
        return calls.answer(path, error.serverMessage ? refused(error.serverMessage) : networkDown);
      }
      case "info.retry":
        return user.click(within(within(step()).getByRole("alert")).getByRole("button", { name: WD.tryAgain }));
      case "field.changed": {
        const field = event.field as WithdrawField;
        if (!form || !(FORM_FIELDS[form] as readonly string[]).includes(field)) {
          // No such field on this form: the player cannot type it (the machine keeps the value, nothing shows it).
          send();
          return;
        }
        const input = fieldIn(formNamed(FORM_NAME[form]), field);
        if (field === "bankCode") return user.selectOptions(input, String(event.value));
        return typeInto(user, input, String(event.value));
      }
      case "password.submitted":
        return user.click(within(formNamed(WD.passwordTitle)).getByRole("button", { name: WD.savePassword }));
      case "card.submitted":
        return user.click(within(formNamed(WD.cardTitle)).getByRole("button", { name: WD.saveCard }));
      case "card.cancelled": {
        const cancel = within(formNamed(WD.cardTitle)).queryByRole("button", { name: WD.cancel });
        if (!cancel) {
          // No bank account to go back to: the form offers no Cancel (the machine's guard refuses it).
          send();
          return;
        }
        return user.click(cancel);
      }
      case "card.add":
        return user.click(within(formNamed(WD.withdrawForm)).getByRole("button", { name: WD.addCard }));
      case "card.selected": {
        const card = snapshot.context.info!.cards.find((c) => c.cardId === event.cardId);
        if (!card) {
          // The page lists no such account (the sample's first account, when the only one is the account just bound).
          send();
          return;
        }
        return user.click(within(formNamed(WD.withdrawForm)).getByRole("radio", { name: `${card.bankName} ${card.accountNumber}` }));
      }
      case "withdraw.allChosen":
        return user.click(within(formNamed(WD.withdrawForm)).getByRole("button", { name: WD.all }));
      case "withdraw.submitted":
        return user.click(within(formNamed(WD.withdrawForm)).getByRole("button", { name: WD.continue }));
      case "review.back":
      case "submit.back":
        return user.click(within(review()).getByRole("button", { name: WD.back }));
      case "review.confirmed":
        return user.click(within(review()).getByRole("button", { name: WD.confirm }));
      case "submit.retry":
        return user.click(within(review()).getByRole("button", { name: WD.tryAgain }));
      case "session.resumed":
        return logIn(session);
      case "withdraw.new":
        return user.click(within(step()).getByRole("button", { name: WD.newWithdrawal }));
      default:
        throw new Error(`withdrawDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = JSON.stringify(value);
    await waitFor(
      () => {
        const { context } = snapshotOf(session);
        const container = step();
        const form = formOf(value);
        if (form) {
          const shown = formNamed(FORM_NAME[form]);
          expectFields(shown, context, FORM_FIELDS[form]);
          if (form === "form") {
            const info = context.info!;
            expect(within(shown).getByTestId("withdraw-available")).toHaveTextContent(spaced(money(info.available)));
            for (const card of info.cards) {
              const radio = within(shown).getByRole("radio", { name: `${card.bankName} ${card.accountNumber}` });
              expect((radio as HTMLInputElement).checked, `${card.cardId} chosen`).toBe(card.cardId === context.cardId);
            }
            return;
          }
          const saving = state.includes('"saving"');
          const save = within(shown).getByRole("button", { name: saving ? WD.saving : form === "settingPassword" ? WD.savePassword : WD.saveCard });
          expect(save.getAttribute("aria-disabled")).toBe(String(saving));
          expectFailure(shown, context);
          if (form === "addingCard") expect(within(shown).queryByRole("button", { name: WD.cancel }) !== null, "Cancel offered").toBe((context.info?.cards.length ?? 0) > 0);
          return;
        }
        switch (state) {
          case '"loading"':
            expect(within(container).getByRole("status")).toHaveTextContent(WD.loading);
            expect(within(container).queryByRole("form")).toBeNull();
            return;
          case '"loadFailed"': {
            const alert = within(container).getByRole("alert");
            expect(alert).toHaveTextContent(/\S/);
            expect(within(alert).getByRole("button", { name: WD.tryAgain })).toBeInTheDocument();
            return;
          }
          case '"reviewing"':
          case '"submitting"':
          case '"submitFailed"':
          case '"awaitingLogin"': {
            const shown = review();
            const card = context.info!.cards.find((c) => c.cardId === context.cardId)!;
            expect(shown).toHaveTextContent(spaced(money(withdrawRequest(context)!.amount)));
            expect(shown).toHaveTextContent(`${card.bankName} ${card.accountNumber}`);
            const button = (name: string) => within(shown).queryByRole("button", { name });
            if (state === '"submitFailed"') {
              expectFailure(shown, context);
              expect(button(WD.tryAgain)).not.toBeNull();
              expect(button(WD.back)).not.toBeNull();
              return;
            }
            expect(within(shown).getByRole("alert")).toHaveTextContent(/^$/);
            const confirm = button(state === '"submitting"' ? WD.sending : WD.confirm)!;
            expect(confirm.getAttribute("aria-disabled")).toBe(String(state !== '"reviewing"'));
            expect(button(WD.back)!.getAttribute("aria-disabled")).toBe(String(state !== '"reviewing"'));
            if (state === '"awaitingLogin"') {
              // The withdrawal waits, as typed, under the login popup.
              expect(within(shown).getByRole("status")).toHaveTextContent(WD.sessionEnded);
              expect(screen.getByRole("dialog", { name: WD.logIn })).toBeInTheDocument();
            }
            return;
          }
          case '"done"': {
            const done = within(container).getByRole("region", { name: WD.doneTitle });
            const withdrawal = context.withdrawal!;
            expect(within(done).getByRole("status")).toHaveTextContent(withdrawal.withdrawalId);
            expect(within(done).getByRole("status")).toHaveTextContent(spaced(money(withdrawal.amount)));
            expect(within(done).getByRole("button", { name: WD.newWithdrawal })).toBeInTheDocument();
            return;
          }
          default:
            throw new Error(`no screen check for ${state}`);
        }
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("withdraw"),

  stop: stopFollowed,
};
