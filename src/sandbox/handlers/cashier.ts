/**
 * The cashier calls of ADR 0012. Every call needs a session; before it the sandbox clock is applied (deposits
 * settle, payouts auto-confirm), after it the books are checked (`checkInvariants`): a broken invariant answers
 * HTTP 500 `{success: false, message: "sandbox.invariant.broken: …"}`. Encrypted rows are decrypted like the
 * password change (`decryptedBody`).
 */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { type Outcome } from "../rules/auth.ts";
import { checkInvariants } from "../rules/cashier-ledger.ts";
import {
  addBankCard,
  bankCardsValue,
  bankListValue,
  depositOrder,
  depositSettingsValue,
  isSingleWallet,
  securityConfigValue,
  setPaymentPassword,
  settleCashier,
  submitDeposit,
  transferToUpline,
  vendorWalletsValue,
  walletTransfer,
  withdraw,
  withdrawalList,
  withdrawSettingsValue,
} from "../rules/cashier.ts";
import { paymentConfirmations, processC2c } from "../rules/cashier-payouts.ts";
import { bindEmail, bindMobile, sendBindCode } from "../rules/security.ts";
import { decryptedBody, fail, ok, readJson, requireMember, route, type RouteContext } from "./route.ts";

type Method = "get" | "post";
type Answer = Outcome<unknown> | Response;

/** A cashier route: session, clock, the rule, then the invariants. */
function cashierRoute(store: SandboxStore, method: Method, path: string, resolve: (member: SandboxMember, context: RouteContext) => Answer | Promise<Answer>): HttpHandler {
  return route(store, method, path, async (context) => {
    const member = requireMember(context);
    if (member instanceof Response) return member;
    settleCashier(store);
    const answer = await resolve(member, context);
    const problems = checkInvariants(store);
    if (problems.length > 0) return fail(`sandbox.invariant.broken: ${problems.join("; ")}`, { status: 500 });
    if (answer instanceof Response) return answer;
    return answer.ok ? ok(answer.value) : fail(answer.message);
  });
}

const value = <T>(v: T): Outcome<T> => ({ ok: true, value: v });

/** The JSON body of a plain POST. */
const json = (context: RouteContext): Promise<unknown> => readJson(context.request);

/** The decrypted body of an encrypted POST, then the rule; the HTTP 400 answer when it cannot be decrypted. */
async function encrypted(context: RouteContext, rule: (payload: unknown) => Outcome<unknown>): Promise<Answer> {
  const body = await decryptedBody(context.request);
  return body instanceof Response ? body : rule(body.payload);
}

const positiveInt = (text: string | null, fallback: number, max: number): number => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

export function cashierHandlers(store: SandboxStore): HttpHandler[] {
  return [
    cashierRoute(store, "get", "/wps/relay/GCS_merchantWallet", () => value({ isSingle: isSingleWallet(store) })),
    cashierRoute(store, "get", "/wps/relay/GCS_getVendorWallets", (member) => value(vendorWalletsValue(store, member))),
    cashierRoute(store, "post", "/wps/relay/GCS_walletTransfer", async (member, context) => walletTransfer(store, member, await json(context))),
    cashierRoute(store, "get", "/wps/relay/MCSFE_getDepositSettings", () => value(depositSettingsValue(store))),
    cashierRoute(store, "post", "/wps/relay/MCSFE_submitDepositOrder", async (member, context) => submitDeposit(store, member, await json(context))),
    cashierRoute(store, "get", "/wps/relay/MCSFE_getDepositOrder", (member, { url }) => depositOrder(store, member, url.searchParams.get("orderId") ?? "")),
    cashierRoute(store, "get", "/wps/v2/member/securityConfig", (member) => value(securityConfigValue(member))),
    cashierRoute(store, "post", "/wps/verification/sms", async (member, context) => sendBindCode(store, member, await json(context))),
    cashierRoute(store, "post", "/wps/member/mobile", async (member, context) => bindMobile(store, member, await json(context))),
    cashierRoute(store, "post", "/wps/member/email", (member, context) => encrypted(context, (payload) => bindEmail(store, member, payload))),
    cashierRoute(store, "post", "/wps/member/password/payment", (member, context) => encrypted(context, (payload) => setPaymentPassword(member, payload))),
    cashierRoute(store, "get", "/wps/relay/MCSFE_getBankList", () => value(bankListValue())),
    cashierRoute(store, "get", "/wps/relay/MCSFE_getBankCards", (member) => value(bankCardsValue(store, member))),
    cashierRoute(store, "post", "/wps/relay/passwordCheck/MCSFE_addBankCard", (member, context) => encrypted(context, (payload) => addBankCard(store, member, payload))),
    cashierRoute(store, "get", "/wps/relay/MCSFE_getWithdrawSettings", (member) => value(withdrawSettingsValue(member))),
    cashierRoute(store, "post", "/wps/relay/passwordCheck/MCSFE_withdraw", (member, context) => encrypted(context, (payload) => withdraw(store, member, payload))),
    cashierRoute(store, "get", "/wps/relay/MCSFE_getWithdrawalList", (member, { url }) =>
      value(withdrawalList(store, member, positiveInt(url.searchParams.get("pageNo"), 1, 10_000), positiveInt(url.searchParams.get("pageSize"), 20, 100))),
    ),
    cashierRoute(store, "get", "/wps/relay/MCSFE_getPaymentConfirmationList", (member, { url }) => value(paymentConfirmations(store, member, url.searchParams.get("withdrawalId") || null))),
    cashierRoute(store, "post", "/wps/relay/MCSFE_processC2CTransaction", async (member, context) => processC2c(store, member, await json(context))),
    cashierRoute(store, "post", "/wps/relay/passwordCheck/MCSFE_transferToUpline", (member, context) => encrypted(context, (payload) => transferToUpline(store, member, payload))),
  ];
}
