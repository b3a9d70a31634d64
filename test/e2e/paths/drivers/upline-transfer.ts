import type { UplineTransferContext, UplineTransferInput } from "../../../../machines/upline-transfer/upline-transfer.machine.ts";
import { cashierEndpoints } from "../../../../src/api/cashier-endpoints.ts";
import type { Target } from "./runtime.ts";
import { money, transferDriver } from "./transfer-order.ts";

const centre: Target = { role: "dialog", name: "Member centre" };
const done: Target = { role: "region", name: "Transfer made", within: centre };

/**
 * Transfer to upline in the browser: the member centre's page (`/member/transfer-upline`) for agent01 (toUpline) or
 * demo (not allowed). How the calls are answered is in transfer-order.ts.
 */
export const uplineTransferDriver = transferDriver({
  machineId: "uplineTransfer",
  transferPath: cashierEndpoints.uplineTransfer.path,
  start: (input) => ({ username: (input as UplineTransferInput).allowed ? "agent01" : "demo", url: "/member/transfer-upline" }),
  root: centre,
  form: "Transfer to upline",
  review: "Check your transfer to upline",
  availableTestId: "upline-available",
  perform: (event) => (event.type === "upline.new" ? [{ do: "click", target: { role: "button", name: "New transfer", within: done } }] : null),
  screen({ value, context }) {
    if (value === "notAllowed") {
      return [
        { see: { text: "Your account cannot transfer money to an upline. If you think it should, contact your agent or customer service.", within: centre } },
        { notSee: { role: "form", name: "Transfer to upline", within: centre } },
        { notSee: { label: /^Amount/, within: centre } },
      ];
    }
    if (value !== "done") return null;
    const { transfer } = context as unknown as UplineTransferContext;
    return [
      { see: { role: "status", within: done }, text: new RegExp(`^${money(transfer!.amount).source} was transferred to your upline \\(reference U\\d+\\)\\.$`) },
      { see: { role: "button", name: "New transfer", within: done } },
    ];
  },
});
