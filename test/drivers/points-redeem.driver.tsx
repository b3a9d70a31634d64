/**
 * Model-based UI driver of redeeming a points reward (PTS-06, PTS-07): each generated path through the points mall's
 * Redeem dialog for "Gift card 50" (5,500 points, 80 left in the sandbox seed; `demo` has 12,480 points and may take
 * 10 at once — the sample input says the same). The shared steps are in points-order.ts.
 *
 * After the redemption the dialog reads its state again every 15 seconds: the driver catches the timeout the actor
 * system sets for the machine's `statusPoll` delay and lets it fire when the path says the time has passed, and it
 * holds the read (the redeem list) while the dialog waits for it, to answer it with the path's state.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { Redemption, RedeemStatus } from "../../machines/points-mall/points.types.ts";
import { pointsEndpoints } from "../../src/api/points-endpoints.ts";
import { answer, dialogNamed, expectSharedScreen, performShared, snapshotOf, startOrder, stopOrder, type OrderOptions, type OrderSession } from "./points-order.ts";
import { captureTimeouts, type CapturedTimeouts } from "./timeouts.ts";
import type { FlowDriver } from "./types.ts";

const entry = registry.find((e) => e.machine.id === "pointsRedeem")!;
const TITLE = "Redeem Gift card 50";
const LABELS = { quantity: "Quantity", paymentPassword: "Payment password" };
const STATUS_POLL_MS = 15_000;
const LIST_PATH: string = pointsEndpoints.pointRedeemHistory.path;

interface RedeemSession extends OrderSession {
  /** The timeouts the actor system set for the machine's `statusPoll` delay. */
  pollTimers: CapturedTimeouts;
}

const valueOf = (session: OrderSession) => JSON.stringify(snapshotOf<{ value: unknown }>(session).value);

const options: OrderOptions = {
  machine: "pointsRedeem",
  path: pointsEndpoints.pointRedeem.path,
  // Only the dialog's own read of the redemption's state (the mall reads the same list for its history).
  alsoHold: { path: LIST_PATH, when: (session) => session.actors.length > 0 && valueOf(session) === '{"done":"checking"}' },
  open: async ({ user }) => user.click(await screen.findByRole("button", { name: "Redeem Gift card 50" }, { timeout: 10_000 })),
};

const WIRE_STATUS: Record<RedeemStatus, string> = { inProcess: "IN_PROCESS", approved: "APPROVED", rejected: "REJECTED" };
const wire = (r: Redemption) => ({ redeemId: r.redeemId, rewardId: "R102", rewardName: r.rewardName, quantity: r.quantity, points: r.points, status: WIRE_STATUS[r.status], remark: r.remark, createdAt: r.createdAt });
const ok = (value: unknown) => HttpResponse.json({ success: true, value });

export const pointsRedeemDriver: FlowDriver<RedeemSession> = {
  machineId: "pointsRedeem",

  async start() {
    const pollTimers = captureTimeouts([STATUS_POLL_MS], "watch");
    try {
      return Object.assign(await startOrder(options), { pollTimers });
    } catch (error) {
      pollTimers.restore();
      throw error;
    }
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const dialog = dialogNamed(TITLE);
    if (await performShared(session, options, dialog, event, LABELS)) return;
    switch (event.type) {
      case "redeem.submitted":
        return session.user.click(within(dialog).getByRole("button", { name: "Redeem" }));
      case "xstate.done.actor.submitRedeem":
        return answer(session, options.path, ok(wire(event.output as Redemption)));
      case "xstate.after.statusPoll.pointsRedeem.done.inProcess":
        return session.pollTimers.fire();
      case "xstate.done.actor.fetchRedemption": {
        const redemption = event.output as Redemption;
        return answer(session, LIST_PATH, ok({ list: [wire(redemption)], total: 1 }));
      }
      case "xstate.error.actor.fetchRedemption":
        return answer(session, LIST_PATH, HttpResponse.error());
      default:
        throw new Error(`pointsRedeemDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = typeof value === "string" ? value : JSON.stringify(value);
    await waitFor(
      () => {
        const dialog = dialogNamed(TITLE);
        if (expectSharedScreen(session, dialog, state, LABELS, /^Redeem \d+ × Gift card 50 for [\d,]+ points\?$/)) return;
        const outcome = within(dialog).getByTestId("redeem-outcome");
        const { redemption } = snapshotOf<{ context: { redemption: Redemption } }>(session).context;
        const remark = redemption.remark ? ` (${redemption.remark})` : "";
        if (state === "approved") expect(outcome).toHaveTextContent(`Approved: your reward is on its way.${remark}`);
        else if (state === "rejected") expect(outcome).toHaveTextContent(`Rejected: your points were returned.${remark}`);
        else if (state.startsWith('{"done":')) expect(outcome).toHaveTextContent(`In process: the operator reviews your redemption shortly.${remark}`);
        else throw new Error(`no screen check for ${state}`);
      },
      { timeout: 10_000 },
    );
  },

  machineState(session) {
    const actor = session.actors.at(-1);
    return actor ? entry.serialize(actor.getSnapshot() as never) : "(not running)";
  },

  async stop(session) {
    await stopOrder(session);
    session.pollTimers.restore();
  },
};
