/**
 * Endpoint rows of the member's own data beyond the core table (issue 31 item 6), beside the table in endpoints.ts:
 * called as `client.request(memberEndpoints.<row>, init)`.
 */
import * as v from "valibot";
import { defineEndpoints } from "./endpoints.ts";

/** The platform's receipt of a bonus contact: the numbers it recorded, by messenger. */
export const bonusContactReceiptSchema = v.looseObject({
  zalo: v.optional(v.nullable(v.string())),
  whatsapp: v.optional(v.nullable(v.string())),
});

export const memberEndpoints = defineEndpoints({
  // The Zalo / WhatsApp number that redeems the registration bonus (the site's and its sandbox's contract, deviation REG-16).
  bonusContact: {
    id: "bonusContact",
    path: "/wps/member/bonusContact",
    method: "PUT",
    token: true,
    encrypt: false,
    modId: "COMM3",
    body: "json",
    envelope: true,
    schema: bonusContactReceiptSchema,
  },
});
