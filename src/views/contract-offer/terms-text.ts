/**
 * The offer form's typed text and the terms it makes (OFR-05): amounts in the locale's number format (read like the
 * cashier's amounts, CASH-03) and rates typed as percentages with at most two decimals (0,60 or 0.60 → 60 basis
 * points). Text that is not a number makes a null, which the machine reports next to its field; the text stays.
 */
import { parseAmount, type DecimalSeparator } from "../../../machines/shared/amount.ts";
import type { ContractKind, ContractPeriod, ContractTerms } from "../../../machines/contracts/contracts.types.ts";

export interface TierText {
  validBet: string;
  profitLoss: string;
  activeMembers: string;
  rate: string;
}

export interface TermsText {
  period: ContractPeriod;
  tiers: TierText[];
  betAmount: string;
  profitRate: string;
  lossRate: string;
  singleBet: string;
}

export const emptyTier = (): TierText => ({ validBet: "", profitLoss: "", activeMembers: "", rate: "" });

export function emptyTermsText(kind: ContractKind): TermsText {
  return { period: kind === "dividend" ? "monthly" : "daily", tiers: kind === "realTimeSalary" ? [] : [emptyTier()], betAmount: "", profitRate: "", lossRate: "", singleBet: "" };
}

const count = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/** The terms the text makes. Salaries' tiers ask no period loss (0); a dividend's tiers do. */
export function termsOf(kind: ContractKind, text: TermsText, decimal: DecimalSeparator): ContractTerms {
  const amount = (value: string) => parseAmount(value, decimal);
  return {
    kind,
    period: text.period,
    tiers: text.tiers.map((step) => ({
      validBet: amount(step.validBet),
      profitLoss: kind === "dividend" ? amount(step.profitLoss) : 0,
      activeMembers: count(step.activeMembers),
      rateBp: amount(step.rate),
    })),
    betAmount: kind === "dailySalary" || kind === "hourlySalary" ? amount(text.betAmount) : null,
    realTime: kind === "realTimeSalary" ? { profitRateBp: amount(text.profitRate), lossRateBp: amount(text.lossRate), singleBet: amount(text.singleBet) } : null,
  };
}
