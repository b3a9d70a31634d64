// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { securityCentreMachine, type SecurityField } from "../../machines/security-centre/security-centre.machine.ts";
import { securityOverview } from "../../machines/security-centre/security-centre.samples.ts";
import type { BankCard, BankCardRequest, BoundValue, EmailBindRequest, MobileBindRequest, PaymentPasswordChange, SecurityOverview } from "../../machines/security-centre/security-centre.types.ts";
import { smsCodeMachine, type SmsRequest, type SmsSent } from "../../machines/sms-code/sms-code.machine.ts";

const newCard: BankCard = { cardId: "card-2", bankName: "Nubank", accountNumber: "******9876", payeeName: "DEMO PLAYER" };

function start(overview: SecurityOverview = securityOverview, overrides: Partial<Record<"bindMobile" | "bindEmail" | "savePaymentPassword" | "addBankCard", (input: never) => Promise<unknown>>> = {}) {
  const calls = { sms: [] as SmsRequest[], mobile: [] as MobileBindRequest[], email: [] as EmailBindRequest[], paymentPassword: [] as PaymentPasswordChange[], card: [] as BankCardRequest[] };
  const machine = securityCentreMachine.provide({
    actors: {
      fetchOverview: fromPromise(async () => overview),
      bindMobile: fromPromise<BoundValue, MobileBindRequest>(async ({ input }) => {
        calls.mobile.push(input);
        if (overrides.bindMobile) return (await overrides.bindMobile(input as never)) as BoundValue;
        return { masked: "+55 *******1111" };
      }),
      bindEmail: fromPromise<BoundValue, EmailBindRequest>(async ({ input }) => {
        calls.email.push(input);
        if (overrides.bindEmail) return (await overrides.bindEmail(input as never)) as BoundValue;
        return { masked: "de******@sandbox.example" };
      }),
      savePaymentPassword: fromPromise<void, PaymentPasswordChange>(async ({ input }) => {
        calls.paymentPassword.push(input);
        if (overrides.savePaymentPassword) await overrides.savePaymentPassword(input as never);
      }),
      addBankCard: fromPromise<BankCard, BankCardRequest>(async ({ input }) => {
        calls.card.push(input);
        if (overrides.addBankCard) return (await overrides.addBankCard(input as never)) as BankCard;
        return newCard;
      }),
      smsCode: smsCodeMachine.provide({
        actors: {
          requestCode: fromPromise<SmsSent, SmsRequest>(async ({ input }) => {
            calls.sms.push(input);
            return { expiredMinutes: 5 };
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { defaultDialingCode: "+55" } }).start();
  const type = (fields: Partial<Record<SecurityField, string>>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: "field.changed", field: field as SecurityField, value });
  };
  return { actor, calls, type };
}

describe("security centre machine", () => {
  it("binds a new mobile number with the code sent to it; the overview shows the masked number and says it was saved [SEC-01] [SEC-02]", async () => {
    const { actor, calls, type } = start();
    await waitFor(actor, (s) => s.matches("overview"));
    actor.send({ type: "section.opened", section: "mobile" });
    type({ mobileNum: "1190000" });
    actor.send({ type: "sms.requested" });
    await vi.waitFor(() => expect(calls.sms).toEqual([{ purpose: "bind", mobileNum: "1190000", countryDialingCode: "+55" }]));
    actor.send({ type: "section.submitted" });
    expect(actor.getSnapshot().context.errors).toEqual({ verificationCode: "field.required" });
    type({ mobileNum: "11900001111", verificationCode: "123456" });
    actor.send({ type: "section.submitted" });
    await waitFor(actor, (s) => s.matches("overview"));
    expect(calls.mobile).toEqual([{ mobileNum: "11900001111", countryDialingCode: "+55", verificationCode: "123456" }]);
    expect(actor.getSnapshot().context).toMatchObject({ saved: "mobile", overview: { mobile: "+55 *******1111" }, fields: { mobileNum: "", verificationCode: "" } });
  });

  it("a refused code keeps the form as typed with the platform's words [SITE-01] [SITE-02]", async () => {
    const { actor, type } = start(securityOverview, { bindMobile: () => Promise.reject({ code: "platform.message", serverMessage: "The verification code is incorrect or has expired" }) });
    await waitFor(actor, (s) => s.matches("overview"));
    actor.send({ type: "section.opened", section: "mobile" });
    type({ mobileNum: "11900001111", verificationCode: "654321" });
    actor.send({ type: "section.submitted" });
    await waitFor(actor, (s) => s.matches({ mobile: "editing" }) && s.context.failure !== null);
    expect(actor.getSnapshot().context.fields).toMatchObject({ mobileNum: "11900001111", verificationCode: "654321" });
    expect(actor.getSnapshot().context.failure?.serverMessage).toBe("The verification code is incorrect or has expired");
  });

  it("binds an e-mail with the login password; Cancel drops what another form held [SEC-01] [SEC-03]", async () => {
    const { actor, calls, type } = start();
    await waitFor(actor, (s) => s.matches("overview"));
    actor.send({ type: "section.opened", section: "paymentPassword" });
    type({ oldPaymentPassword: "135790" });
    actor.send({ type: "section.cancelled" });
    expect(actor.getSnapshot().context.fields.oldPaymentPassword).toBe("");
    actor.send({ type: "section.opened", section: "email" });
    type({ email: "demo.new@", emailPassword: "Demo1234" });
    actor.send({ type: "section.submitted" });
    expect(actor.getSnapshot().context.errors).toEqual({ email: "email.format" });
    type({ email: " demo.new@sandbox.example " });
    actor.send({ type: "section.submitted" });
    await waitFor(actor, (s) => s.matches("overview"));
    expect(calls.email).toEqual([{ email: "demo.new@sandbox.example", loginPassword: "Demo1234" }]);
    expect(actor.getSnapshot().context).toMatchObject({ saved: "email", overview: { email: "de******@sandbox.example" }, fields: { email: "", emailPassword: "" } });
  });

  it("changes the payment password with the old one (a new one that differs, typed twice); a wrong old one comes back next to its field [SEC-04]", async () => {
    let refuse = true;
    const { actor, calls, type } = start(securityOverview, {
      savePaymentPassword: () => (refuse ? Promise.reject({ code: "platform.message", serverMessage: "cashier.paymentPassword.wrong" }) : Promise.resolve()),
    });
    await waitFor(actor, (s) => s.matches("overview"));
    actor.send({ type: "section.opened", section: "paymentPassword" });
    type({ oldPaymentPassword: "135790", newPaymentPassword: "135790", confirmPaymentPassword: "13579" });
    actor.send({ type: "section.submitted" });
    expect(actor.getSnapshot().context.errors).toEqual({ newPaymentPassword: "paymentPassword.same", confirmPaymentPassword: "field.mismatch" });
    type({ oldPaymentPassword: "111111", newPaymentPassword: "246802", confirmPaymentPassword: "246802" });
    actor.send({ type: "section.submitted" });
    await waitFor(actor, (s) => s.matches({ paymentPassword: "editing" }) && Object.keys(s.context.errors).length > 0);
    expect(actor.getSnapshot().context.errors).toEqual({ oldPaymentPassword: "paymentPassword.wrong" });
    expect(actor.getSnapshot().context.fields).toMatchObject({ oldPaymentPassword: "", newPaymentPassword: "246802", confirmPaymentPassword: "246802" });
    refuse = false;
    type({ oldPaymentPassword: "135790" });
    actor.send({ type: "section.submitted" });
    await waitFor(actor, (s) => s.matches("overview"));
    expect(calls.paymentPassword.at(-1)).toEqual({ kind: "change", oldPaymentPassword: "135790", paymentPassword: "246802" });
  });

  it("a member without a payment password who adds a bank account sets the password first (with the login password), then the account form opens [SEC-04] [CASH-05]", async () => {
    const { actor, calls, type } = start({ ...securityOverview, paymentPasswordSet: false, cards: [] });
    await waitFor(actor, (s) => s.matches("overview"));
    actor.send({ type: "section.opened", section: "card" });
    expect(actor.getSnapshot().matches("paymentPassword")).toBe(true);
    type({ loginPassword: "Demo1234", newPaymentPassword: "135790", confirmPaymentPassword: "135790" });
    actor.send({ type: "section.submitted" });
    await waitFor(actor, (s) => s.matches("card"));
    expect(calls.paymentPassword).toEqual([{ kind: "set", loginPassword: "Demo1234", paymentPassword: "135790" }]);
    expect(actor.getSnapshot().context.fields).toMatchObject({ loginPassword: "", newPaymentPassword: "", confirmPaymentPassword: "" });
    type({ bankCode: "260", accountNumber: "9876 5432-10", payeeName: " DEMO PLAYER ", cardPassword: "135790" });
    actor.send({ type: "section.submitted" });
    await waitFor(actor, (s) => s.matches("overview"));
    expect(calls.card).toEqual([{ bankCode: "260", accountNumber: "9876543210", payeeName: "DEMO PLAYER", paymentPassword: "135790" }]);
    expect(actor.getSnapshot().context).toMatchObject({ saved: "card", overview: { paymentPasswordSet: true, cards: [newCard] } });
  });

  it("offers no sixth bank account [SEC-04]", async () => {
    const five = { ...securityOverview, cards: [1, 2, 3, 4, 5].map((n) => ({ ...newCard, cardId: `c${n}` })) };
    const { actor } = start(five);
    await waitFor(actor, (s) => s.matches("overview"));
    actor.send({ type: "section.opened", section: "card" });
    expect(actor.getSnapshot().matches("overview")).toBe(true);
  });

  it("a 401 while saving keeps the form as typed and says to log in again; after the login Save sends it [CASH-06] [SITE-03]", async () => {
    let ended = true;
    const { actor, calls, type } = start(securityOverview, { bindEmail: async () => (ended ? Promise.reject({ code: "session.ended" }) : { masked: "de***@x.example" }) });
    await waitFor(actor, (s) => s.matches("overview"));
    actor.send({ type: "section.opened", section: "email" });
    type({ email: "demo.new@sandbox.example", emailPassword: "Demo1234" });
    actor.send({ type: "section.submitted" });
    await waitFor(actor, (s) => s.context.sessionEnded);
    expect(actor.getSnapshot().matches({ email: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.fields).toMatchObject({ email: "demo.new@sandbox.example", emailPassword: "Demo1234" });
    ended = false;
    actor.send({ type: "session.resumed" });
    expect(actor.getSnapshot().context.sessionEnded).toBe(false);
    actor.send({ type: "section.submitted" });
    await waitFor(actor, (s) => s.matches("overview"));
    expect(calls.email).toHaveLength(2);
  });
});
