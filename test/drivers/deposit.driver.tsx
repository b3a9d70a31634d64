/**
 * Model-based UI driver of the deposit page (`/member/deposit` in the member centre, for `demo`): each generated path
 * through the real views — the methods, the presets, the amount field with its problem next to it, Continue, the
 * review with Confirm, Back and Try again, the order with where to pay, Check now and New deposit, and the login popup
 * after a 401.
 *
 * The path's input is a Portuguese player (comma decimals), so the site runs in Portuguese: a preset writes `500,00`
 * as the model does. The page's three calls (settings, the order, the order's status) wait until the path's next
 * sample event says what the platform answers, in the platform's wire form of the sample's data (major units,
 * upper-case states), a refusal, or a network failure. The end of a session is a real one: the sandbox closes it and
 * the held order goes on to the sandbox, which answers 401; the player logs in again through the login popup.
 *
 * The minutes between status reads are the machine's own `orderPoll` delay, given a far-off length here so that only
 * the path says when "a few seconds pass": the driver captures that timeout and lets it fire then. A status read that
 * fails (the sample's slow read) is answered here as a failed connection; the browser driver lets the page's clock
 * reach the client's limit for reads instead.
 *
 * The sample settings give each method a single channel, so the page shows no channel choice and a preset only for
 * the channel that has presets: a channel pick, a preset the page does not show, and a second press on the method
 * already chosen that the machine would still take (it clears a problem, or puts back the method's channel) are sent
 * to the page's actor, as no player can make them (the browser driver lists the paths with them as not in the browser).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import { transition, type AnyActorRef, type EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import { currentChannel, depositRequest, type DepositContext } from "../../machines/deposit/deposit.machine.ts";
import type { DepositOrder, DepositSettings } from "../../machines/deposit/deposit.types.ts";
import { cashierEndpoints } from "../../src/api/cashier-endpoints.ts";
import type { CashierMachines } from "../../src/app/services.tsx";
import type { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { logInInPopup, typeInto } from "./sign-in.ts";
import { DEPOSIT_PT, depositMoney as money } from "./labels.ts";
import { wireOrder, wireSettings } from "./deposit-wire.ts";
import { followedState, openFollowed } from "./followed-page.ts";
import { captureTimeouts, type CapturedTimeouts } from "./timeouts.ts";
import type { FlowDriver } from "./types.ts";

const entry = registry.find((e) => e.machine.id === "deposit")!;
const { store } = nodeSandbox;
const SETTINGS: string = cashierEndpoints.depositSettings.path;
const SUBMIT: string = cashierEndpoints.depositSubmit.path;
const ORDER: string = cashierEndpoints.depositOrder.path;
/** The `orderPoll` delay the driver gives the page's machine: longer than any path, fired only when the path says. */
const FAR_MS = 2 ** 31 - 1;

interface DepositSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: ReturnType<typeof userEvent.setup>;
  calls: HeldCalls;
  /** The deposit page's actors, newest last. */
  actors: AnyActorRef[];
  /** The timeouts the actor system set for the `orderPoll` delay. */
  pollTimers: CapturedTimeouts;
}

const actorOf = (session: DepositSession) => session.actors.at(-1)!;
const contextOf = (session: DepositSession) => actorOf(session).getSnapshot().context as DepositContext;

const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
const refused = (message: string) => () => HttpResponse.json({ success: false, message });
const networkDown = () => HttpResponse.error();

/** The member centre's dialog the page is drawn in. */
const centre = () => screen.getByRole("dialog", { name: DEPOSIT_PT.centre });
const form = () => within(centre()).getByRole("form", { name: DEPOSIT_PT.form });
const review = () => within(centre()).getByRole("region", { name: DEPOSIT_PT.review });
const order = () => within(centre()).getByRole("region", { name: DEPOSIT_PT.order });

/** Whether the machine would change (as the model serialises it) on `event` now. */
function machineWouldChange(session: DepositSession, event: EventObject): boolean {
  // The registry's machine, not the followed logic: a transition starts an inert actor of the logic it is given.
  const now = actorOf(session).getSnapshot();
  const [next] = transition(entry.machine, now as never, event);
  return entry.serialize(next as never) !== entry.serialize(now as never);
}

export const depositDriver: FlowDriver<DepositSession> = {
  machineId: "deposit",
  // The first path of a run compiles the member centre's and the cashier's chunks.
  pathTimeoutMs: 60_000,

  async start() {
    const actors: AnyActorRef[] = [];
    const calls = holdCalls((path) => path === SETTINGS || path === SUBMIT || path === ORDER);
    const pollTimers = captureTimeouts([FAR_MS], "watch");
    const page = await openFollowed({
      url: "/member/deposit",
      member: "demo",
      lang: "pt",
      loader: "loadCashierMachines",
      machine: "deposit",
      calls,
      actors,
      adapt: (logic) => (logic as CashierMachines["deposit"]).provide({ delays: { orderPoll: FAR_MS } }),
    });
    return {
      ...page,
      user: userEvent.setup(),
      pollTimers,
    };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    /** Sends a sample the page offers no control for right now (the reason is the comment at each call). */
    const direct = () => void actorOf(session).send(event);
    switch (event.type) {
      case "xstate.done.actor.fetchSettings":
        return calls.answer(SETTINGS, ok(wireSettings(event.output as DepositSettings)));
      case "xstate.error.actor.fetchSettings":
        return calls.answer(SETTINGS, networkDown);
      case "xstate.done.actor.submitOrder":
        return calls.answer(SUBMIT, ok(wireOrder(event.output as DepositOrder)));
      case "xstate.error.actor.submitOrder": {
        const error = event.error as { code: string; serverMessage?: string };
        if (error.code === "session.ended") {
          // A real end of the session: the sandbox closes it and the order goes on to the sandbox, which answers 401.
          for (const token of [...store.state.sessions.keys()]) store.closeSession(token);
          return calls.answer(SUBMIT, null);
        }
        return calls.answer(SUBMIT, refused(error.serverMessage ?? "refused"));
      }
      case "xstate.done.actor.fetchOrder":
        return calls.answer(ORDER, ok(wireOrder(event.output as DepositOrder)));
      case "xstate.error.actor.fetchOrder":
        return calls.answer(ORDER, networkDown);
      case "xstate.after.orderPoll.deposit.order.pending":
        return session.pollTimers.fire();
      case "settings.retry":
        return user.click(within(centre()).getByRole("button", { name: DEPOSIT_PT.tryAgain }));
      case "deposit.methodSelected": {
        const method = contextOf(session).settings!.methods.find((m) => m.methodCode === event.methodCode)!;
        const radio = within(form()).getByRole("radio", { name: method.methodName });
        // A press on the method already chosen sends nothing; the machine would still clear a problem or put back the
        // method's first channel, which only the actor can be told.
        if ((radio as HTMLInputElement).checked && machineWouldChange(session, event)) return direct();
        return user.click(radio);
      }
      case "deposit.channelSelected": {
        const context = contextOf(session);
        const channel = context.settings!.methods.flatMap((m) => m.channels).find((c) => c.channelId === event.channelId)!;
        const radio = within(form()).queryByRole("radio", { name: channel.channelName });
        // The page offers a channel choice only for a method with several channels, and only that method's channels.
        if (!radio) return direct();
        return user.click(radio);
      }
      case "deposit.presetChosen": {
        const group = within(form()).queryByRole("group", { name: DEPOSIT_PT.presets });
        const button = group ? within(group).queryByRole("button", { name: money(event.amount as number) }) : null;
        // The page shows the chosen channel's presets only; this amount is not one of them.
        if (!button) return direct();
        return user.click(button);
      }
      case "deposit.amountChanged":
        return typeInto(user, within(form()).getByLabelText(DEPOSIT_PT.amount, { selector: "input" }), String(event.text));
      case "deposit.submitted":
        return user.click(within(form()).getByRole("button", { name: DEPOSIT_PT.continue }));
      case "review.back":
      case "submit.back":
        return user.click(within(review()).getByRole("button", { name: DEPOSIT_PT.back }));
      case "review.confirmed":
        return user.click(within(review()).getByRole("button", { name: DEPOSIT_PT.confirm }));
      case "submit.retry":
        return user.click(within(review()).getByRole("button", { name: DEPOSIT_PT.tryAgain }));
      case "session.resumed":
        return logInInPopup(user, { language: "pt" });
      case "order.refresh":
        return user.click(within(order()).getByRole("button", { name: DEPOSIT_PT.checkNow }));
      case "order.retry":
        return user.click(within(order()).getByRole("button", { name: DEPOSIT_PT.tryAgain }));
      case "order.new":
        return user.click(within(order()).getByRole("button", { name: DEPOSIT_PT.newDeposit }));
      default:
        throw new Error(`depositDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = typeof value === "string" ? value : JSON.stringify(value);
    await waitFor(
      () => {
        const context = contextOf(session);
        const dialog = centre();
        const loginOpen = screen.queryByRole("dialog", { name: DEPOSIT_PT.login }) !== null;
        const button = (scope: HTMLElement, name: string) => screenButton(scope, name);
        expect(loginOpen, "the login popup").toBe(state === "awaitingLogin");
        switch (state) {
          case "loading":
            expect(within(dialog).getByRole("status")).toHaveTextContent(DEPOSIT_PT.loading);
            expect(within(dialog).queryByRole("form", { name: DEPOSIT_PT.form })).toBeNull();
            return;
          case "loadFailed": {
            const alert = within(dialog).getByRole("alert");
            expect(alert).toHaveTextContent(DEPOSIT_PT.failure[context.failure!.code]!);
            expect(button(alert, DEPOSIT_PT.tryAgain)).not.toBeNull();
            return;
          }
          case "closed":
            expect(within(dialog).getByText(DEPOSIT_PT.closed)).toBeInTheDocument();
            expect(button(dialog, DEPOSIT_PT.tryAgain)).not.toBeNull();
            expect(within(dialog).queryByRole("form", { name: DEPOSIT_PT.form })).toBeNull();
            return;
          case "form": {
            const shown = form();
            const methods = context.settings!.methods.filter((m) => m.channels.length > 0);
            const radios = within(shown).getAllByRole("radio");
            expect(radios.map((r) => r.getAttribute("value"))).toEqual(methods.map((m) => m.methodCode));
            expect(radios.filter((r) => (r as HTMLInputElement).checked).map((r) => r.getAttribute("value"))).toEqual([context.methodCode]);
            // What the player typed stays, with the problem the machine found next to the field and no other.
            const amount = within(shown).getByLabelText(DEPOSIT_PT.amount, { selector: "input" }) as HTMLInputElement;
            expect(amount.value).toBe(context.amountText);
            const channel = currentChannel(context);
            if (context.amountError) {
              expect(amount).toHaveAttribute("aria-invalid", "true");
              const message = DEPOSIT_PT.amountError[context.amountError]!(channel ?? { minimum: 0, maximum: 0 });
              expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
            } else {
              expect(amount).toHaveAttribute("aria-invalid", "false");
            }
            const presets = within(shown).queryByRole("group", { name: DEPOSIT_PT.presets });
            if (channel && channel.presets.length > 0) expect(within(presets!).getAllByRole("button").map((b) => b.textContent)).toEqual(channel.presets.map(money));
            else expect(presets).toBeNull();
            return;
          }
          case "reviewing":
          case "submitting":
          case "submitFailed":
          case "awaitingLogin": {
            const shown = review();
            const method = context.settings!.methods.find((m) => m.methodCode === context.methodCode)!;
            // (toHaveTextContent reads a no-break space as a space)
            expect(shown).toHaveTextContent(money(depositRequest(context)!.amount).replace(/\u00a0/g, " "));
            expect(shown).toHaveTextContent(method.methodName);
            expect(shown).toHaveTextContent(currentChannel(context)!.channelName);
            const alert = within(shown).getByRole("alert");
            if (state === "submitFailed") {
              expect(alert).toHaveTextContent(DEPOSIT_PT.failure[context.failure!.serverMessage ?? context.failure!.code]!);
              expect(button(shown, DEPOSIT_PT.tryAgain)).not.toBeNull();
              expect(button(shown, DEPOSIT_PT.back)).not.toBeNull();
              return;
            }
            expect(alert).toBeEmptyDOMElement();
            const confirm = within(shown).getByRole("button", { name: state === "submitting" ? DEPOSIT_PT.sending : DEPOSIT_PT.confirm });
            expect(confirm).toHaveAttribute("aria-disabled", String(state !== "reviewing"));
            expect(button(shown, DEPOSIT_PT.back)).toHaveAttribute("aria-disabled", String(state !== "reviewing"));
            if (state === "awaitingLogin") expect(within(shown).getByRole("status")).toHaveTextContent(DEPOSIT_PT.sessionEnded);
            return;
          }
          default: {
            const step = (value as { order?: string }).order;
            if (!step) throw new Error(`no screen check for ${state}`);
            const shown = order();
            const placed = context.order!;
            expect(within(shown).getByRole("heading")).toHaveTextContent(DEPOSIT_PT.orderTitle(placed.orderId));
            expect(within(shown).getByRole("status")).toHaveTextContent(DEPOSIT_PT.status[placed.status]);
            const open = placed.status === "pending";
            // Where to pay, while the order waits for the money.
            expect(within(shown).queryByText(placed.payee.reference) !== null).toBe(open);
            const check = button(shown, DEPOSIT_PT.checkNow);
            if (open) expect(check).toHaveAttribute("aria-disabled", String(step === "checking"));
            else expect(check).toBeNull();
            const alert = within(shown).getByRole("alert");
            if (step === "checkFailed") {
              expect(alert).toHaveTextContent(DEPOSIT_PT.failure[context.failure!.code]!);
              expect(button(shown, DEPOSIT_PT.tryAgain)).not.toBeNull();
            } else {
              expect(alert).toBeEmptyDOMElement();
              expect(button(shown, DEPOSIT_PT.tryAgain)).toBeNull();
            }
            expect(button(shown, DEPOSIT_PT.newDeposit)).not.toBeNull();
            return;
          }
        }
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("deposit"),

  async stop(session) {
    session.app.services.app.stop();
    session.app.unmount();
    session.pollTimers.restore();
    session.calls.abandon();
  },
};

function screenButton(scope: HTMLElement, name: string): HTMLElement | null {
  return within(scope).queryByRole("button", { name });
}
