/**
 * Model-based UI driver of the withdrawal confirmation: each generated path through the real views (the dialog, its
 * proof step, the failed-check notice) in the whole app, run by the root app machine for a signed-in member.
 *
 * The sandbox has no cashier yet (it is being written on another branch), so the platform's two calls are answered
 * here: each request to `MCSFE_getPaymentConfirmationList` or `MCSFE_processC2CTransaction` waits until the path's
 * next sample event says what the platform answers (the sample's payouts as the wire writes them, its outcome, or a
 * network failure). A request abandoned by the machine (the dialog closed, the session ended) is never answered.
 * The end of a session is a real one: the sandbox closes the session, the next token call (the balance's refresh)
 * answers 401, and the player logs in again through the login popup the 401 opened; the new member's first check finds
 * no payout, as at the start. The `autoConfirm` delay is the machine's own timer: the driver captures the timeout the
 * actor system sets for the payout's seconds and lets it fire when the path says the minutes run out.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import { PAYOUT_POLL_MS, type AnswerOutcome, type Payout, type ProofImage } from "../../machines/withdrawal-confirmation/withdrawal-confirmation.types.ts";
import type { Withdrawal } from "../../machines/withdraw/withdraw.types.ts";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { allEndpoints as endpoints } from "../../src/api/all-endpoints.ts";

const PAYOUTS_PATH = endpoints.paymentConfirmations.path;
const C2C_PATH = endpoints.processC2c.path;
const WITHDRAWALS_PATH = endpoints.withdrawals.path;
import { captureTimeouts, type CapturedTimeouts } from "./timeouts.ts";
import { logInInPopup } from "./sign-in.ts";
import type { FlowDriver } from "./types.ts";

const entry = registry.find((e) => e.machine.id === "withdrawalConfirmation")!;
const { store } = nodeSandbox;

type Held = { signal: AbortSignal; answer(response: Response): void };

interface ConfirmationSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: ReturnType<typeof userEvent.setup>;
  /** Requests waiting for the path to say what the platform answers, by path. */
  held: Map<string, Held[]>;
  /** The machine's own waits, still run on time: a payout's seconds (`autoConfirm`) and the minute's poll (`payoutPoll`). */
  timers: CapturedTimeouts;
  /** The payout lengths of the samples: the `autoConfirm` timeouts among the captured ones. */
  autoConfirmDelays: number[];
}

/** Answers the next request to `path` still wanted by the app (waiting for it to be sent first). */
async function answer(session: ConfirmationSession, path: string, response: () => Response): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const queue = (session.held.get(path) ?? []).filter((h) => !h.signal.aborted);
    session.held.set(path, queue);
    const next = queue.shift();
    if (next) {
      next.answer(response());
      return;
    }
    if (Date.now() > deadline) throw new Error(`the app never called ${path}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const toMajor = (minor: number) => (minor / 100).toFixed(2);
const wirePayout = (p: Payout) => ({
  payoutId: p.id,
  withdrawalId: p.withdrawalId,
  amount: toMajor(p.amount),
  received: toMajor(p.received),
  remaining: toMajor(p.remaining),
  secondsLeft: p.secondsLeft,
  status: p.status === "waiting" ? "WAITING" : "FORCED",
});
const payoutList = (payouts: readonly Payout[]) => () => HttpResponse.json({ success: true, value: { autoConfirmMinutes: 30, list: payouts.map(wirePayout) } });
const WIRE_OUTCOME: Record<AnswerOutcome, string> = { confirmed: "CONFIRMED", inReview: "IN_REVIEW", forced: "FORCED" };
const outcome = (o: AnswerOutcome) => () => HttpResponse.json({ success: true, value: { outcome: WIRE_OUTCOME[o] } });
const networkDown = () => HttpResponse.error();
const WIRE_STATUS: Record<Withdrawal["status"], string> = { pending: "PENDING", paying: "PAYING", inReview: "IN_REVIEW", completed: "COMPLETED", rejected: "REJECTED" };
const withdrawalList = (withdrawals: readonly Withdrawal[]) => () =>
  HttpResponse.json({
    success: true,
    value: { list: withdrawals.map((w) => ({ ...w, amount: toMajor(w.amount), received: toMajor(w.received), status: WIRE_STATUS[w.status] })) },
  });

/** Fires the newest of `timers` now (as if its time had passed). */
const ref = (session: ConfirmationSession) => session.app.services.app.getSnapshot().context.withdrawalConfirmation;

function dialogNamed(name: string): HTMLElement | null {
  return screen.queryByRole("dialog", { name });
}
function openDialog(name: string): HTMLElement {
  const dialog = dialogNamed(name);
  if (!dialog) throw new Error(`expected the dialog "${name}"`);
  return dialog;
}

const TITLES = {
  asking: "Confirm your withdrawal payment",
  proof: "Payment not received",
  confirmed: "Payment confirmed",
  inReview: "Proof sent",
  autoReceived: "Payment counted as received",
  forced: "Payment settled by the platform",
} as const;

/** A file like the sample proof: its name, type and size (the contents are bytes of that size). */
function fileOf(proof: ProofImage): File {
  return new File([new Uint8Array(proof.size)], proof.name, { type: proof.type });
}

async function waitIdle(session: ConfirmationSession) {
  await waitFor(() => expect(ref(session)?.getSnapshot().value).toBe("idle"), { timeout: 10_000 });
}

/** A new member's first check (after the login) finds no open withdrawal: the machine starts the path idle. */
async function firstCheck(session: ConfirmationSession) {
  await waitFor(() => expect(ref(session)).not.toBeNull(), { timeout: 10_000 });
  await answer(session, WITHDRAWALS_PATH, withdrawalList([]));
  await waitIdle(session);
}

/** The session ends for real (a 401), and the player logs in again through the login popup it opened. */
async function endSession(session: ConfirmationSession) {
  const { user } = session;
  const before = ref(session);
  for (const token of [...store.state.sessions.keys()]) store.closeSession(token);
  // The next call to the platform meets the 401: the player's press on the balance's Refresh, unless a call of the
  // site's own (the header's counts, say) gets there first and the login popup has already replaced the member bar.
  // The member bar is a chunk of its own: the first path of a run may get here before it has drawn.
  const ended = () => before?.getSnapshot().status === "stopped";
  await waitFor(() => expect(ended() || screen.queryByTestId("member-bar") !== null).toBe(true), { timeout: 10_000 });
  const bar = screen.queryByTestId("member-bar");
  if (!ended() && bar) await user.click(within(bar).getByRole("button", { name: "Refresh" }));
  await waitFor(() => expect(ended()).toBe(true), { timeout: 10_000 });
  await logInInPopup(user);
  await firstCheck(session);
}

export const withdrawalConfirmationDriver: FlowDriver<ConfirmationSession> = {
  machineId: "withdrawalConfirmation",

  async start() {
    localStorage.setItem("lang", "en");
    sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
    const held = new Map<string, Held[]>();
    nodeSandbox.server.use(
      http.all("*", async ({ request }) => {
        const path = new URL(request.url).pathname;
        if (path !== PAYOUTS_PATH && path !== C2C_PATH && path !== WITHDRAWALS_PATH) return undefined;
        return new Promise<Response>((resolve) => {
          held.set(path, [...(held.get(path) ?? []), { signal: request.signal, answer: resolve }]);
        });
      }),
    );
    // The actor system's timeouts for a payout's seconds are the machine's autoConfirm delay (machines/withdrawal-confirmation).
    const autoConfirmDelays = [...new Set(entry.samples.flatMap((s) => ((s.event as { output?: unknown }).output as Payout[] | undefined)?.map?.((p) => p.secondsLeft * 1000) ?? []).filter((ms) => ms > 0))];
    const timers = captureTimeouts([...autoConfirmDelays, PAYOUT_POLL_MS], "watch");
    const app = await renderApp("/vip");
    await screen.findByRole("navigation", { name: "Main" }, { timeout: 10_000 });
    const session: ConfirmationSession = {
      app,
      user: userEvent.setup({ applyAccept: false }),
      held,
      timers,
      autoConfirmDelays,
    };
    await firstCheck(session);
    return session;
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user } = session;
    switch (event.type) {
      case "xstate.done.actor.fetchPayouts":
        return answer(session, PAYOUTS_PATH, payoutList(event.output as Payout[]));
      case "xstate.error.actor.fetchPayouts":
        return answer(session, PAYOUTS_PATH, networkDown);
      case "xstate.done.actor.submitAnswer":
      case "xstate.done.actor.submitProof":
        return answer(session, C2C_PATH, outcome(event.output as AnswerOutcome));
      case "xstate.error.actor.submitAnswer":
      case "xstate.error.actor.submitProof":
        return answer(session, C2C_PATH, networkDown);
      case "xstate.done.actor.fetchWithdrawals":
        return answer(session, WITHDRAWALS_PATH, withdrawalList(event.output as Withdrawal[]));
      case "xstate.error.actor.fetchWithdrawals":
        return answer(session, WITHDRAWALS_PATH, networkDown);
      case "xstate.after.autoConfirm.withdrawalConfirmation.open":
        return session.timers.fire(session.autoConfirmDelays);
      case "xstate.after.payoutPoll.withdrawalConfirmation.polling":
        return session.timers.fire(PAYOUT_POLL_MS);
      case "payouts.check":
        // What the withdrawals list's useWithdrawalConfirmation().check() sends (the list is another screen's).
        session.app.services.app.send({ type: "payouts.check" });
        return;
      case "check.retry":
        return user.click(within(screen.getByTestId("payouts-check-failed")).getByRole("button", { name: "Try again" }));
      case "check.dismissed":
        return user.click(within(screen.getByTestId("payouts-check-failed")).getByRole("button", { name: "Dismiss" }));
      case "payout.received":
        return user.click(within(openDialog(TITLES.asking)).getByRole("button", { name: "Received" }));
      case "payout.allReceived":
        return user.click(within(openDialog(TITLES.asking)).getByRole("button", { name: "All received" }));
      case "payout.notReceived":
        return user.click(within(openDialog(TITLES.asking)).getByRole("button", { name: "Not received" }));
      case "proof.selected": {
        const proof = event.proof as ProofImage;
        return user.upload(within(openDialog(TITLES.proof)).getByLabelText("Proof image (png or jpg, at most 5 MB)"), fileOf(proof));
      }
      case "proof.submitted":
        return user.click(within(openDialog(TITLES.proof)).getByRole("button", { name: /^(Send proof|Try again)$/ }));
      case "proof.cancelled":
        return user.click(within(openDialog(TITLES.proof)).getByRole("button", { name: "Back" }));
      case "outcome.acknowledged":
        return user.click(within(screen.getByTestId("payout-outcome").closest("dialog")!).getByRole("button", { name: "OK" }));
      case "dialog.closed":
        return user.click(within(screen.getAllByRole("dialog").at(-1)!).getAllByRole("button", { name: "Close" })[0]!);
      case "session.ended":
        return endSession(session);
      default:
        throw new Error(`withdrawalConfirmationDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = typeof value === "string" ? value : JSON.stringify(value);
    await waitFor(
      () => {
        const notice = screen.queryByTestId("payouts-check-failed");
        const anyDialog = Object.values(TITLES).some((title) => dialogNamed(title) !== null);
        switch (state) {
          case "idle":
          case "checkingWithdrawals":
          case "checking":
          case "polling":
            expect(anyDialog).toBe(false);
            expect(notice).toBeNull();
            return;
          case "checkFailed":
            expect(notice).toHaveTextContent("Your withdrawal payments could not be checked.");
            expect(anyDialog).toBe(false);
            return;
          case '{"open":"asking"}':
          case '{"open":"answering"}': {
            const dialog = openDialog(TITLES.asking);
            expect(within(dialog).getByTestId("payout-figures")).toHaveTextContent(/Received in this payment/);
            expect(within(dialog).getByRole("timer")).toHaveTextContent(/^\d+:\d\d$/);
            const busy = within(dialog).queryAllByRole("button").some((b) => b.getAttribute("aria-busy") === "true");
            expect(busy).toBe(state.includes("answering"));
            return;
          }
          default: {
            if (state.startsWith('{"open":{"proof":')) {
              const dialog = openDialog(TITLES.proof);
              const step = (value as { open: { proof: string } }).open.proof;
              const send = within(dialog).getByRole("button", { name: /^(Send proof|Try again|Sending…)$/ });
              expect(within(dialog).queryByTestId("proof-preview") !== null).toBe(step !== "choosing");
              expect(send.getAttribute("aria-disabled") === "true").toBe(step !== "previewing");
              expect(send.getAttribute("aria-busy") === "true").toBe(step === "sending");
              return;
            }
            if (state.startsWith('{"settled":')) {
              const outcome = (value as { settled: keyof typeof TITLES }).settled;
              expect(within(openDialog(TITLES[outcome])).getByTestId("payout-outcome")).toHaveAttribute("data-outcome", outcome);
              return;
            }
            throw new Error(`no screen check for ${state}`);
          }
        }
      },
      { timeout: 10_000 },
    );
  },

  machineState(session) {
    const actor = ref(session);
    return actor ? entry.serialize(actor.getSnapshot() as never) : "(not running)";
  },

  async stop(session) {
    session.app.services.app.stop();
    session.app.unmount();
    session.timers.restore();
    for (const queue of session.held.values()) for (const h of queue) h.answer(HttpResponse.error());
  },
};
