/**
 * Until the sandbox answers the cashier (its handlers are being written on another branch), a signed-in member's
 * withdrawal confirmation (machines/app, ADR 0013) would call `MCSFE_getPaymentConfirmationList` on a platform
 * that does not know it, and every test that signs a member in would meet an unhandled request. These handlers come
 * after the sandbox's own (test/setup.ts appends them to the initial handlers), so they answer only while the sandbox
 * does not: "no payout is waiting". Once the sandbox's cashier lands they are never reached and can be deleted.
 */
import { http, HttpResponse } from "msw";

export const PAYOUTS_PATH = "/wps/relay/MCSFE_getPaymentConfirmationList";
export const C2C_PATH = "/wps/relay/MCSFE_processC2CTransaction";

export const cashierFallback = [
  http.get(`*${PAYOUTS_PATH}`, () => HttpResponse.json({ success: true, value: { autoConfirmMinutes: 30, list: [] } })),
];
