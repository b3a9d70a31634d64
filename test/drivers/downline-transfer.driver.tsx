/**
 * Model-based UI driver of the transfer to downline (TEAM-04): each generated path through team management in the
 * agent centre (`/agent/team`) in the whole app. agent01 (8,800.00, payment password 246801 in the sandbox seed)
 * presses Transfer to demo on demo's row; the dialog that opens runs the machine. The shared steps and how the
 * platform's calls are answered are in transfer-order.ts.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { DownlineTransferInput } from "../../machines/downline-transfer/downline-transfer.machine.ts";
import type { DownlineTransfer } from "../../machines/downline-transfer/downline-transfer.types.ts";
import { agentEndpoints } from "../../src/api/agent-endpoints.ts";
import type { AgentMachines } from "../../src/app/services.tsx";
import { following } from "./follow.ts";
import { expectSharedScreen, FIRST, performShared, snapshotOf, startTransfer, stopTransfer, WAIT, type TransferOptions, type TransferSession, type TransferWords } from "./transfer-order.ts";
import type { FlowDriver } from "./types.ts";

const entry = registry.find((e) => e.machine.id === "downlineTransfer")!;

const WORDS: TransferWords = { form: "Transfer to downline", review: "Check your transfer to downline", availableTestId: "downline-available" };

interface DownlineSession extends TransferSession {
  options: TransferOptions;
  downline: string;
}

const optionsFor = (downline: string): TransferOptions => ({
  username: "agent01",
  url: "/agent/team",
  transferPath: agentEndpoints.downlineTransfer.path,
  follow(services, actors) {
    // The agent centre loads its machines once; the dialog starts the transfer's actor from them.
    const load = services.loadAgentMachines;
    let loaded: Promise<AgentMachines> | undefined;
    services.loadAgentMachines = () => (loaded ??= load().then((machines) => ({ ...machines, downlineTransfer: following(machines.downlineTransfer, actors) })));
  },
  async open({ user }) {
    const centre = await screen.findByRole("dialog", { name: "Agent centre" }, FIRST);
    await user.click(await within(centre).findByRole("button", { name: `Transfer to ${downline}` }, FIRST));
  },
});

/** The transfer's dialog over team management. */
const dialogOf = (session: DownlineSession) => () => screen.getByRole("dialog", { name: `Transfer to ${session.downline}` });

export const downlineTransferDriver: FlowDriver<DownlineSession> = {
  machineId: "downlineTransfer",
  // The first path loads the agent centre's code; the session paths log in again.
  pathTimeoutMs: 60_000,

  async start(sample) {
    const { downline } = sample.input as DownlineTransferInput;
    const options = optionsFor(downline);
    const session = await startTransfer(options);
    return { ...session, options, downline };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    if (await performShared(session, session.options, WORDS, dialogOf(session), event)) return;
    throw new Error(`downlineTransferDriver cannot perform ${event.type}`);
  },

  async expectScreen(session, value) {
    const state = String(value);
    await waitFor(() => {
      const root = dialogOf(session)();
      if (expectSharedScreen(session, WORDS, root, state)) return;
      if (state !== "done") throw new Error(`no screen check for ${state}`);
      const { transfer } = snapshotOf<{ context: { transfer: DownlineTransfer } }>(session).context;
      const done = within(root).getByRole("region", { name: "Transfer made" });
      expect(within(done).getByRole("status")).toHaveTextContent(
        new RegExp(`^P\\s${(transfer.amount / 100).toFixed(2)} was transferred to ${transfer.downline} \\(reference ${transfer.transferId}\\)\\.$`),
      );
      expect(transfer.downline).toBe(session.downline);
      expect(within(done).getByRole("button", { name: "Close" })).toBeInTheDocument();
    }, WAIT);
  },

  machineState(session) {
    const actor = session.actors.at(-1);
    return actor ? entry.serialize(actor.getSnapshot() as never) : "(not running)";
  },

  stop: stopTransfer,
};
