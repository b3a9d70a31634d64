// @vitest-environment node
/**
 * Withdrawals paid out in parts (C2C, ADR 0012 "The sandbox"): the control API pays parts, accepts or rejects
 * proofs and forces receipt; the player answers through the real HTTP handlers; the clock auto-confirms.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { controlApi, snapshot, type SandboxSnapshot } from "../../src/sandbox/control.ts";
import { DEPOSIT_CREDIT_MS } from "../../src/sandbox/seed/cashier.ts";
import { store } from "./helpers.ts";
import { advance, books, call, control, imageDataUrl, ledgerOf, PAYMENT_PASSWORDS, refusal, T0, tokenOf } from "./cashier-helpers.ts";

beforeEach(() => store.setNow(T0));

const MINUTE = 60_000;

async function withdrawal(token: string, amount: number, requestId = "w-1") {
  return (await call("withdraw", token, { body: { amount, cardId: "card-demo-1", paymentPassword: PAYMENT_PASSWORDS.demo, requestId } })).value;
}

const confirmations = async (token: string, withdrawalId?: string) =>
  (await call("paymentConfirmations", token, withdrawalId ? { query: { withdrawalId } } : {})).value;

const lastPart = (withdrawalId: string) => {
  const parts = store.state.cashier.payouts.filter((p) => p.withdrawalId === withdrawalId);
  const part = parts.at(-1);
  if (!part) throw new Error("no part");
  return part;
};

const status = async (token: string, withdrawalId: string) => (await call("withdrawals", token)).value.list.find((w) => w.withdrawalId === withdrawalId);

describe("payouts in parts", () => {
  it("pays half of what remains by default and lists the waiting part with its countdown [WDC-01 WDC-02]", async () => {
    const token = await tokenOf("demo");
    const w = await withdrawal(token, 50.01);
    expect(await confirmations(token)).toEqual({ autoConfirmMinutes: 30, list: [] });
    control("payout", { withdrawalId: w.withdrawalId });
    const part = lastPart(w.withdrawalId);
    expect(part.amountMinor).toBe(2501);
    expect(await confirmations(token)).toEqual({
      autoConfirmMinutes: 30,
      list: [{ payoutId: part.payoutId, withdrawalId: w.withdrawalId, amount: 2501, received: 2501, remaining: 2500, secondsLeft: 1800, status: "WAITING" }],
    });
    advance(10 * MINUTE + 500);
    expect((await confirmations(token, w.withdrawalId)).list[0]?.secondsLeft).toBe(1200);
    expect((await confirmations(token, "W-other")).list).toEqual([]);
    expect(await status(token, w.withdrawalId)).toMatchObject({ status: "PAYING", received: 0, awaitingConfirmation: true });
  });

  it("confirms a part the player received; answering it again is refused as settled [WDC-01]", async () => {
    const token = await tokenOf("demo");
    const w = await withdrawal(token, 50);
    control("payout", { withdrawalId: w.withdrawalId, amount: 10 });
    const { payoutId } = lastPart(w.withdrawalId);
    expect((await call("processC2c", token, { body: { payoutId, action: "RECEIVED" } })).value).toEqual({ outcome: "CONFIRMED" });
    expect(await status(token, w.withdrawalId)).toMatchObject({ status: "PAYING", received: 1000, awaitingConfirmation: false });
    expect(await refusal("processC2c", token, { body: { payoutId, action: "RECEIVED" } })).toBe("cashier.payout.settled");
    expect(await refusal("processC2c", token, { body: { payoutId, action: "MAYBE" } })).toBe("Please enter the correct information");
    expect(await refusal("processC2c", await tokenOf("vipgold"), { body: { payoutId, action: "RECEIVED" } })).toBe("Please enter the correct information");
  });

  it("counts an unanswered part as received after autoConfirmMinutes on the sandbox clock [WDC-02]", async () => {
    const token = await tokenOf("demo");
    const w = await withdrawal(token, 40);
    control("payout", { withdrawalId: w.withdrawalId });
    const { payoutId } = lastPart(w.withdrawalId);
    advance(30 * MINUTE - 1);
    expect((await confirmations(token)).list).toMatchObject([{ payoutId, secondsLeft: 1 }]);
    advance(1);
    expect((await confirmations(token)).list).toEqual([]);
    expect(await status(token, w.withdrawalId)).toMatchObject({ status: "PAYING", received: 2000, awaitingConfirmation: false });
    expect(lastPart(w.withdrawalId)).toMatchObject({ status: "AUTO_CONFIRMED", settledAt: T0 + 30 * MINUTE });
    expect((await call("processC2c", token, { body: { payoutId, action: "NOT_RECEIVED", proofImage: imageDataUrl("image/png") } })).value).toEqual({ outcome: "FORCED" });
    books("demo");
  });

  it("shows a forced part once and answers FORCED to the player [WDC-04]", async () => {
    const token = await tokenOf("demo");
    const w = await withdrawal(token, 30);
    control("payout", { withdrawalId: w.withdrawalId });
    const { payoutId } = lastPart(w.withdrawalId);
    control("force", { payoutId });
    expect((await confirmations(token)).list).toEqual([{ payoutId, withdrawalId: w.withdrawalId, amount: 1500, received: 1500, remaining: 1500, secondsLeft: 0, status: "FORCED" }]);
    expect((await confirmations(token)).list).toEqual([]);
    expect((await call("processC2c", token, { body: { payoutId, action: "RECEIVED" } })).value).toEqual({ outcome: "FORCED" });
    expect(await status(token, w.withdrawalId)).toMatchObject({ received: 1500, status: "PAYING" });
  });

  it("takes a proof of non-receipt (png or jpeg, at most 5 MB) into review [WDC-03]", async () => {
    const token = await tokenOf("demo");
    const w = await withdrawal(token, 30);
    control("payout", { withdrawalId: w.withdrawalId });
    const { payoutId } = lastPart(w.withdrawalId);
    const notReceived = (proofImage: unknown) => ({ payoutId, action: "NOT_RECEIVED", proofImage });
    for (const proof of [
      undefined,
      "not a data url",
      imageDataUrl("image/gif"),
      imageDataUrl("image/png", 64, "jpeg"),
      imageDataUrl("image/jpeg", 64, "png"),
      "data:image/png;base64,@@@@",
      imageDataUrl("image/png", 5 * 1024 * 1024 + 1),
    ]) expect(await refusal("processC2c", token, { body: notReceived(proof) })).toBe("cashier.proof.invalid");
    expect((await call("processC2c", token, { body: notReceived(imageDataUrl("image/jpeg", 5 * 1024 * 1024)) })).value).toEqual({ outcome: "IN_REVIEW" });
    expect(lastPart(w.withdrawalId)).toMatchObject({ status: "IN_REVIEW", proof: { type: "image/jpeg", bytes: 5 * 1024 * 1024 } });
    expect(await status(token, w.withdrawalId)).toMatchObject({ status: "IN_REVIEW", received: 0, awaitingConfirmation: false });
    expect((await confirmations(token)).list).toEqual([]);
    expect(await refusal("processC2c", token, { body: { payoutId, action: "RECEIVED" } })).toBe("cashier.payout.settled");
    // A part in review does not auto-confirm.
    advance(60 * MINUTE);
    expect(lastPart(w.withdrawalId).status).toBe("IN_REVIEW");
  });

  it("a rejected proof counts the part as received (FORCED, shown once) [WDC-03 WDC-04]", async () => {
    const token = await tokenOf("demo");
    const w = await withdrawal(token, 30);
    control("payout", { withdrawalId: w.withdrawalId });
    const { payoutId } = lastPart(w.withdrawalId);
    await call("processC2c", token, { body: { payoutId, action: "NOT_RECEIVED", proofImage: imageDataUrl("image/png") } });
    control("proof/reject", { payoutId });
    expect((await confirmations(token)).list).toMatchObject([{ payoutId, status: "FORCED", received: 1500 }]);
    expect(await status(token, w.withdrawalId)).toMatchObject({ status: "PAYING", received: 1500 });
  });

  it("an accepted proof takes the part off what was received; the next part pays it again", async () => {
    const token = await tokenOf("demo");
    const w = await withdrawal(token, 30);
    control("payout", { withdrawalId: w.withdrawalId });
    const first = lastPart(w.withdrawalId).payoutId;
    await call("processC2c", token, { body: { payoutId: first, action: "NOT_RECEIVED", proofImage: imageDataUrl("image/png") } });
    control("proof/accept", { payoutId: first });
    expect(await status(token, w.withdrawalId)).toMatchObject({ status: "PAYING", received: 0 });
    control("payout", { withdrawalId: w.withdrawalId });
    expect(lastPart(w.withdrawalId).amountMinor).toBe(1500);
    books("demo");
  });

  it("all received confirms the part and pays the rest at once: COMPLETED [WDC-01]", async () => {
    const token = await tokenOf("demo");
    const w = await withdrawal(token, 99.99);
    control("payout", { withdrawalId: w.withdrawalId, amount: 0.01 });
    expect((await call("processC2c", token, { body: { payoutId: lastPart(w.withdrawalId).payoutId, action: "ALL_RECEIVED" } })).value).toEqual({ outcome: "CONFIRMED" });
    expect(await status(token, w.withdrawalId)).toMatchObject({ status: "COMPLETED", received: 9999, awaitingConfirmation: false });
    expect(ledgerOf("demo").map((r) => r.kind)).toEqual(["OPENING", "WITHDRAWAL"]);
  });
});

describe("payout control actions", () => {
  const answer = (action: string, body: unknown) => controlApi(store, "POST", `cashier/${action}`, body);

  it("refuses what the state does not allow", async () => {
    const token = await tokenOf("demo");
    const w = await withdrawal(token, 20);
    expect(answer("payout", { withdrawalId: "W999999" })).toMatchObject({ status: 404 });
    expect(answer("payout", {})).toMatchObject({ status: 400 });
    expect(answer("payout", { withdrawalId: w.withdrawalId, amount: 20.01 })).toMatchObject({ status: 400 });
    expect(answer("payout", { withdrawalId: w.withdrawalId, amount: "abc" })).toMatchObject({ status: 400 });
    expect(answer("payout", { withdrawalId: w.withdrawalId, amount: 5 })).toMatchObject({ status: 200 });
    expect(answer("payout", { withdrawalId: w.withdrawalId })).toMatchObject({ status: 409 });
    const { payoutId } = lastPart(w.withdrawalId);
    expect(answer("proof/accept", { payoutId })).toMatchObject({ status: 409 });
    expect(answer("proof/reject", { payoutId: "P0" })).toMatchObject({ status: 404 });
    expect(answer("withdrawal/reject", { withdrawalId: w.withdrawalId })).toMatchObject({ status: 409 });
    expect(answer("nope", {})).toBeNull();
    expect(controlApi(store, "GET", "cashier/payout", undefined)).toMatchObject({ status: 405 });
  });

  it("a rejected withdrawal gives back what was not received (WITHDRAWAL_RETURNED)", async () => {
    const token = await tokenOf("demo");
    const w = await withdrawal(token, 20);
    control("payout", { withdrawalId: w.withdrawalId, amount: 5 });
    control("force", { payoutId: lastPart(w.withdrawalId).payoutId });
    control("withdrawal/reject", { withdrawalId: w.withdrawalId });
    expect(await status(token, w.withdrawalId)).toMatchObject({ status: "REJECTED", received: 500 });
    expect(ledgerOf("demo").map((r) => [r.kind, r.amount])).toEqual([["OPENING", 152075], ["WITHDRAWAL", -2000], ["WITHDRAWAL_RETURNED", 1500]]);
    expect(books("demo")).toBe(152075 - 500);
    expect(answer("payout", { withdrawalId: w.withdrawalId })).toMatchObject({ status: 409 });
  });

  it("sets the deposit outcome for new orders or for one pending order", async () => {
    const token = await tokenOf("demo");
    const order = (await call("depositSubmit", token, { body: { channelId: "pix-instant", amount: 10, requestId: "d" } })).value;
    expect(answer("deposit-outcome", { outcome: "maybe" })).toMatchObject({ status: 400 });
    expect(answer("deposit-outcome", { outcome: "fail", orderId: "D0" })).toMatchObject({ status: 404 });
    const state = control("deposit-outcome", { outcome: "fail", orderId: order.orderId }) as SandboxSnapshot;
    expect(state.deposits).toMatchObject([{ orderId: order.orderId, outcome: "fail", status: "PENDING", username: "demo", amountMinor: 1000 }]);
    expect((control("deposit-outcome", { outcome: "expire" }) as SandboxSnapshot).cashier.depositOutcome).toBe("expire");
    advance(DEPOSIT_CREDIT_MS);
    expect((await call("depositOrder", token, { query: { orderId: order.orderId } })).value.status).toBe("FAILED");
    expect(answer("deposit-outcome", { outcome: "credit", orderId: order.orderId })).toMatchObject({ status: 409 });
  });

  it("shows balances, ledgers, deposits, withdrawals and their parts in the snapshot", async () => {
    const token = await tokenOf("demo");
    const w = await withdrawal(token, 20);
    control("payout", { withdrawalId: w.withdrawalId });
    const snap = snapshot(store);
    expect(snap.cashier).toEqual({ singleWallet: false, allowDeposit: true, depositOutcome: "credit", depositCreditMs: 60000, depositExpiryMs: 900000, autoConfirmMinutes: 30 });
    expect(snap.accounts.find((a) => a.username === "demo")).toMatchObject({ balance: 1500.75, balanceMinor: 150075, paymentPasswordSet: true, ledger: [{ kind: "OPENING" }, { kind: "WITHDRAWAL", amount: -2000, balanceAfter: 150075 }] });
    expect(snap.accounts.find((a) => a.username === "newbie")).toMatchObject({ paymentPasswordSet: false, bankCards: [] });
    expect(snap.withdrawals).toEqual([
      {
        withdrawalId: w.withdrawalId,
        username: "demo",
        amountMinor: 2000,
        receivedMinor: 0,
        unpaidMinor: 1000,
        status: "PAYING",
        awaitingConfirmation: true,
        cardId: "card-demo-1",
        bankName: "Itaú Unibanco",
        accountNumber: "12345678901",
        createdAt: new Date(T0).toISOString(),
        requestId: "w-1",
        parts: [{ payoutId: expect.any(String), amountMinor: 1000, status: "WAITING", createdAt: new Date(T0).toISOString(), autoConfirmAt: new Date(T0 + 30 * MINUTE).toISOString(), proof: null, shown: false }],
      },
    ]);
  });
});

describe("the whole journey", () => {
  it("deposit 100 → credited → withdraw 50 → part → not received with proof → proof accepted → next part → all received → COMPLETED [WDC-01 WDC-03]", async () => {
    const token = await tokenOf("demo");
    const start = books("demo");
    const order = (await call("depositSubmit", token, { body: { channelId: "pix-instant", amount: 100, requestId: "j-dep" } })).value;
    expect(order.status).toBe("PENDING");
    advance(DEPOSIT_CREDIT_MS);
    expect((await call("depositOrder", token, { query: { orderId: order.orderId } })).value.status).toBe("CREDITED");
    expect(books("demo")).toBe(start + 10000);

    const w = await withdrawal(token, 50, "j-wd");
    expect(books("demo")).toBe(start + 5000);

    control("payout", { withdrawalId: w.withdrawalId });
    const [first] = (await confirmations(token)).list;
    expect(first).toMatchObject({ amount: 2500, received: 2500, remaining: 2500, status: "WAITING" });
    expect((await call("processC2c", token, { body: { payoutId: first?.payoutId, action: "NOT_RECEIVED", proofImage: imageDataUrl("image/png", 2048) } })).value).toEqual({ outcome: "IN_REVIEW" });
    expect(await status(token, w.withdrawalId)).toMatchObject({ status: "IN_REVIEW" });
    books("demo");

    control("proof/accept", { payoutId: first?.payoutId });
    expect(await status(token, w.withdrawalId)).toMatchObject({ status: "PAYING", received: 0 });

    control("payout", { withdrawalId: w.withdrawalId });
    const [second] = (await confirmations(token)).list;
    expect(second).toMatchObject({ amount: 2500, received: 2500, remaining: 2500 });
    expect((await call("processC2c", token, { body: { payoutId: second?.payoutId, action: "ALL_RECEIVED" } })).value).toEqual({ outcome: "CONFIRMED" });
    expect(await status(token, w.withdrawalId)).toEqual({ withdrawalId: w.withdrawalId, amount: 5000, received: 5000, status: "COMPLETED", bankName: "Itaú Unibanco", accountNumber: "*******8901", createdAt: T0 + DEPOSIT_CREDIT_MS, awaitingConfirmation: false });
    expect(ledgerOf("demo").map((r) => [r.kind, r.amount])).toEqual([["OPENING", 152075], ["DEPOSIT", 10000], ["WITHDRAWAL", -5000]]);
    expect(books("demo")).toBe(start + 5000);
  });
});

describe("cashier presets and control page", () => {
  it("applies the cashier presets", async () => {
    const { applyPreset, defaultScenario } = await import("../../src/sandbox/scenarios.ts");
    const expected = {
      "single-wallet": { singleWallet: true },
      "deposit-closed": { allowDeposit: false },
      "deposit-fails": { deposit: "fail" },
      "deposit-expires": { deposit: "expire" },
    };
    for (const [name, cashier] of Object.entries(expected)) {
      expect(applyPreset(store, name), name).toBe(true);
      expect(store.state.scenario).toEqual({ ...defaultScenario(), cashier });
    }
    expect(controlApi(store, "POST", "scenario", { cashier: { deposit: "later" } })).toMatchObject({ status: 400 });
  });

  it("the control page has labelled cashier controls", async () => {
    const { controlPageHtml } = await import("../../src/sandbox/control-page.ts");
    const html = controlPageHtml();
    for (const id of ["single-wallet", "allow-deposit", "deposit-outcome", "apply-cashier", "ledger-account", "ledger", "deposits", "withdrawals"]) expect(html).toContain(`id="${id}"`);
    for (const label of ["Pay next part", "Reject withdrawal", "Force receipt", "Accept proof", "Reject proof", "Make it ", "+30 minutes (auto-confirm waiting payouts)"]) expect(html).toContain(label);
    for (const action of ['"payout"', '"force"', '"proof/accept"', '"proof/reject"', '"withdrawal/reject"', '"deposit-outcome"']) expect(html).toContain(`cashierAction(${action}`);
  });
});
