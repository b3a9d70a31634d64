/**
 * Model-based UI driver of the transfer to upline (CASH-09): each generated path through the member centre's
 * "Transfer to upline" page (`/member/transfer-upline`) in the whole app. agent01 (toUpline, 8,800.00, payment
 * password 246801 in the sandbox seed) is the member whose info allows it; demo (no toUpline) reads the sentence
 * instead. The shared steps and how the platform's calls are answered are in transfer-order.ts.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { UplineTransferInput } from "../../machines/upline-transfer/upline-transfer.machine.ts";
import type { UplineTransfer } from "../../machines/upline-transfer/upline-transfer.types.ts";
import { cashierEndpoints } from "../../src/api/cashier-endpoints.ts";
import type { CashierMachines } from "../../src/app/services.tsx";
import { following } from "./follow.ts";
import { expectSharedScreen, FIRST, performShared, snapshotOf, startTransfer, stopTransfer, WAIT, type TransferOptions, type TransferSession, type TransferWords } from "./transfer-order.ts";
import type { FlowDriver } from "./types.ts";

const entry = registry.find((e) => e.machine.id === "uplineTransfer")!;

const WORDS: TransferWords = { form: "Transfer to upline", review: "Check your transfer to upline", availableTestId: "upline-available" };

const optionsFor = (allowed: boolean): TransferOptions => ({
  username: allowed ? "agent01" : "demo",
  url: "/member/transfer-upline",
  transferPath: cashierEndpoints.uplineTransfer.path,
  follow(services, actors) {
    const load = services.loadCashierMachines;
    services.loadCashierMachines = () => load().then((machines: CashierMachines) => ({ ...machines, uplineTransfer: following(machines.uplineTransfer, actors) }));
  },
});

/** The member centre's page (a dialog over the site). */
const page = () => screen.getByRole("dialog", { name: "Member centre" });

interface UplineSession extends TransferSession {
  options: TransferOptions;
}

export const uplineTransferDriver: FlowDriver<UplineSession> = {
  machineId: "uplineTransfer",
  // The first path loads the member centre's and the cashier's code; the session paths log in again.
  pathTimeoutMs: 60_000,

  async start(sample) {
    const options = optionsFor((sample.input as UplineTransferInput).allowed);
    const session = await startTransfer(options);
    await screen.findByRole("dialog", { name: "Member centre" }, FIRST);
    return { ...session, options };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    if (await performShared(session, session.options, WORDS, page, event)) return;
    switch (event.type) {
      case "upline.new":
        return session.user.click(within(page()).getByRole("button", { name: "New transfer" }));
      default:
        throw new Error(`uplineTransferDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = String(value);
    await waitFor(() => {
      const root = page();
      if (expectSharedScreen(session, WORDS, root, state)) return;
      switch (state) {
        case "notAllowed":
          expect(root).toHaveTextContent("Your account cannot transfer money to an upline. If you think it should, contact your agent or customer service.");
          expect(within(root).queryByRole("form", { name: WORDS.form })).toBeNull();
          expect(within(root).queryByLabelText(/^Amount/)).toBeNull();
          return;
        case "done": {
          const { transfer } = snapshotOf<{ context: { transfer: UplineTransfer } }>(session).context;
          const done = within(root).getByRole("region", { name: "Transfer made" });
          expect(within(done).getByRole("status")).toHaveTextContent(new RegExp(`^P\\s${(transfer.amount / 100).toFixed(2)} was transferred to your upline \\(reference ${transfer.transferId}\\)\\.$`));
          expect(within(done).getByRole("button", { name: "New transfer" })).toBeInTheDocument();
          return;
        }
        default:
          throw new Error(`no screen check for ${state}`);
      }
    }, WAIT);
  },

  machineState(session) {
    const actor = session.actors.at(-1);
    return actor ? entry.serialize(actor.getSnapshot() as never) : "(not running)";
  },

  stop: stopTransfer,
};
