/** Helpers for the sandbox cashier tests: calls by endpoint id (parsed with the client's schemas), the books. */
import { expect } from "vitest";
import * as v from "valibot";
import { allEndpoints as endpoints, type AnyEndpointId as EndpointId, type AnyResponseOf as ResponseOf } from "../../src/api/all-endpoints.ts";
import { checkInvariants } from "../../src/sandbox/rules/cashier-ledger.ts";
import { controlApi } from "../../src/sandbox/control.ts";
import { encryptedCall, getEnvelope, loginToken, postJson, store, type Envelope } from "./helpers.ts";

export const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);

export const PASSWORDS: Record<string, string> = { demo: "Demo1234", agent01: "Agent1234", newbie: "123456", vipgold: "Vip12345", expired: "Expired123", traveller: "Travel123" };
export const PAYMENT_PASSWORDS: Record<string, string> = { demo: "135790", agent01: "246801", vipgold: "555666", traveller: "778899" };

export type CashierId = Extract<
  EndpointId,
  | "merchantWallet" | "vendorWallets" | "walletTransfer" | "depositSettings" | "depositSubmit" | "depositOrder" | "securityConfig" | "paymentPasswordSet"
  | "bankList" | "bankCards" | "bankCardAdd" | "withdrawSettings" | "withdraw" | "withdrawals" | "paymentConfirmations" | "processC2c" | "uplineTransfer"
  | "smsBindCode" | "mobileBind" | "emailBind"
>;

export interface CallResult<K extends CashierId> {
  status: number;
  body: Envelope;
  /** `value` parsed with the endpoint's own schema (amounts in minor units), when the call succeeded. */
  value: ResponseOf<K>;
}

/** One cashier call as the client makes it (encrypted rows encrypted); a success's value goes through the client's schema. */
export async function call<K extends CashierId>(id: K, token: string, options: { query?: Record<string, string>; body?: unknown } = {}): Promise<CallResult<K>> {
  const endpoint = endpoints[id];
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : "";
  const path = `${endpoint.path}${query}`;
  const answer = endpoint.encrypt
    ? await encryptedCall(path, options.body ?? {}, { token })
    : endpoint.method === "POST"
      ? await postJson(path, options.body ?? {}, { Authorization: token })
      : await getEnvelope(path, { headers: { Authorization: token } });
  const value = answer.body.success ? (v.parse(endpoint.schema, answer.body.value) as ResponseOf<K>) : (undefined as ResponseOf<K>);
  return { status: answer.status, body: answer.body, value };
}

/** The refusal message of a call that must fail with HTTP 200 `success: false`. */
export async function refusal<K extends CashierId>(id: K, token: string, options: { query?: Record<string, string>; body?: unknown } = {}): Promise<string | undefined> {
  const answer = await call(id, token, options);
  expect(answer.status).toBe(200);
  expect(answer.body.success).toBe(false);
  return answer.body.message;
}

/** Logs in a demo account. */
export const tokenOf = (username: string): Promise<string> => loginToken(username, PASSWORDS[username] ?? "");

export const member = (username: string) => {
  const found = store.findMember(username);
  if (!found) throw new Error(`no member ${username}`);
  return found;
};

export const ledgerOf = (username: string) => store.state.cashier.accounts.get(member(username).id)?.ledger ?? [];

/** Asserts the books hold (no invariant broken; the ledger sums to the main balance) and returns the balance in minor units. */
export function books(username: string): number {
  expect(checkInvariants(store)).toEqual([]);
  const rows = ledgerOf(username);
  expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(member(username).balanceMinor);
  return member(username).balanceMinor;
}

/** A control API action; throws when it is refused. */
export function control(action: string, body: unknown): unknown {
  const answer = controlApi(store, "POST", `cashier/${action}`, body);
  if (answer?.status !== 200) throw new Error(`control ${action} refused: ${JSON.stringify(answer?.body)}`);
  return answer.body;
}

export const advance = (ms: number): void => store.setNow(store.now() + ms);

/** A tiny image's data URL: real png / jpeg magic bytes, then `size` bytes in all. */
export function imageDataUrl(type: "image/png" | "image/jpeg" | "image/gif", size = 64, bytesOf: "png" | "jpeg" | "gif" = type === "image/png" ? "png" : type === "image/jpeg" ? "jpeg" : "gif"): string {
  const magic = { png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], jpeg: [0xff, 0xd8, 0xff, 0xe0], gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }[bytesOf];
  const bytes = Buffer.alloc(size);
  Buffer.from(magic).copy(bytes);
  return `data:${type};base64,${bytes.toString("base64")}`;
}
