import type { DownlineTransferContext, DownlineTransferInput } from "../../../../machines/downline-transfer/downline-transfer.machine.ts";
import { downlineTransferInputs } from "../../../../machines/downline-transfer/downline-transfer.samples.ts";
import { agentEndpoints } from "../../../../src/api/agent-endpoints.ts";
import type { Target } from "./runtime.ts";
import { money, transferDriver } from "./transfer-order.ts";

/** The downline of the sample input (demo, a member of agent01's team), whose row opens the dialog. */
const DOWNLINE = (downlineTransferInputs[0]!.input as DownlineTransferInput).downline;
const dialog: Target = { role: "dialog", name: new RegExp(`^Transfer to ${DOWNLINE}$`) };
const done: Target = { role: "region", name: "Transfer made", within: dialog };

/**
 * Transfer to downline in the browser: agent01 opens team management in the agent centre (`/agent/team`) and presses
 * Transfer to demo on demo's row; the dialog runs the machine. How the calls are answered is in transfer-order.ts.
 */
export const downlineTransferDriver = transferDriver({
  machineId: "downlineTransfer",
  transferPath: agentEndpoints.downlineTransfer.path,
  start(input) {
    if ((input as DownlineTransferInput).downline !== DOWNLINE) throw new Error(`the downline-transfer driver knows only ${DOWNLINE}'s row`);
    const centre: Target = { role: "dialog", name: "Agent centre" };
    return { username: "agent01", url: "/agent/team", then: [{ do: "click", target: { role: "button", name: new RegExp(`^Transfer to ${DOWNLINE}$`), within: centre } }] };
  },
  root: dialog,
  form: "Transfer to downline",
  review: "Check your transfer to downline",
  availableTestId: "downline-available",
  screen({ value, context }) {
    if (value !== "done") return null;
    const { transfer } = context as unknown as DownlineTransferContext;
    return [
      { see: { role: "status", within: done }, text: new RegExp(`^${money(transfer!.amount).source} was transferred to ${transfer!.downline} \\(reference T\\d+\\)\\.$`) },
      { see: { role: "button", name: "Close", within: done } },
    ];
  },
});
