/**
 * What the two transfer drivers share (to the upline on the member centre's page, to a downline in team management's
 * dialog; both built on the shared order review, machines/shared/order-review.ts): the app for a sandbox member, the
 * transfer's actor followed through the lazy machines the app loads, its two platform calls held until the path says
 * how the platform answers, the form's fields, the review, a refusal, a real end of the session and the login after it.
 *
 * The balance (`fetchInfo`, the same call the header's balance makes) is held only while the transfer's actor loads
 * it, so the header's own reads go on to the sandbox; the sample's balance is the sandbox's agent01 (8,800.00). The
 * transfer (encrypted, under `passwordCheck/`) waits for the path's next sample: the sandbox's own answer for a
 * transfer made (its rules move the money), a refusal in the platform's envelope for the wrong payment password, a
 * failed connection for one that does not get through (it stands for the timeout: the client's own timeout is long),
 * and — for the end of a session — nothing: the sandbox closes the session and the held call goes on to the sandbox,
 * which answers 401, and the agent logs in again through the login popup that opened.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import type { Failure } from "../../machines/shared/errors.ts";
import { allEndpoints } from "../../src/api/all-endpoints.ts";
import type { AppServices } from "../../src/app/services.tsx";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { typeInto } from "./sign-in.ts";

const { store } = nodeSandbox;

/** The balance the transfer form reads (and the header's balance). */
export const BALANCE_PATH: string = allEndpoints.walletBalance.path;

export const WAIT = { timeout: 10_000 };
/** A lazy area's code and texts arrive on first use: a cold start under load takes longer than a step. */
export const FIRST = { timeout: 30_000 };

/** The sandbox members the paths run as (src/sandbox/seed/members.ts). */
export const MEMBERS = { agent01: "Agent1234", demo: "Demo1234" } as const;

export interface TransferSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: ReturnType<typeof userEvent.setup>;
  calls: HeldCalls;
  /** The transfer's actors, newest last. */
  actors: AnyActorRef[];
  /** Who is logged in (and logs in again after the session ends). */
  username: keyof typeof MEMBERS;
}

export interface TransferOptions {
  /** The sandbox member logged in at the start. */
  username: keyof typeof MEMBERS;
  url: string;
  /** The transfer's call. */
  transferPath: string;
  /** Wraps the lazy machines the app loads so that the transfer's logic notes its actors. */
  follow(services: AppServices, actors: AnyActorRef[]): void;
  /** Opens the transfer once the app is up (a dialog from a row), if the page does not start it by itself. */
  open?(session: TransferSession): Promise<void>;
}

/** The view's words for one transfer. */
export interface TransferWords {
  /** The form's accessible name. */
  form: string;
  /** The review's title (its region's name). */
  review: string;
  /** The test id of the form's balance. */
  availableTestId: string;
}

export interface TransferContext {
  fields: { amount: string; paymentPassword: string };
  errors: Partial<Record<"amount" | "paymentPassword", string>>;
  failure: Failure | null;
}

export const snapshotOf = <T = { value: unknown; context: TransferContext }>(session: TransferSession) => session.actors.at(-1)!.getSnapshot() as T;

/** Starts the app for the member with the transfer's calls held, and opens the transfer. */
export async function startTransfer(options: TransferOptions): Promise<TransferSession> {
  localStorage.setItem("lang", "en");
  sessionStorage.setItem("token", store.openSession(store.findMember(options.username)!.id));
  const actors: AnyActorRef[] = [];
  const loading = () => actors.at(-1)?.getSnapshot().value === "loading";
  const calls = holdCalls((path) => path === options.transferPath || (path === BALANCE_PATH && loading()));
  const app = await renderApp(options.url, {}, (services) => options.follow(services, actors));
  const session: TransferSession = { app, user: userEvent.setup(), calls, actors, username: options.username };
  await options.open?.(session);
  await waitFor(() => expect(actors).toHaveLength(1), FIRST);
  return session;
}

/** The balance in the platform's wire form (src/api/schemas.ts balanceSchema; the main wallet is accountTypeId 2), as the sandbox writes it. */
export function balanceAnswer(available: number): () => Response {
  const amount = available / 100;
  return () => HttpResponse.json({ success: true, value: { sumBalance: amount, currency: "BRL", currencySymbol: "P", balance: [{ accountTypeId: 2, availBalance: amount }] } });
}

const refused = (message: string) => () => HttpResponse.json({ success: false, message });
const networkDown = () => HttpResponse.error();

/** The login popup the ended session opened: the member logs in again. */
async function logInAgain(session: TransferSession) {
  const { user } = session;
  const login = await screen.findByRole("dialog", { name: "Log in" }, WAIT);
  const form = within(login).getByRole("form", { name: "Log in" });
  await user.type(within(form).getByLabelText(/^Username/, { selector: "input" }), session.username);
  await user.type(within(form).getByLabelText(/^Password/, { selector: "input" }), MEMBERS[session.username]);
  await user.click(within(form).getByRole("button", { name: "Log in" }));
}

const LABELS = { amount: /^Amount/, paymentPassword: /^Payment password/ } as const;

/**
 * The steps both transfers share: the balance's answers, the fields, Continue, the review's buttons, the transfer's
 * answers, the session's end and the login after it. Returns false for an event it does not know.
 */
export async function performShared(session: TransferSession, options: TransferOptions, words: TransferWords, root: () => HTMLElement, event: EventObject & Record<string, unknown>): Promise<boolean> {
  const { user } = session;
  // The review's buttons (the member centre has a Back of its own).
  const button = (name: string | RegExp) => within(within(root()).getByRole("region", { name: words.review })).getByRole("button", { name });
  switch (event.type) {
    case "xstate.done.actor.fetchInfo":
      await session.calls.answer(BALANCE_PATH, balanceAnswer((event.output as { available: number }).available), "all");
      return true;
    case "xstate.error.actor.fetchInfo":
      await session.calls.answer(BALANCE_PATH, networkDown, "all");
      return true;
    case "info.retry":
      await user.click(within(within(root()).getByRole("alert")).getByRole("button", { name: "Try again" }));
      return true;
    case "field.changed": {
      const form = within(root()).getByRole("form", { name: words.form });
      await typeInto(user, within(form).getByLabelText(LABELS[event.field as keyof typeof LABELS], { selector: "input" }), String(event.value));
      return true;
    }
    case "upline.submitted":
    case "transfer.submitted":
      await user.click(within(within(root()).getByRole("form", { name: words.form })).getByRole("button", { name: "Continue" }));
      return true;
    case "review.back":
    case "submit.back":
      await user.click(button("Back"));
      return true;
    case "review.confirmed":
      await user.click(button("Confirm transfer"));
      return true;
    case "submit.retry":
      await user.click(button("Try again"));
      return true;
    case "xstate.done.actor.submitTransfer":
      // The sandbox makes the transfer (its rules move the money; the reference is its own).
      await session.calls.answer(options.transferPath, null);
      return true;
    case "xstate.error.actor.submitTransfer": {
      const error = event.error as { code: string; serverMessage?: string };
      if (error.code === "session.ended") {
        for (const token of [...store.state.sessions.keys()]) store.closeSession(token);
        await session.calls.answer(options.transferPath, null);
      } else if (error.code === "platform.message") {
        await session.calls.answer(options.transferPath, refused(error.serverMessage ?? "refused"));
      } else {
        await session.calls.answer(options.transferPath, networkDown);
      }
      return true;
    }
    case "session.resumed":
      await logInAgain(session);
      return true;
    default:
      return false;
  }
}

/** What a field's problem reads next to it (src/views/cashier/cashier-messages.ts, English). */
const FIELD_MESSAGES: Record<string, RegExp> = {
  "amount.required": /^Enter an amount$/,
  "amount.invalid": /^Enter an amount like 100 or 100\.50$/,
  "amount.belowMinimum": /^The minimum is P\s1\.00$/,
  "amount.aboveMaximum": /^The maximum is P\s100,000\.00$/,
  "amount.aboveAvailable": /^You can transfer at most P\s8,800\.00$/,
  "field.required": /^Input cannot be empty$/,
  "paymentPassword.format": /^The payment password is 6 digits$/,
  "paymentPassword.wrong": /^The payment password is wrong$/,
};

/**
 * What the transfer shows in the shared states: the balance loading, a failed load with Try again, the form (the
 * balance and limits, what was typed, the problems the machine found next to their fields and no others), the review
 * (the amount; Confirm transfer and Back, off while it is sent), a failure with Try again and Back, and the transfer
 * waiting under the login popup. Returns false for a state it does not know.
 */
export function expectSharedScreen(session: TransferSession, words: TransferWords, root: HTMLElement, state: string): boolean {
  const { context } = snapshotOf(session);
  // The review's buttons (the member centre has a Back of its own).
  const button = (name: string | RegExp) => within(within(root).getByRole("region", { name: words.review })).queryByRole("button", { name });
  switch (state) {
    case "loading":
      expect(within(root).getByRole("status")).toHaveTextContent("Loading…");
      expect(within(root).queryByRole("form", { name: words.form })).toBeNull();
      return true;
    case "loadFailed": {
      const alert = within(root).getByRole("alert");
      expect(alert).toHaveTextContent("Network link abnormal. Check your connection and try again.");
      expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
      expect(within(root).queryByRole("form", { name: words.form })).toBeNull();
      return true;
    }
    case "form": {
      const form = within(root).getByRole("form", { name: words.form });
      expect(within(form).getByTestId(words.availableTestId)).toHaveTextContent(/^P\s8,800\.00$/);
      for (const [name, label] of Object.entries(LABELS)) {
        const input = within(form).getByLabelText(label, { selector: "input" });
        const error = context.errors[name as keyof typeof LABELS];
        expect(input, `${name} keeps what was typed`).toHaveValue(context.fields[name as keyof typeof LABELS]);
        expect(input.getAttribute("aria-invalid") === "true", `${name} marked invalid`).toBe(error !== undefined);
        if (error) expect(input).toHaveAccessibleDescription(FIELD_MESSAGES[error]!);
      }
      return true;
    }
    case "reviewing":
    case "submitting": {
      const review = within(root).getByRole("region", { name: words.review });
      const amount = Number(context.fields.amount).toLocaleString("en", { minimumFractionDigits: 2 }).replace(/[.,]/g, "\\$&");
      expect(review).toHaveTextContent(new RegExp(`P\\s${amount}`));
      const confirm = button(state === "submitting" ? "Sending…" : "Confirm transfer")!;
      expect(confirm).toHaveAttribute("aria-disabled", String(state === "submitting"));
      expect(button("Back")).toHaveAttribute("aria-disabled", String(state === "submitting"));
      // The review's failure line is empty until a transfer fails.
      expect(within(review).getByRole("alert")).toHaveTextContent(/^$/);
      return true;
    }
    case "submitFailed":
      expect(within(within(root).getByRole("region", { name: words.review })).getByRole("alert")).toHaveTextContent("Network link abnormal. Check your connection and try again.");
      expect(button("Try again")).not.toBeNull();
      expect(button("Back")).not.toBeNull();
      return true;
    case "awaitingLogin":
      // The transfer waits under the login popup: nothing in it can be pressed until the login.
      expect(screen.getByRole("dialog", { name: "Log in" })).toBeInTheDocument();
      expect(within(root).getByRole("status")).toHaveTextContent("Your session ended. Log in again to continue with this transfer.");
      expect(button("Confirm transfer")).toHaveAttribute("aria-disabled", "true");
      expect(button("Try again")).toBeNull();
      return true;
    default:
      return false;
  }
}

export async function stopTransfer(session: TransferSession): Promise<void> {
  session.app.services.app.stop();
  session.app.unmount();
  session.calls.abandon();
}
