// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { walletMachine, type WalletInput } from "../../machines/wallet/wallet.machine.ts";
import { singleWallet, transferWallets } from "../../machines/wallet/wallet.samples.ts";
import type { Wallets, WalletTransferRequest } from "../../machines/wallet/wallet.types.ts";
import { mainBalanceOf, walletTransferBody } from "../../src/api/wallet-actors.ts";

const platformRefusal = (serverMessage: string) => ({ code: "platform.message", serverMessage });

/** A deferred answer the test settles when it wants. */
function gate<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

function startWallet(options: { wallets?: Wallets; transfersEnabled?: boolean; answers?: (() => Promise<Wallets>)[] } = {}) {
  const sent: WalletTransferRequest[] = [];
  const balanceChanged = vi.fn();
  const answers = options.answers ?? [];
  const machine = walletMachine.provide({
    actors: {
      fetchWallets: fromPromise(async () => options.wallets ?? transferWallets),
      transferFunds: fromPromise(async ({ input }: { input: WalletTransferRequest }) => {
        sent.push(input);
        const next = answers.shift();
        if (!next) throw new Error("no answer prepared");
        return next();
      }),
    },
    actions: { balanceChanged },
  });
  const input: WalletInput = { decimalSeparator: ",", requestPrefix: "wal-test", transfersEnabled: options.transfersEnabled ?? true };
  const actor = createActor(machine, { input }).start();
  return { actor, sent, balanceChanged };
}

const moved: Wallets = { ...transferWallets, main: 147075, vendors: [{ vendor: "PG", vendorName: "PG Soft", balance: 25000 }, transferWallets.vendors[1]!] };

describe("wallet machine", () => {
  it("a single-wallet merchant sees the one balance and nothing to move [CASH-08]", async () => {
    const { actor } = startWallet({ wallets: singleWallet });
    await waitFor(actor, (s) => s.matches("single"));
    expect(actor.getSnapshot().context.wallets?.main).toBe(152075);
    expect(actor.getSnapshot().can({ type: "recall.started" })).toBe(false);
    expect(actor.getSnapshot().can({ type: "transfer.started", vendor: "PG", direction: "in" })).toBe(false);
  });

  it("without FUNDTRANS3 the wallets show but no transfer can start [CASH-08]", async () => {
    const { actor } = startWallet({ transfersEnabled: false });
    await waitFor(actor, (s) => s.matches({ wallets: "idle" }));
    expect(actor.getSnapshot().can({ type: "transfer.started", vendor: "PG", direction: "in" })).toBe(false);
    expect(actor.getSnapshot().can({ type: "recall.started" })).toBe(false);
  });

  it("a transfer cannot start from an empty wallet [CASH-08]", async () => {
    const { actor } = startWallet();
    await waitFor(actor, (s) => s.matches({ wallets: "idle" }));
    expect(actor.getSnapshot().can({ type: "transfer.started", vendor: "SABA", direction: "out" })).toBe(false);
    expect(actor.getSnapshot().can({ type: "transfer.started", vendor: "SABA", direction: "in" })).toBe(true);
  });

  it("checks the amount against the source wallet, keeps what was typed, and All fills the whole source balance [CASH-03] [SITE-02]", async () => {
    const { actor } = startWallet();
    await waitFor(actor, (s) => s.matches({ wallets: "idle" }));
    actor.send({ type: "transfer.started", vendor: "PG", direction: "out" });
    actor.send({ type: "amount.changed", text: "200,01" });
    actor.send({ type: "transfer.submitted" });
    expect(actor.getSnapshot().matches({ wallets: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.amountError).toBe("amount.aboveAvailable");
    expect(actor.getSnapshot().context.amountText).toBe("200,01");
    actor.send({ type: "transfer.allChosen" });
    expect(actor.getSnapshot().context.amountText).toBe("200");
    actor.send({ type: "transfer.submitted" });
    expect(actor.getSnapshot().matches({ wallets: "reviewing" })).toBe(true);
  });

  it("reviews before moving; a double confirmation sends one move; the balances come from the answer and the header balance is read again [CASH-01] [CASH-02] [CASH-08]", async () => {
    const answer = gate<Wallets>();
    const { actor, sent, balanceChanged } = startWallet({ answers: [() => answer.promise] });
    await waitFor(actor, (s) => s.matches({ wallets: "idle" }));
    actor.send({ type: "transfer.started", vendor: "PG", direction: "in" });
    actor.send({ type: "amount.changed", text: "50" });
    actor.send({ type: "transfer.submitted" });
    expect(sent).toHaveLength(0);
    actor.send({ type: "review.confirmed" });
    actor.send({ type: "review.confirmed" });
    answer.resolve(moved);
    await waitFor(actor, (s) => s.matches({ wallets: "idle" }));
    expect(sent).toEqual([{ move: { kind: "transfer", vendor: "PG", direction: "in" }, amount: 5000, requestId: "wal-test-1" }]);
    expect(actor.getSnapshot().context.wallets).toEqual(moved);
    expect(actor.getSnapshot().context.done).toEqual({ move: { kind: "transfer", vendor: "PG", direction: "in" }, amount: 5000 });
    expect(balanceChanged).toHaveBeenCalledTimes(1);
  });

  it("a failed move keeps the amount; Try again sends the same requestId; a new review makes a new one [CASH-02] [SITE-01] [SITE-02]", async () => {
    const { actor, sent } = startWallet({
      answers: [() => Promise.reject({ code: "network.timeout" }), () => Promise.reject(platformRefusal("cashier.balance.insufficient")), () => Promise.resolve(moved)],
    });
    await waitFor(actor, (s) => s.matches({ wallets: "idle" }));
    actor.send({ type: "transfer.started", vendor: "PG", direction: "in" });
    actor.send({ type: "amount.changed", text: "50" });
    actor.send({ type: "transfer.submitted" });
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches({ wallets: "submitFailed" }));
    actor.send({ type: "submit.retry" });
    await waitFor(actor, (s) => s.matches({ wallets: "submitFailed" }));
    expect(actor.getSnapshot().context.failure).toEqual(platformRefusal("cashier.balance.insufficient"));
    actor.send({ type: "submit.back" });
    expect(actor.getSnapshot().matches({ wallets: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.amountText).toBe("50");
    actor.send({ type: "transfer.submitted" });
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches({ wallets: "idle" }));
    expect(sent.map((r) => r.requestId)).toEqual(["wal-test-1", "wal-test-1", "wal-test-2"]);
  });

  it("recalls everything to the main wallet after a review with no amount to type; Back returns to the wallets [CASH-08] [CASH-01]", async () => {
    const recalled: Wallets = { ...transferWallets, main: 172075, vendors: transferWallets.vendors.map((w) => ({ ...w, balance: 0 })) };
    const { actor, sent } = startWallet({ answers: [() => Promise.resolve(recalled)] });
    await waitFor(actor, (s) => s.matches({ wallets: "idle" }));
    actor.send({ type: "recall.started" });
    expect(actor.getSnapshot().matches({ wallets: "reviewing" })).toBe(true);
    actor.send({ type: "review.back" });
    expect(actor.getSnapshot().matches({ wallets: "idle" })).toBe(true);
    actor.send({ type: "recall.started" });
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches({ wallets: "idle" }));
    expect(sent).toEqual([{ move: { kind: "recall" }, amount: null, requestId: "wal-test-2" }]);
    expect(actor.getSnapshot().context.done).toEqual({ move: { kind: "recall" }, amount: 20000 });
    expect(actor.getSnapshot().can({ type: "recall.started" })).toBe(false);
  });

  it("a 401 while moving keeps the review; after the login the same move is confirmed again [CASH-06] [CASH-02]", async () => {
    const { actor, sent } = startWallet({ answers: [() => Promise.reject({ code: "session.ended" }), () => Promise.resolve(moved)] });
    await waitFor(actor, (s) => s.matches({ wallets: "idle" }));
    actor.send({ type: "transfer.started", vendor: "PG", direction: "in" });
    actor.send({ type: "amount.changed", text: "50" });
    actor.send({ type: "transfer.submitted" });
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches({ wallets: "awaitingLogin" }));
    actor.send({ type: "session.resumed" });
    expect(actor.getSnapshot().matches({ wallets: "reviewing" })).toBe(true);
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches({ wallets: "idle" }));
    expect(sent.map((r) => r.requestId)).toEqual(["wal-test-1", "wal-test-1"]);
  });
});

describe("wallet wire [CASH-08] [DEV-10]", () => {
  it("sends MAIN → vendor, vendor → MAIN and ALL_TO_MAIN in major units", () => {
    expect(walletTransferBody({ move: { kind: "transfer", vendor: "PG", direction: "in" }, amount: 5050, requestId: "r1" })).toEqual({ from: "MAIN", to: "PG", amount: 50.5, requestId: "r1" });
    expect(walletTransferBody({ move: { kind: "transfer", vendor: "PG", direction: "out" }, amount: 100, requestId: "r2" })).toEqual({ from: "PG", to: "MAIN", amount: 1, requestId: "r2" });
    expect(walletTransferBody({ move: { kind: "recall" }, amount: null, requestId: "r3" })).toEqual({ from: "MAIN", to: "ALL_TO_MAIN", requestId: "r3" });
  });

  it("reads the main wallet of the balance answer as minor units", () => {
    expect(mainBalanceOf({ sumBalance: 1520.75, currency: "BRL", currencySymbol: "R$", balance: [{ accountTypeId: 2, availBalance: 1520.75 }] })).toBe(152075);
    expect(mainBalanceOf({ sumBalance: 0.3, currency: "BRL", currencySymbol: "R$", balance: [] })).toBe(30);
  });
});
