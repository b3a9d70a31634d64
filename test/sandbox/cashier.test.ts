// @vitest-environment node
/**
 * The sandbox cashier (ADR 0012) through its real HTTP handlers: every answer is parsed with the client's own
 * schemas (amounts become minor units), and the books are checked after the calls that move money.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import * as api from "../../src/api/schemas.ts";
import { applyPreset } from "../../src/sandbox/scenarios.ts";
import { snapshot } from "../../src/sandbox/control.ts";
import { DEPOSIT_CREDIT_MS, DEPOSIT_EXPIRY_MS } from "../../src/sandbox/seed/cashier.ts";
import { getEnvelope, postJson, store } from "./helpers.ts";
import { advance, books, call, ledgerOf, member, PAYMENT_PASSWORDS, refusal, T0, tokenOf } from "./cashier-helpers.ts";

beforeEach(() => store.setNow(T0));

const withdrawBody = (amount: number | string, requestId: string, extra: Record<string, unknown> = {}) => ({ amount, cardId: "card-demo-1", paymentPassword: PAYMENT_PASSWORDS.demo, requestId, ...extra });

describe("money in minor units and the ledger", () => {
  it("keeps every balance in integer minor units with an OPENING row, and answers the balance in decimals [API-14]", async () => {
    for (const m of store.state.members) {
      expect(Number.isSafeInteger(m.balanceMinor)).toBe(true);
      expect(ledgerOf(m.account)).toEqual([expect.objectContaining({ kind: "OPENING", amount: m.balanceMinor, balanceAfter: m.balanceMinor, reference: "seed" })]);
    }
    expect(member("demo").balanceMinor).toBe(152075);
    const token = await tokenOf("demo");
    const balance = v.parse(api.balanceSchema, (await getEnvelope("/wps/v2/wallets/balance", { headers: { Authorization: token } })).body.value);
    expect(balance).toMatchObject({ sumBalance: 1520.75, balance: [{ accountTypeId: 2, availBalance: 1520.75 }] });
    expect(snapshot(store).accounts.find((a) => a.username === "demo")).toMatchObject({ balance: 1520.75, balanceMinor: 152075 });
  });

  it("opens a ledger for members added later (free-play trial: 2000.00)", async () => {
    const { rsaEncryptText, SANDBOX_RSA_MODULUS_HEX } = await import("../../src/sandbox/crypto.ts");
    const { body } = await postJson("/wps/session/login/freeplay", { os: "Linux", platform: "W", Encryption: rsaEncryptText([..."AbCdEfGh12345678"].reverse().join(""), SANDBOX_RSA_MODULUS_HEX) });
    const trial = v.parse(api.loginValueSchema, body.value);
    expect(ledgerOf(trial.userName)).toEqual([expect.objectContaining({ kind: "OPENING", amount: 200000 })]);
    expect((await call("vendorWallets", trial.token)).value).toEqual({ mainBalance: 200000, wallets: [expect.objectContaining({ vendor: "PG", balance: 0 }), expect.objectContaining({ vendor: "DG", balance: 0 }), expect.objectContaining({ vendor: "IMES", balance: 0 })] });
    books(trial.userName);
  });

  it("answers HTTP 500 with the broken invariant when the books do not add up", async () => {
    const token = await tokenOf("demo");
    member("demo").balanceMinor += 1;
    const answer = await call("vendorWallets", token);
    expect(answer.status).toBe(500);
    expect(answer.body.message).toMatch(/^sandbox\.invariant\.broken: demo: ledger sums to 152075 but the main balance is 152076/);
    member("demo").balanceMinor = -5;
    expect((await call("merchantWallet", token)).body.message).toMatch(/demo: balance -5 is below zero/);
    member("demo").balanceMinor = 152075;
    store.state.cashier.accounts.get(member("demo").id)!.vendorWallets[0]!.balanceMinor += 100;
    expect((await call("bankList", token)).body.message).toMatch(/demo: vendor wallet PG is 5100, its transfers say 5000/);
    store.state.cashier.accounts.get(member("demo").id)!.vendorWallets[0]!.balanceMinor -= 100;
    const order = (await call("depositSubmit", token, { body: { channelId: "pix-instant", amount: 10, requestId: "dup" } })).value;
    store.state.cashier.deposits.push({ ...store.state.cashier.deposits[0]!, orderId: `${order.orderId}-copy` });
    expect((await call("bankList", token)).body.message).toMatch(/requestId 10001:dup made more than one deposit/);
  });

  it("needs a session for every cashier call (401 login.not.session)", async () => {
    for (const id of ["merchantWallet", "vendorWallets", "depositSettings", "securityConfig", "bankCards", "withdrawSettings", "withdrawals", "paymentConfirmations"] as const) {
      const answer = await call(id, "sbx-unknown");
      expect(answer.status, id).toBe(401);
      expect(answer.body).toEqual({ success: false, message: "login.not.session" });
    }
  });
});

describe("wallets", () => {
  it("answers transfer wallets by default and a single wallet in the single-wallet preset [API-27]", async () => {
    const token = await tokenOf("demo");
    expect((await call("merchantWallet", token)).value).toEqual({ isSingle: false });
    expect((await call("vendorWallets", token)).value).toEqual({
      mainBalance: 152075,
      wallets: [
        { vendor: "PG", vendorName: "Pocket Games Soft", balance: 5000 },
        { vendor: "DG", vendorName: "DG", balance: 0 },
        { vendor: "IMES", vendorName: "IM Esports", balance: 1234 },
      ],
    });
    applyPreset(store, "single-wallet");
    expect((await call("merchantWallet", token)).value).toEqual({ isSingle: true });
    expect((await call("vendorWallets", token)).value).toEqual({ mainBalance: 152075, wallets: [] });
    expect(await refusal("walletTransfer", token, { body: { from: "MAIN", to: "PG", amount: 1, requestId: "t1" } })).toBe("This function is not available");
  });

  it("moves money MAIN → vendor, vendor → MAIN and ALL_TO_MAIN with one ledger row per move", async () => {
    const token = await tokenOf("demo");
    const out = await call("walletTransfer", token, { body: { from: "MAIN", to: "PG", amount: 100, requestId: "t1" } });
    expect(out.value).toMatchObject({ mainBalance: 142075, wallets: [{ vendor: "PG", balance: 15000 }, { balance: 0 }, { balance: 1234 }] });
    expect(books("demo")).toBe(142075);
    const back = await call("walletTransfer", token, { body: { from: "PG", to: "MAIN", amount: "20.50", requestId: "t2" } });
    expect(back.value).toMatchObject({ mainBalance: 144125, wallets: [{ balance: 12950 }, { balance: 0 }, { balance: 1234 }] });
    expect(books("demo")).toBe(144125);
    const all = await call("walletTransfer", token, { body: { from: "PG", to: "ALL_TO_MAIN", requestId: "t3" } });
    expect(all.value).toMatchObject({ mainBalance: 144125 + 12950 + 1234, wallets: [{ balance: 0 }, { balance: 0 }, { balance: 0 }] });
    expect(books("demo")).toBe(158309);
    expect(ledgerOf("demo").map((r) => [r.kind, r.amount])).toEqual([["OPENING", 152075], ["TRANSFER_OUT", -10000], ["TRANSFER_IN", 2050], ["TRANSFER_IN", 12950], ["TRANSFER_IN", 1234]]);
  });

  it("checks amounts and answers the same requestId without moving money again", async () => {
    const token = await tokenOf("demo");
    expect(await refusal("walletTransfer", token, { body: { from: "MAIN", to: "PG", amount: 1520.76, requestId: "a" } })).toBe("cashier.balance.insufficient");
    expect(await refusal("walletTransfer", token, { body: { from: "IMES", to: "MAIN", amount: 12.35, requestId: "b" } })).toBe("cashier.balance.insufficient");
    for (const body of [
      { from: "MAIN", to: "NOPE", amount: 1, requestId: "c" },
      { from: "MAIN", to: "MAIN", amount: 1, requestId: "d" },
      { from: "PG", to: "DG", amount: 1, requestId: "e" },
      { from: "MAIN", to: "PG", amount: 0, requestId: "f" },
      { from: "MAIN", to: "PG", amount: "1.234", requestId: "g" },
      { from: "MAIN", to: "PG", amount: 1 },
    ]) expect(await refusal("walletTransfer", token, { body })).toBe("Please enter the correct information");
    const first = await call("walletTransfer", token, { body: { from: "MAIN", to: "DG", amount: 10, requestId: "same" } });
    const again = await call("walletTransfer", token, { body: { from: "MAIN", to: "DG", amount: 10, requestId: "same" } });
    expect(again.value).toEqual(first.value);
    expect(ledgerOf("demo").filter((r) => r.kind === "TRANSFER_OUT")).toHaveLength(1);
    expect(books("demo")).toBe(151075);
  });
});

describe("deposit", () => {
  it("answers the settings: methods, channels with limits and preset amounts, QR for PIX", async () => {
    const token = await tokenOf("demo");
    const settings = (await call("depositSettings", token)).value;
    expect(settings.allowDeposit).toBe(true);
    expect(settings.methods.map((m) => m.methodCode)).toEqual(["PIX", "BANK", "EWALLET"]);
    expect(settings.methods[0]?.channels[0]).toEqual({ channelId: "pix-instant", channelName: "PIX instant", minimumAmount: 1000, maximumAmount: 5000000, presetAmounts: [2000, 5000, 10000, 20000, 50000], qrCode: true });
    expect(settings.methods.flatMap((m) => m.channels).filter((c) => c.qrCode).map((c) => c.channelId)).toEqual(["pix-instant", "pix-key"]);
    applyPreset(store, "deposit-closed");
    expect((await call("depositSettings", token)).value.allowDeposit).toBe(false);
    expect(await refusal("depositSubmit", token, { body: { channelId: "pix-instant", amount: 100, requestId: "r1" } })).toBe("cashier.deposit.closed");
  });

  it("checks the channel's limits", async () => {
    const token = await tokenOf("demo");
    const submit = (channelId: string, amount: unknown) => refusal("depositSubmit", token, { body: { channelId, amount, requestId: `r-${channelId}-${String(amount)}` } });
    expect(await submit("pix-instant", 9.99)).toBe("cashier.amount.belowMinimum");
    expect(await submit("pix-instant", 50000.01)).toBe("cashier.amount.aboveMaximum");
    expect(await submit("bank-ted", 49.99)).toBe("cashier.amount.belowMinimum");
    expect(await submit("picpay", "5000.01")).toBe("cashier.amount.aboveMaximum");
    expect(await submit("nope", 100)).toBe("Please enter the correct information");
    expect(await submit("pix-instant", "ten")).toBe("Please enter the correct information");
    expect(store.state.cashier.deposits).toEqual([]);
  });

  it("makes one order per requestId and credits it once, DEPOSIT_CREDIT_MS later on the sandbox clock", async () => {
    const token = await tokenOf("demo");
    const body = { channelId: "pix-instant", amount: 100, requestId: "dep-1" };
    const order = (await call("depositSubmit", token, { body })).value;
    expect(order).toMatchObject({ channelId: "pix-instant", amount: 10000, status: "PENDING", createdAt: T0, expiresAt: T0 + DEPOSIT_EXPIRY_MS });
    expect(order.payee).toMatchObject({ name: "AURORA PAGAMENTOS LTDA", reference: expect.stringMatching(/^AUR\d+$/) });
    expect(order.qrContent).toMatch(/^000201.*br\.gov\.bcb\.pix.*5406100\.005802BR.*6304[0-9A-F]{4}$/);
    expect((await call("depositSubmit", token, { body })).value).toEqual(order);
    expect(store.state.cashier.deposits).toHaveLength(1);
    advance(DEPOSIT_CREDIT_MS - 1);
    expect((await call("depositOrder", token, { query: { orderId: order.orderId } })).value.status).toBe("PENDING");
    expect(books("demo")).toBe(152075);
    advance(1);
    expect((await call("depositOrder", token, { query: { orderId: order.orderId } })).value.status).toBe("CREDITED");
    await call("depositOrder", token, { query: { orderId: order.orderId } });
    expect((await call("depositSubmit", token, { body })).value.status).toBe("CREDITED");
    expect(ledgerOf("demo").filter((r) => r.kind === "DEPOSIT")).toEqual([expect.objectContaining({ amount: 10000, reference: order.orderId, at: T0 + DEPOSIT_CREDIT_MS })]);
    expect(books("demo")).toBe(162075);
    const balance = v.parse(api.balanceSchema, (await getEnvelope("/wps/v2/wallets/balance", { headers: { Authorization: token } })).body.value);
    expect(balance.sumBalance).toBe(1620.75);
    const bank = (await call("depositSubmit", token, { body: { channelId: "bank-ted", amount: 100, requestId: "dep-2" } })).value;
    expect(bank.qrContent).toBeNull();
    expect(bank.orderId).not.toBe(order.orderId);
  });

  it("fails or expires orders as the scenario says, without a ledger row", async () => {
    const token = await tokenOf("demo");
    applyPreset(store, "deposit-fails");
    const failing = (await call("depositSubmit", token, { body: { channelId: "picpay", amount: 50, requestId: "f1" } })).value;
    applyPreset(store, "deposit-expires");
    const expiring = (await call("depositSubmit", token, { body: { channelId: "picpay", amount: 50, requestId: "e1" } })).value;
    advance(DEPOSIT_CREDIT_MS);
    expect((await call("depositOrder", token, { query: { orderId: failing.orderId } })).value.status).toBe("FAILED");
    advance(DEPOSIT_EXPIRY_MS - DEPOSIT_CREDIT_MS - 1);
    expect((await call("depositOrder", token, { query: { orderId: expiring.orderId } })).value.status).toBe("PENDING");
    advance(1);
    expect((await call("depositOrder", token, { query: { orderId: expiring.orderId } })).value.status).toBe("EXPIRED");
    expect(ledgerOf("demo").map((r) => r.kind)).toEqual(["OPENING"]);
    expect(books("demo")).toBe(152075);
  });

  it("answers only the member's own orders", async () => {
    const demo = await tokenOf("demo");
    const order = (await call("depositSubmit", demo, { body: { channelId: "pix-instant", amount: 20, requestId: "x" } })).value;
    const vip = await tokenOf("vipgold");
    expect(await refusal("depositOrder", vip, { query: { orderId: order.orderId } })).toBe("The order does not exist");
    // The same requestId from another member is another order.
    expect((await call("depositSubmit", vip, { body: { channelId: "pix-instant", amount: 20, requestId: "x" } })).value.orderId).not.toBe(order.orderId);
  });
});

describe("security: payment password and bank cards", () => {
  it("answers the security configuration masked", async () => {
    expect((await call("securityConfig", await tokenOf("demo"))).value).toEqual({ paymentPasswordSet: true, mobile: expect.stringMatching(/^\+55 \*+4321$/), email: expect.stringMatching(/^de\*+@sandbox\.example$/) });
    expect((await call("securityConfig", await tokenOf("newbie"))).value.paymentPasswordSet).toBe(false);
  });

  it("sets a payment password with the login password (6 digits), once", async () => {
    const token = await tokenOf("newbie");
    expect(await refusal("paymentPasswordSet", token, { body: { loginPassword: "wrong", paymentPassword: "123456" } })).toBe("cashier.loginPassword.wrong");
    expect(await refusal("paymentPasswordSet", token, { body: { loginPassword: "123456", paymentPassword: "12345" } })).toBe("The payment password must be 6 digits");
    expect(await refusal("paymentPasswordSet", token, { body: { loginPassword: "123456", paymentPassword: "12345a" } })).toBe("The payment password must be 6 digits");
    expect(await refusal("paymentPasswordSet", token, { body: { oldPaymentPassword: "", paymentPassword: "654321" } })).toBe("cashier.paymentPassword.missing");
    expect((await call("paymentPasswordSet", token, { body: { loginPassword: "123456", paymentPassword: "654321" } })).value).toBeNull();
    expect((await call("securityConfig", token)).value.paymentPasswordSet).toBe(true);
    expect(await refusal("paymentPasswordSet", token, { body: { loginPassword: "123456", paymentPassword: "111111" } })).toBe("A payment password is already set: change it with the old one");
  });

  it("changes a payment password with the old one", async () => {
    const token = await tokenOf("demo");
    expect(await refusal("paymentPasswordSet", token, { body: { oldPaymentPassword: "000000", paymentPassword: "246810" } })).toBe("cashier.paymentPassword.wrong");
    expect(await refusal("paymentPasswordSet", token, { body: { oldPaymentPassword: "135790", paymentPassword: "135790" } })).toBe("The new payment password must be different from the old one");
    expect(await refusal("paymentPasswordSet", token, { body: { oldPaymentPassword: "135790", paymentPassword: "2468" } })).toBe("The payment password must be 6 digits");
    await call("paymentPasswordSet", token, { body: { oldPaymentPassword: "135790", paymentPassword: "246810" } });
    expect(await refusal("withdraw", token, { body: withdrawBody(10, "w1") })).toBe("cashier.paymentPassword.wrong");
    expect((await call("withdraw", token, { body: withdrawBody(10, "w1", { paymentPassword: "246810" }) })).value.status).toBe("PENDING");
  });

  it("travels encrypted: a plain body is refused (HTTP 400)", async () => {
    const token = await tokenOf("demo");
    const answer = await postJson("/wps/member/password/payment", { oldPaymentPassword: "135790", paymentPassword: "246810" }, { Authorization: token });
    expect(answer).toEqual({ status: 400, body: { success: false, message: "request.decrypt.failed" } });
  });

  it("lists banks and the member's cards, masked", async () => {
    const token = await tokenOf("demo");
    const banks = (await call("bankList", token)).value;
    expect(banks.map((b) => b.bankCode)).toEqual(["001", "033", "104", "237", "260", "341"]);
    expect((await call("bankCards", token)).value).toEqual([{ cardId: "card-demo-1", bankCode: "341", bankName: "Itaú Unibanco", accountNumber: "*******8901", payeeName: "DEMO PLAYER" }]);
    expect((await call("bankCards", await tokenOf("newbie"))).value).toEqual([]);
  });

  it("adds a card: payment password, 6–20 digits, the member's payee name, at most 5 cards", async () => {
    const newbie = await tokenOf("newbie");
    expect(await refusal("bankCardAdd", newbie, { body: { bankCode: "001", accountNumber: "123456", payeeName: "NEW BIE", paymentPassword: "" } })).toBe("cashier.paymentPassword.missing");
    const token = await tokenOf("demo");
    const add = (accountNumber: string, extra: Record<string, unknown> = {}) => ({ bankCode: "260", accountNumber, payeeName: "Demo  player", paymentPassword: "135790", ...extra });
    expect(await refusal("bankCardAdd", token, { body: add("123456", { paymentPassword: "000000" }) })).toBe("cashier.paymentPassword.wrong");
    for (const body of [add("12345"), add("123456789012345678901"), add("12345a78"), add("123456", { bankCode: "999" }), add("123456", { payeeName: "SOMEONE ELSE" }), add("12345678901", { bankCode: "341" })]) {
      expect(await refusal("bankCardAdd", token, { body }), JSON.stringify(body)).toBe("cashier.bankCard.invalid");
    }
    const card = (await call("bankCardAdd", token, { body: add("123456") })).value;
    expect(card).toEqual({ cardId: expect.any(String), bankCode: "260", bankName: "Nubank", accountNumber: "**3456", payeeName: "DEMO PLAYER" });
    for (const n of ["1234567", "12345678", "123456789"]) await call("bankCardAdd", token, { body: add(n) });
    expect((await call("bankCards", token)).value).toHaveLength(5);
    expect(await refusal("bankCardAdd", token, { body: add("99999999") })).toBe("cashier.bankCard.invalid");
  });
});

describe("withdraw", () => {
  it("answers the settings: 10.00 to 50 000.00, available = the main balance", async () => {
    expect((await call("withdrawSettings", await tokenOf("demo"), { query: { groupId: "0" } })).value).toEqual({ minimumAmount: 1000, maximumAmount: 5000000, availableAmount: 152075 });
  });

  it("refuses a wrong or missing payment password, a missing card, amounts out of the limits and more than the balance", async () => {
    const token = await tokenOf("demo");
    expect(await refusal("withdraw", token, { body: withdrawBody(50, "w", { paymentPassword: "000000" }) })).toBe("cashier.paymentPassword.wrong");
    expect(await refusal("withdraw", token, { body: withdrawBody(50, "w", { cardId: "card-vipgold-1" }) })).toBe("cashier.bankCard.missing");
    expect(await refusal("withdraw", token, { body: withdrawBody(9.99, "w") })).toBe("cashier.amount.belowMinimum");
    expect(await refusal("withdraw", token, { body: withdrawBody(1520.76, "w") })).toBe("cashier.balance.insufficient");
    const vip = await tokenOf("vipgold");
    expect(await refusal("withdraw", vip, { body: { amount: 50000.01, cardId: "card-vipgold-1", paymentPassword: "555666", requestId: "v" } })).toBe("cashier.amount.aboveMaximum");
    const newbie = await tokenOf("newbie");
    expect(await refusal("withdraw", newbie, { body: { amount: 10, cardId: "x", paymentPassword: "123456", requestId: "n" } })).toBe("cashier.paymentPassword.missing");
    expect(store.state.cashier.withdrawals).toEqual([]);
    expect(books("demo")).toBe(152075);
  });

  it("holds the whole amount at once, once per requestId, and lists withdrawals newest first", async () => {
    const token = await tokenOf("demo");
    const first = (await call("withdraw", token, { body: withdrawBody(50, "w-1") })).value;
    expect(first).toEqual({ withdrawalId: expect.any(String), amount: 5000, received: 0, status: "PENDING", bankName: "Itaú Unibanco", accountNumber: "*******8901", createdAt: T0, awaitingConfirmation: false });
    expect((await call("withdraw", token, { body: withdrawBody(50, "w-1") })).value).toEqual(first);
    expect(ledgerOf("demo").filter((r) => r.kind === "WITHDRAWAL")).toEqual([expect.objectContaining({ amount: -5000, reference: first.withdrawalId })]);
    expect(books("demo")).toBe(147075);
    expect((await call("withdrawSettings", token)).value.availableAmount).toBe(147075);
    advance(1000);
    const second = (await call("withdraw", token, { body: withdrawBody("20.25", "w-2") })).value;
    expect(books("demo")).toBe(145050);
    expect((await call("withdrawals", token, { query: { pageNo: "1", pageSize: "10" } })).value.list.map((w) => w.withdrawalId)).toEqual([second.withdrawalId, first.withdrawalId]);
    expect((await call("withdrawals", token, { query: { pageNo: "2", pageSize: "1" } })).value.list.map((w) => w.withdrawalId)).toEqual([first.withdrawalId]);
  });
});

describe("transfer to upline", () => {
  it("is only for members with toUpline [ROLE-04]", async () => {
    expect(await refusal("uplineTransfer", await tokenOf("demo"), { body: { amount: 10, paymentPassword: "135790", requestId: "u" } })).toBe("cashier.upline.notAllowed");
  });

  it("checks the payment password, limits and balance, and moves money once per requestId", async () => {
    const token = await tokenOf("agent01");
    const body = { amount: 100, paymentPassword: PAYMENT_PASSWORDS.agent01, requestId: "up-1" };
    expect(await refusal("uplineTransfer", token, { body: { ...body, paymentPassword: "000000" } })).toBe("cashier.paymentPassword.wrong");
    expect(await refusal("uplineTransfer", token, { body: { ...body, amount: 0.99 } })).toBe("cashier.amount.belowMinimum");
    expect(await refusal("uplineTransfer", token, { body: { ...body, amount: 100000.01 } })).toBe("cashier.amount.aboveMaximum");
    expect(await refusal("uplineTransfer", token, { body: { ...body, amount: 8800.01 } })).toBe("cashier.balance.insufficient");
    const first = (await call("uplineTransfer", token, { body })).value;
    expect(first).toEqual({ transferId: expect.any(String), amount: 10000 });
    expect((await call("uplineTransfer", token, { body })).value).toEqual(first);
    expect(ledgerOf("agent01").filter((r) => r.kind === "UPLINE_TRANSFER")).toEqual([expect.objectContaining({ amount: -10000, reference: first.transferId })]);
    expect(books("agent01")).toBe(870000);
  });
});

describe("the books after a sequence", () => {
  it("sum to the main balance after every step", async () => {
    const token = await tokenOf("agent01");
    const steps: (() => Promise<unknown>)[] = [
      () => call("depositSubmit", token, { body: { channelId: "pix-instant", amount: 250.5, requestId: "s1" } }),
      () => call("walletTransfer", token, { body: { from: "MAIN", to: "DG", amount: 99.99, requestId: "s2" } }),
      async () => advance(DEPOSIT_CREDIT_MS),
      () => call("vendorWallets", token),
      () => call("withdraw", token, { body: { amount: 1234.56, cardId: "card-agent01-1", paymentPassword: "246801", requestId: "s3" } }),
      () => call("uplineTransfer", token, { body: { amount: 0.01 + 1, paymentPassword: "246801", requestId: "s4" } }),
      () => call("walletTransfer", token, { body: { from: "MAIN", to: "ALL_TO_MAIN", requestId: "s5" } }),
      () => call("withdraw", token, { body: { amount: 1234.56, cardId: "card-agent01-1", paymentPassword: "246801", requestId: "s3" } }),
    ];
    for (const step of steps) {
      await step();
      books("agent01");
    }
    expect(member("agent01").balanceMinor).toBe(880000 + 25050 - 9999 - 123456 - 101 + 9999 + 100000 + 25000);
  });
});
