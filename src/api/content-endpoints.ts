/**
 * Endpoint rows of the content pages (issue 31 item 4), beside the table in endpoints.ts: called as
 * `client.request(contentEndpoints.<row>, init)`.
 */
import { defineEndpoints } from "./endpoints.ts";
import * as cs from "./content-schemas.ts";

export const contentEndpoints = defineEndpoints({
  // Feedback and complaints (issue 31 item 4; fields: deviation CNT-14).
  feedback: { id: "feedback", path: "/wps/feedback", method: "PUT", token: true, encrypt: false, modId: "FEEDBACK3", body: "json", envelope: true, schema: cs.feedbackReceiptSchema },
  // News, blog and about us (the site's and its sandbox's contract, deviation CNT-17).
  contentArticles: {
    id: "contentArticles",
    path: "/wps/system/content",
    method: "GET",
    token: false,
    encrypt: false,
    modId: "COMM3",
    body: "none",
    envelope: true,
    schema: cs.contentArticlesSchema,
  },
  // The affiliate application of /join (the site's and its sandbox's contract, deviation CNT-12).
  affiliateApplication: {
    id: "affiliateApplication",
    path: "/wps/relay/MCSFE_submitAffiliateApplication",
    method: "PUT",
    token: false,
    encrypt: false,
    modId: "AFFMAN3",
    body: "json",
    envelope: true,
    schema: cs.affiliateApplicationSchema,
  },
});
