import * as ct from "./contract-schemas.ts";
import * as al from "./agent-link-schemas.ts";
import * as tm from "./team-schemas.ts";
import * as ar from "./agent-report-schemas.ts";
import { defineEndpoints, GET, POST, PUT } from "./endpoints.ts";

/**
 * The agent centre's calls: consolidated contract info, contract records, offers and answers, the register centre,
 * the team and its reports (issue 29).
 * Rows of the endpoint table (src/api/endpoints.ts) that only a lazily loaded area calls: they travel with the
 * area's chunk, not with the start-up script. Called as `client.request(agentEndpoints.<row>, init)`.
 */
export const agentEndpoints = defineEndpoints({
  // consolidated contract info (the agent-policy flag decides whether it loads)
  fundsConsolidated: { id: "fundsConsolidated", path: "/wps/member/info/funds/consolidated", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: ct.consolidatedSchema, noCache: true },
  // agent contract records (issue 29; fields: deviation CTR-09)
  dividendRecords: { id: "dividendRecords", path: "/wps/relay/MCSFE_getDividendContractRecords", method: GET, token: true, encrypt: false, modId: "SIGNCONDIV3", body: "none", envelope: true, schema: ct.contractRecordsSchema, noCache: true },
  dailySalaryRecords: { id: "dailySalaryRecords", path: "/wps/relay/MCSFE_getDailySalaryContractRecords", method: GET, token: true, encrypt: false, modId: "DAILYSALCONT3", body: "none", envelope: true, schema: ct.contractRecordsSchema, noCache: true },
  hourlySalaryRecords: { id: "hourlySalaryRecords", path: "/wps/relay/MCSFE_getHourSalaryContractRecords", method: GET, token: true, encrypt: false, modId: "HOURSAL3", body: "none", envelope: true, schema: ct.contractRecordsSchema, noCache: true },
  realTimeSalaryRecords: { id: "realTimeSalaryRecords", path: "/wps/relay/MCSFE_getRealTimeSalaryContractRecords", method: GET, token: true, encrypt: false, modId: "RTSALARY3", body: "none", envelope: true, schema: ct.contractRecordsSchema, noCache: true },
  // contract offers, answers and terminations (issue 29; the site's and its sandbox's contract, deviation OFR-09)
  dividendContract: { id: "dividendContract", path: "/wps/relay/MCS2_processDividendReq", method: POST, token: true, encrypt: false, modId: "SIGNCONDIV3", body: "json", envelope: true, schema: ct.contractActionSchema },
  dailySalaryContract: { id: "dailySalaryContract", path: "/wps/relay/MCS2_processDailySalContract", method: POST, token: true, encrypt: false, modId: "DAILYSALCONT3", body: "json", envelope: true, schema: ct.contractActionSchema },
  hourSalaryContract: { id: "hourSalaryContract", path: "/wps/relay/MCS2_processContractHourSalary", method: POST, token: true, encrypt: false, modId: "HOURSAL3", body: "json", envelope: true, schema: ct.contractActionSchema },
  realTimeSalaryContract: { id: "realTimeSalaryContract", path: "/wps/relay/MCSFE_processRealTimeSalaryContract", method: POST, token: true, encrypt: false, modId: "RTSALARY3", body: "json", envelope: true, schema: ct.contractActionSchema },
  contractOffers: { id: "contractOffers", path: "/wps/relay/MCSFE_getContractOffers", method: GET, token: true, encrypt: false, modId: "AGENTPOLICY3", body: "none", envelope: true, schema: ct.contractOffersSchema, noCache: true },

  // agent centre: Account (register centre; the site's and its sandbox's contract, docs/requirements.md LNK-07)
  agentLinks: { id: "agentLinks", path: "/wps/relay/MCSFE_getAffiliateLinks", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: al.agentLinksSchema, noCache: true },
  agentLinkCreate: { id: "agentLinkCreate", path: "/wps/relay/MCSFE_createAffiliateLink", method: POST, token: true, encrypt: false, modId: "COMM3", body: "json", envelope: true, schema: al.agentLinkSchema },
  agentLinkStatus: { id: "agentLinkStatus", path: "/wps/relay/MCSFE_setAffiliateLinkStatus", method: POST, token: true, encrypt: false, modId: "COMM3", body: "json", envelope: true, schema: al.agentLinkSchema },
  agentDownlineRegister: { id: "agentDownlineRegister", path: "/wps/relay/MCS2_registerDownline", method: PUT, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: al.downlineSchema },

  // agent centre team (issue 29; the site's and its sandbox's contract, TEAM-06)
  downlineList: { id: "downlineList", path: "/wps/relay/MCSFE_getDownlineList", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: tm.downlineListSchema, noCache: true },
  downlineTransfer: { id: "downlineTransfer", path: "/wps/relay/passwordCheck/MCSFE_transferToDownline", method: POST, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: tm.downlineTransferSchema },
  teamOverview: { id: "teamOverview", path: "/wps/relay/MCSFE_getTeamOverview", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: tm.teamOverviewSchema, noCache: true },
  // agent centre team reports (issue 29; the site's and its sandbox's contract, RPT-07)
  teamBetHistory: { id: "teamBetHistory", path: "/wps/relay/MCSFE_getTeamBetHistory", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: ar.teamBetHistorySchema, noCache: true },
  teamProfitLoss: { id: "teamProfitLoss", path: "/wps/relay/MCSFE_getTeamProfitLoss", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: ar.teamProfitLossSchema, noCache: true },
  agentIncome: { id: "agentIncome", path: "/wps/relay/MCSFE_getAgentIncome", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: ar.agentIncomeSchema, noCache: true },
  teamTransactions: { id: "teamTransactions", path: "/wps/relay/MCSFE_getTeamTransactions", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: ar.teamTransactionsSchema, noCache: true },
});
