/** `/wps/member/*` and the wallet: member info, password change and recovery, balance. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { memberInfo } from "../rules/auth.ts";
import { changePassword, resetPasswordByEmail, resetPasswordByPhone } from "../rules/password.ts";
import { toMajorUnits } from "../../api/money.ts";
import { settleCashier } from "../rules/cashier.ts";
import { decryptedBody, fail, ok, readFields, requireMember, route } from "./route.ts";

/** The sandbox's wallet currency (Brazil). */
export const CURRENCY = { currency: "BRL", currencySymbol: "P" } as const;
/** `accountTypeId` of the main wallet row. */
export const MAIN_WALLET_TYPE = 2;

export function memberHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/member/info", (context) => {
      const member = requireMember(context);
      return member instanceof Response ? member : ok(memberInfo(member));
    }),
    route(store, "post", "/wps/member/password", async (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      const body = await decryptedBody(context.request);
      if (body instanceof Response) return body;
      const outcome = changePassword(store, member, body.payload);
      return outcome.ok ? ok(null) : fail(outcome.message);
    }),
    route(store, "post", "/wps/member/password/email", async ({ request }) => {
      const outcome = resetPasswordByEmail(store, await readFields(request));
      return outcome.ok ? ok(null) : fail(outcome.message);
    }),
    route(store, "post", "/wps/member/password/verification", async ({ request }) => {
      const body = await decryptedBody(request);
      if (body instanceof Response) return body;
      const outcome = resetPasswordByPhone(store, body.payload);
      return outcome.ok ? ok(outcome.value) : fail(outcome.message);
    }),
    route(store, "get", "/wps/v2/wallets/balance", (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      settleCashier(store);
      const amount = toMajorUnits(member.balanceMinor);
      return ok({ sumBalance: amount, ...CURRENCY, balance: [{ accountTypeId: MAIN_WALLET_TYPE, availBalance: amount }] });
    }),
  ];
}
