// @vitest-environment node
/** The withdrawal confirmation's live actors over the platform client (ADR 0012 wire contract). */
import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { nodeSandbox } from "../sandbox-server.ts";
import { makeClient, rejectionOf, TOKEN, url } from "./helpers.ts";
import { answerBody, fetchPayouts, submitAnswer } from "../../src/api/withdrawal-confirmation-actors.ts";
import { pngProof } from "../../machines/withdrawal-confirmation/withdrawal-confirmation.samples.ts";

const LIST = "/wps/relay/MCSFE_getPaymentConfirmationList";
const C2C = "/wps/relay/MCSFE_processC2CTransaction";

describe("withdrawal confirmation actors", () => {
  it("[SITE-20] [WDC-01] reads the platform's payouts with the token, amounts as integer minor units, WAITING/FORCED as waiting/forced", async () => {
    let authorization: string | null = null;
    nodeSandbox.server.use(
      http.get(url(LIST), ({ request }) => {
        authorization = request.headers.get("Authorization");
        return HttpResponse.json({
          success: true,
          value: {
            autoConfirmMinutes: 30,
            list: [
              { payoutId: "po-0", withdrawalId: "wd-1", amount: "20", received: 20.5, remaining: "0.1", secondsLeft: 0, status: "FORCED" },
              { payoutId: "po-1", withdrawalId: "wd-1", amount: 1520.75, received: "1541.25", remaining: 0, secondsLeft: 900, status: "WAITING" },
            ],
          },
        });
      }),
    );
    const payouts = await fetchPayouts(makeClient().client);
    expect(authorization).toBe(TOKEN);
    expect(payouts).toEqual([
      { id: "po-0", withdrawalId: "wd-1", amount: 2000, received: 2050, remaining: 10, secondsLeft: 0, status: "forced" },
      { id: "po-1", withdrawalId: "wd-1", amount: 152075, received: 154125, remaining: 0, secondsLeft: 900, status: "waiting" },
    ]);
  });

  it("[SITE-20] a malformed amount or status is a typed error, never NaN", async () => {
    nodeSandbox.server.use(
      http.get(url(LIST), () =>
        HttpResponse.json({ success: true, value: { autoConfirmMinutes: 30, list: [{ payoutId: "po-1", withdrawalId: "wd-1", amount: "12,5", received: 0, remaining: 0, secondsLeft: 1, status: "WAITING" }] } }),
      ),
    );
    expect(await rejectionOf(fetchPayouts(makeClient().client))).toMatchObject({ code: "platform.malformed" });
  });

  it("[WDC-01] [WDC-03] [WDC-04] answers go as RECEIVED / ALL_RECEIVED / NOT_RECEIVED (with the proof as a data: URL); CONFIRMED / IN_REVIEW / FORCED come back as the machine's outcomes", async () => {
    const bodies: unknown[] = [];
    const outcomes = ["CONFIRMED", "FORCED", "IN_REVIEW"];
    nodeSandbox.server.use(
      http.post(url(C2C), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, value: { outcome: outcomes.shift() } });
      }),
    );
    const { client } = makeClient();
    expect(await submitAnswer(client, { payoutId: "po-1", answer: "received", proof: null })).toBe("confirmed");
    expect(await submitAnswer(client, { payoutId: "po-1", answer: "allReceived", proof: pngProof })).toBe("forced");
    expect(await submitAnswer(client, { payoutId: "po-1", answer: "notReceived", proof: pngProof })).toBe("inReview");
    expect(bodies).toEqual([
      { payoutId: "po-1", action: "RECEIVED" },
      { payoutId: "po-1", action: "ALL_RECEIVED" },
      { payoutId: "po-1", action: "NOT_RECEIVED", proofImage: pngProof.dataUrl },
    ]);
  });

  it("[WDC-03] the proof goes only with a not-received answer", () => {
    expect(answerBody({ payoutId: "p", answer: "received", proof: pngProof })).toEqual({ payoutId: "p", action: "RECEIVED" });
    expect(answerBody({ payoutId: "p", answer: "notReceived", proof: null })).toEqual({ payoutId: "p", action: "NOT_RECEIVED" });
  });

  it("[SITE-01] a refusal keeps the platform's message key for the view", async () => {
    nodeSandbox.server.use(http.post(url(C2C), () => HttpResponse.json({ success: false, message: "cashier.payout.settled" })));
    expect(await rejectionOf(submitAnswer(makeClient().client, { payoutId: "po-1", answer: "received", proof: null }))).toMatchObject({
      code: "platform.message",
      serverMessage: "cashier.payout.settled",
    });
  });
});
