/**
 * Model-based UI driver of converting points to balance (PTS-22): each generated path through the points mall's
 * Convert dialog, for `demo` (12,480 points in the sandbox seed; 100 points = 1.00, at least 1,000 at once, the
 * sandbox's point config — the sample input says the same). The shared steps are in points-order.ts.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { Conversion } from "../../machines/points-mall/points.types.ts";
import { pointsEndpoints } from "../../src/api/points-endpoints.ts";
import { answer, dialogNamed, expectSharedScreen, performShared, snapshotOf, startOrder, stopOrder, type OrderOptions, type OrderSession } from "./points-order.ts";
import { CONVERT_LABEL as L } from "./points-labels.ts";
import type { FlowDriver } from "./types.ts";

const entry = registry.find((e) => e.machine.id === "pointsConvert")!;
const TITLE = L.title;
const LABELS = L.fields;

const options: OrderOptions = {
  machine: "pointsConvert",
  path: pointsEndpoints.pointConvert.path,
  open: async ({ user }) => user.click(await screen.findByRole("button", { name: L.title }, { timeout: 10_000 })),
};

const toMajor = (minor: number) => (minor / 100).toFixed(2);
const converted = (c: Conversion) => HttpResponse.json({ success: true, value: { convertId: c.convertId, points: c.points, amount: toMajor(c.amount), balance: c.balance } });

export const pointsConvertDriver: FlowDriver<OrderSession> = {
  machineId: "pointsConvert",
  start: () => startOrder(options),

  async perform(session, event: EventObject & Record<string, unknown>) {
    const dialog = dialogNamed(TITLE);
    if (await performShared(session, options, dialog, event, LABELS)) return;
    switch (event.type) {
      case "convert.all":
        return session.user.click(within(dialog).getByRole("button", { name: L.all }));
      case "convert.submitted":
        return session.user.click(within(dialog).getByRole("button", { name: L.convert }));
      case "xstate.done.actor.submitConvert":
        return answer(session, options.path, converted(event.output as Conversion));
      default:
        throw new Error(`pointsConvertDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = String(value);
    await waitFor(
      () => {
        const dialog = dialogNamed(TITLE);
        if (expectSharedScreen(session, dialog, state, LABELS, L.question)) return;
        if (state !== "done") throw new Error(`no screen check for ${state}`);
        const { conversion } = snapshotOf<{ context: { conversion: Conversion } }>(session).context;
        expect(within(dialog).getByTestId("convert-outcome")).toHaveTextContent(new RegExp(`^${conversion.points.toLocaleString("en")} points converted: P\\s?${toMajor(conversion.amount)} added to your balance\\.$`));
      },
      { timeout: 10_000 },
    );
  },

  machineState(session) {
    const actor = session.actors.at(-1);
    return actor ? entry.serialize(actor.getSnapshot() as never) : "(not running)";
  },

  stop: stopOrder,
};
