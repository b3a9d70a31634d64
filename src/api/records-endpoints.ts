import * as r from "./records-schemas.ts";
import { defineEndpoints, GET } from "./endpoints.ts";

/**
 * The member's records: betting, account, profit and bonus details (issue 30 item 1; request and answer fields: ADR
 * 0014).
 * Rows of the endpoint table (src/api/endpoints.ts) that only a lazily loaded area calls: they travel with the
 * area's chunk, not with the start-up script. Called as `client.request(recordsEndpoints.<row>, init)`.
 */
export const recordsEndpoints = defineEndpoints({
  // records (issue 30 item 1; request and answer fields: ADR 0014)
  bettingRecords: { id: "bettingRecords", path: "/wps/relay/ODSFE2_getBettingRecords", method: GET, token: true, encrypt: false, modId: "MEMTRANS3", body: "none", envelope: true, schema: r.bettingRecordsSchema, noCache: true },
  transactionHistory: { id: "transactionHistory", path: "/wps/relay/ODSFE2_getTransactionHistory", method: GET, token: true, encrypt: false, modId: "MEMTRANS3", body: "none", envelope: true, schema: r.transactionHistorySchema, noCache: true },
  personalProfit: { id: "personalProfit", path: "/wps/relay/ODSFE2_getPersonalProfit", method: GET, token: true, encrypt: false, modId: "MEMTRANS3", body: "none", envelope: true, schema: r.personalProfitSchema, noCache: true },
  bonusDetails: { id: "bonusDetails", path: "/wps/relay/MCS2_getBonusDetails", method: GET, token: true, encrypt: false, modId: "MEMTRANS3", body: "none", envelope: true, schema: r.bonusDetailsSchema, noCache: true },
});
