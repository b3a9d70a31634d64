/**
 * Live actors of the security centre (issue 27 item 7; ADR 0012's calls table): the overview from the security config,
 * the bank accounts and the banks; the mobile and e-mail binds and the payment password (a bank account is added with
 * the withdraw page's actor).
 */
import { fromPromise } from "xstate";
import { smsCodeMachine, type SmsRequest, type SmsSent } from "../../machines/sms-code/sms-code.machine.ts";
import type { BoundValue, EmailBindRequest, MobileBindRequest, PaymentPasswordChange, SecurityOverview } from "../../machines/security-centre/security-centre.types.ts";
import type { PlatformClient } from "./client.ts";
import { cashierEndpoints } from "./cashier-endpoints.ts";

export async function fetchSecurityOverview(client: PlatformClient, signal?: AbortSignal): Promise<SecurityOverview> {
  const [security, cards, banks] = await Promise.all([client.request(cashierEndpoints.securityConfig, { signal }), client.request(cashierEndpoints.bankCards, { signal }), client.request(cashierEndpoints.bankList, { signal })]);
  return {
    mobile: security.mobile,
    email: security.email,
    paymentPasswordSet: security.paymentPasswordSet,
    cards: cards.map((card) => ({ cardId: card.cardId, bankName: card.bankName, accountNumber: card.accountNumber, payeeName: card.payeeName })),
    banks: banks.map((b) => ({ bankCode: b.bankCode, bankName: b.bankName })),
  };
}

export function liveSecurityActors(client: PlatformClient) {
  const requestCode = fromPromise<SmsSent, SmsRequest>(({ input }) =>
    client.request(cashierEndpoints.smsBindCode, { body: { mobileNum: input.mobileNum, countryDialingCode: input.countryDialingCode } }),
  );
  return {
    fetchOverview: fromPromise<SecurityOverview>(({ signal }) => fetchSecurityOverview(client, signal)),
    bindMobile: fromPromise<BoundValue, MobileBindRequest>(async ({ input }) => ({ masked: (await client.request(cashierEndpoints.mobileBind, { body: { ...input } })).mobile ?? "" })),
    bindEmail: fromPromise<BoundValue, EmailBindRequest>(async ({ input }) => ({ masked: (await client.request(cashierEndpoints.emailBind, { body: { ...input } })).email ?? "" })),
    savePaymentPassword: fromPromise<void, PaymentPasswordChange>(async ({ input }) => {
      const body = input.kind === "set" ? { loginPassword: input.loginPassword, paymentPassword: input.paymentPassword } : { oldPaymentPassword: input.oldPaymentPassword, paymentPassword: input.paymentPassword };
      await client.request(cashierEndpoints.paymentPasswordSet, { body });
    }),
    smsCode: smsCodeMachine.provide({ actors: { requestCode } }),
  };
}
