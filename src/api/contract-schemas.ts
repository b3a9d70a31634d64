/**
 * The wire contract of the consolidated contract info (`/wps/member/info/funds/consolidated`, SPEC §3 and §7; research
 * §4.11). The four `…req…` fields are the contract offers waiting for the player's answer; the four `…info…` fields
 * are the contract info that switches a feature on (dividend `divtypeinfo`, daily salary `dailysalinfotype`, hourly
 * salary `contracthoursalinfo`, real-time salary `realtimesalinfotype`). A field that is absent, null, 0, "" or an
 * empty list means "none".
 */
import * as v from "valibot";
import type { ConsolidatedInfo } from "../../machines/agent-centre/agent-centre.types.ts";
import type { Contract, ContractRecord, ContractRecordsResult, ContractSide, ContractState, Settlement } from "../../machines/contract-records/contract-records.types.ts";
import type { ContractOffer, ContractSummary } from "../../machines/contracts/contracts.types.ts";
import { money } from "./cashier-schemas.ts";

const field = v.optional(v.nullable(v.union([v.string(), v.number(), v.boolean(), v.array(v.unknown()), v.looseObject({})])));

/** Whether a consolidated field carries something (an offer, or a contract's info). */
function present(value: v.InferOutput<typeof field>): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === "") return false;
  return !Array.isArray(value) || value.length > 0;
}

export const consolidatedSchema = v.pipe(
  v.looseObject({
    divtypereq: field,
    dailysalreqtype: field,
    contracthoursalreq: field,
    realtimesalreqtype: field,
    divtypeinfo: field,
    dailysalinfotype: field,
    contracthoursalinfo: field,
    realtimesalinfotype: field,
  }),
  v.transform(
    (wire): ConsolidatedInfo => ({
      features: {
        dividend: present(wire.divtypeinfo),
        dailySalary: present(wire.dailysalinfotype),
        hourlySalary: present(wire.contracthoursalinfo),
        realTimeSalary: present(wire.realtimesalinfotype),
      },
      offers: {
        dividend: present(wire.divtypereq),
        dailySalary: present(wire.dailysalreqtype),
        hourlySalary: present(wire.contracthoursalreq),
        realTimeSalary: present(wire.realtimesalreqtype),
      },
    }),
  ),
);

/**
 * The wire contract of each kind's contract records (`MCSFE_getDividendContractRecords`,
 * `MCSFE_getDailySalaryContractRecords`, `MCSFE_getHourSalaryContractRecords`,
 * `MCSFE_getRealTimeSalaryContractRecords`; query `period`, `pageNo`, `pageSize`). These calls are not in the SPEC or
 * the research: the fields are the site's and its sandbox's agreement (docs/requirements.md, deviation CTR-09).
 * Amounts leave the schema as integer minor units (ADR 0012); rates are the wire's percent (two decimals) as basis
 * points.
 */
const stamp = v.pipe(v.number(), v.integer(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const contractId = v.pipe(v.string(), v.nonEmpty());
const day = v.pipe(v.string(), v.isoDate());
/** A percent with at most two decimals (`1.5`) as basis points (`150`). */
const rate = v.pipe(money, v.minValue(0));
const side = v.pipe(
  v.picklist(["UPLINE", "DOWNLINE"]),
  v.transform((role): ContractSide => (role === "DOWNLINE" ? "downline" : "upline")),
);
const CONTRACT_TYPES = { DIVIDEND: "dividend", DAILY_SALARY: "dailySalary", HOUR_SALARY: "hourlySalary", REALTIME_SALARY: "realTimeSalary" } as const;

const contractSchema = v.pipe(
  v.looseObject({
    contractId,
    contractType: v.picklist(Object.keys(CONTRACT_TYPES) as (keyof typeof CONTRACT_TYPES)[]),
    role: side,
    upline: v.string(),
    downline: v.string(),
    status: v.picklist(["PENDING", "ACTIVE", "REJECTED", "TERMINATED"]),
    offerTime: stamp,
    decisionTime: v.nullable(stamp),
    tiers: v.array(v.looseObject({ betAmount: money, profitLoss: money, activeMembers: count, rate })),
    profitRate: v.nullish(rate),
    lossRate: v.nullish(rate),
    singleBetAmount: v.nullish(money),
  }),
  v.transform(
    (w): Contract => ({
      contractId: w.contractId,
      kind: CONTRACT_TYPES[w.contractType],
      side: w.role,
      counterpart: w.role === "downline" ? w.upline : w.downline,
      state: w.status.toLowerCase() as ContractState,
      offeredAt: w.offerTime,
      decidedAt: w.decisionTime,
      tiers: w.tiers.map((step) => ({ betAmount: step.betAmount, profitLoss: step.profitLoss, activeMembers: step.activeMembers, rate: step.rate })),
      realTime:
        w.profitRate !== null && w.profitRate !== undefined && w.lossRate !== null && w.lossRate !== undefined
          ? { profitRate: w.profitRate, lossRate: w.lossRate, singleBetAmount: w.singleBetAmount ?? 0 }
          : null,
    }),
  ),
);

const recordSchema = v.pipe(
  v.looseObject({
    recordId: contractId,
    contractId,
    role: side,
    counterpart: v.string(),
    periodStart: day,
    periodEnd: day,
    validBetAmount: money,
    profitLoss: money,
    activeMembers: count,
    rate,
    amount: money,
  }),
  v.transform(
    (w): ContractRecord => ({
      recordId: w.recordId,
      contractId: w.contractId,
      side: w.role,
      counterpart: w.counterpart,
      from: w.periodStart,
      to: w.periodEnd,
      validBet: w.validBetAmount,
      profitLoss: w.profitLoss,
      activeMembers: w.activeMembers,
      rate: w.rate,
      amount: w.amount,
    }),
  ),
);

const settlementSchema = v.pipe(
  v.looseObject({ settledTime: stamp, contractId, role: side, counterpart: v.string(), validBetAmount: money, profitLoss: money, rate, amount: money }),
  v.transform(
    (w): Settlement => ({ settledAt: w.settledTime, contractId: w.contractId, side: w.role, counterpart: w.counterpart, validBet: w.validBetAmount, profitLoss: w.profitLoss, rate: w.rate, amount: w.amount }),
  ),
);

export const contractRecordsSchema = v.pipe(
  v.looseObject({
    contracts: v.array(contractSchema),
    list: v.array(recordSchema),
    totalRecords: count,
    totals: v.looseObject({ received: money, paid: money }),
    serverTime: stamp,
    nextSettlementTime: v.nullish(stamp),
    settlements: v.optional(v.array(settlementSchema), []),
  }),
  v.transform(
    (w): ContractRecordsResult => ({
      contracts: w.contracts,
      records: w.list,
      total: w.totalRecords,
      totals: { received: w.totals.received, paid: w.totals.paid },
      serverTime: w.serverTime,
      nextSettlementAt: w.nextSettlementTime ?? null,
      settlements: w.settlements,
    }),
  ),
);

/**
 * The wire contract of the contract calls (deviation OFR-09): each kind's process call (`MCS2_processDividendReq`,
 * `MCS2_processDailySalContract`, `MCS2_processContractHourSalary`, `MCSFE_processRealTimeSalaryContract`; POST with
 * `action` CHECK, OFFER, ACCEPT, REJECT or TERMINATE) answers the contract it made or changed and the downline's
 * contracts the offer ends; `MCSFE_getContractOffers` lists the offers waiting for the player with their terms.
 * The fields are the site's and its sandbox's agreement; rates are the wire's percent, amounts major units.
 */
const summarySchema = v.pipe(
  v.looseObject({
    contractId,
    contractType: v.picklist(Object.keys(CONTRACT_TYPES) as (keyof typeof CONTRACT_TYPES)[]),
    upline: v.string(),
    downline: v.string(),
    status: v.picklist(["PENDING", "ACTIVE", "REJECTED", "TERMINATED"]),
    topRate: rate,
  }),
  v.transform(
    (w): ContractSummary => ({ contractId: w.contractId, kind: CONTRACT_TYPES[w.contractType], party: w.downline, topRateBp: w.topRate, state: w.status.toLowerCase() as ContractSummary["state"] }),
  ),
);

export const contractActionSchema = v.pipe(
  v.looseObject({ contract: v.nullish(summarySchema), ending: v.optional(v.array(summarySchema), []) }),
  v.transform((w) => ({ contract: w.contract ?? null, ending: w.ending })),
);

const PERIODS = { DAILY: "daily", WEEKLY: "weekly", SEMIMONTHLY: "semimonthly", MONTHLY: "monthly" } as const;

const offerSchema = v.pipe(
  v.looseObject({
    contractId,
    contractType: v.picklist(Object.keys(CONTRACT_TYPES) as (keyof typeof CONTRACT_TYPES)[]),
    upline: v.string(),
    offerTime: stamp,
    period: v.picklist(Object.keys(PERIODS) as (keyof typeof PERIODS)[]),
    tiers: v.array(v.looseObject({ betAmount: money, profitLoss: money, activeMembers: count, rate })),
    betAmount: v.nullish(money),
    profitRate: v.nullish(rate),
    lossRate: v.nullish(rate),
    singleBetAmount: v.nullish(money),
  }),
  v.transform((w): ContractOffer => {
    const kind = CONTRACT_TYPES[w.contractType];
    return {
      contractId: w.contractId,
      kind,
      from: w.upline,
      offeredAt: w.offerTime,
      terms: {
        kind,
        period: PERIODS[w.period],
        tiers: w.tiers.map((step) => ({ validBet: step.betAmount, profitLoss: step.profitLoss, activeMembers: step.activeMembers, rateBp: step.rate })),
        betAmount: w.betAmount ?? null,
        realTime: kind === "realTimeSalary" ? { profitRateBp: w.profitRate ?? null, lossRateBp: w.lossRate ?? null, singleBet: w.singleBetAmount ?? null } : null,
      },
    };
  }),
);

export const contractOffersSchema = v.pipe(
  v.looseObject({ list: v.array(offerSchema) }),
  v.transform((w) => w.list),
);
