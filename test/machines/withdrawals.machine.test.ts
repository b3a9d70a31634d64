// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { withdrawalsMachine } from "../../machines/withdrawals/withdrawals.machine.ts";
import type { Withdrawal } from "../../machines/withdraw/withdraw.types.ts";
import { openWithdrawal } from "../../machines/withdrawal-confirmation/withdrawal-confirmation.samples.ts";

const completed: Withdrawal = { ...openWithdrawal, withdrawalId: "wd-0", status: "completed", awaitingConfirmation: false };

/** The list with a fake platform: each load answers the next of `answers` (a failure is thrown). */
function start(answers: (Withdrawal[] | { code: string })[]) {
  const fetchWithdrawals = vi.fn(async () => {
    const next = answers.shift() ?? [];
    if (!Array.isArray(next)) throw next;
    return next;
  });
  const openConfirmation = vi.fn();
  const machine = withdrawalsMachine.provide({
    actors: { fetchWithdrawals: fromPromise(fetchWithdrawals) },
    actions: { openConfirmation: (_, params) => openConfirmation(params) },
  });
  return { actor: createActor(machine).start(), fetchWithdrawals, openConfirmation };
}

describe("my withdrawals", () => {
  it("[SITE-22] loads the member's withdrawals; Refresh reads them again while the list stays on screen", async () => {
    const { actor, fetchWithdrawals } = start([[openWithdrawal], [openWithdrawal, completed]]);
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(actor.getSnapshot().context.list).toEqual([openWithdrawal]);
    actor.send({ type: "withdrawals.refresh" });
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    expect(actor.getSnapshot().context.list).toEqual([openWithdrawal]);
    await waitFor(actor, (s) => s.matches("loaded") && s.context.list?.length === 2);
    expect(fetchWithdrawals).toHaveBeenCalledTimes(2);
  });

  it("[SITE-01] a failed load offers Try again, which asks again", async () => {
    const { actor } = start([{ code: "network.abnormal" }, [completed]]);
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.failure).toEqual({ code: "network.abnormal" });
    actor.send({ type: "withdrawals.retry" });
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(actor.getSnapshot().context).toMatchObject({ list: [completed], failure: null });
  });

  it("[SITE-19] Confirm receipt on a row whose payout waits opens the confirmation; on another row nothing happens", async () => {
    const { actor, openConfirmation } = start([[openWithdrawal, completed]]);
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "withdrawal.confirm", withdrawalId: "wd-0" });
    expect(openConfirmation).not.toHaveBeenCalled();
    actor.send({ type: "withdrawal.confirm", withdrawalId: "wd-1" });
    expect(openConfirmation).toHaveBeenCalledWith({ withdrawalId: "wd-1" });
  });

  it("[SITE-19] Confirm receipt on the list kept on screen while Refresh reads it again still opens the confirmation", async () => {
    let answer: (list: Withdrawal[]) => void = () => {};
    const openConfirmation = vi.fn();
    const reads: Withdrawal[][] = [[openWithdrawal]];
    const machine = withdrawalsMachine.provide({
      actors: { fetchWithdrawals: fromPromise(() => (reads.length > 0 ? Promise.resolve(reads.shift()!) : new Promise<Withdrawal[]>((resolve) => (answer = resolve)))) },
      actions: { openConfirmation: (_, params) => openConfirmation(params) },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "withdrawals.refresh" });
    actor.send({ type: "withdrawal.confirm", withdrawalId: "wd-1" });
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    expect(openConfirmation).toHaveBeenCalledWith({ withdrawalId: "wd-1" });
    answer([completed]);
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(openConfirmation).toHaveBeenCalledTimes(1);
  });
});
