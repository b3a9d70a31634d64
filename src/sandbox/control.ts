/**
 * The JSON control API of the sandbox (`/__sandbox/api/*`): state snapshot, scenario patch, presets, clock, reset.
 * The snapshot deliberately shows secrets (passwords, captcha, SMS codes, GA codes): it is what testers and e2e
 * drivers read to get through every authentication branch.
 */
import { topRateOf } from "./rules/contracts.ts";
import { applyPreset, patchScenario, PRESET_NAMES, PRESET_NOTES, type Scenario } from "./scenarios.ts";
import { type SandboxStore, type SmsPurpose } from "./store.ts";
import { DEMO_ACCOUNT_NOTES, type MobileNumber } from "./seed/members.ts";
import { AFFILIATES } from "./seed/affiliates.ts";
import { moduleDefaults } from "./seed/platform.ts";
import { registerRulePatternIds, REGISTER_RULE_VARIANTS, type PatternId, type RegisterRulesVariant } from "./seed/register-rules.ts";
import { liveSmsCodes } from "./rules/sms.ts";
import { toMajorUnits, toMinorUnits } from "../api/money.ts";
import { depositOutcome, depositsAllowed, isSingleWallet, settleCashier, withdrawalStatus } from "./rules/cashier.ts";
import { acceptProof, forceReceipt, payNextPart, rejectProof, rejectWithdrawal, unpaidMinor, type ControlOutcome } from "./rules/cashier-payouts.ts";
import { receivedMinor, type DepositOutcome, type LedgerKind, type PayoutStatus } from "./rules/cashier-ledger.ts";
import { decideRedemption, settlePoints } from "./rules/points.ts";
import { AUTO_CONFIRM_MINUTES, DEPOSIT_CREDIT_MS, DEPOSIT_EXPIRY_MS } from "./seed/cashier.ts";
import { paymentPasswordSet } from "./seed/members.ts";
import { applicationsSnapshot, reviewApplication } from "./rules/promotions.ts";

export interface SnapshotAccount {
  username: string;
  password: string;
  type: number;
  notes: string;
  mobile: MobileNumber | null;
  email: string;
  payeeName: string;
  paymentPassword: string;
  gaCode: string;
  registeredIps: string[];
  /** Main wallet, BRL major units (as `/wps/v2/wallets/balance` answers it). */
  balance: number;
  /** Main wallet in minor units (centavos): what the ledger sums to. */
  balanceMinor: number;
  paymentPasswordSet: boolean;
  toUpline: boolean;
  /** The agent the account registered under, if any (an invitation code's agent or a direct registration). */
  upline: string | null;
  /** The last {@link LEDGER_ROWS} ledger rows of the main wallet, oldest first (amounts in minor units). */
  ledger: SnapshotLedgerRow[];
  /** Ledger rows left out of `ledger` (older ones). */
  ledgerRowsOmitted: number;
  /** Vendor wallets (transfer-wallet merchants), minor units. */
  vendorWallets: { vendor: string; vendorName: string; balanceMinor: number }[];
  /** Bound bank cards, account numbers unmasked. */
  bankCards: { cardId: string; bankCode: string; bankName: string; accountNumber: string; payeeName: string }[];
}

export interface SnapshotLedgerRow {
  id: string;
  at: string;
  kind: LedgerKind;
  /** Signed minor units. */
  amount: number;
  /** Minor units. */
  balanceAfter: number;
  reference: string;
}

export interface SnapshotDeposit {
  orderId: string;
  username: string;
  channelId: string;
  amountMinor: number;
  status: "PENDING" | "CREDITED" | "FAILED" | "EXPIRED";
  /** What the order does when due (set when it was made; `POST cashier/deposit-outcome` with its orderId changes it while pending). */
  outcome: DepositOutcome;
  createdAt: string;
  /** When a `credit`/`fail` order settles. */
  dueAt: string;
  expiresAt: string;
  requestId: string;
}

export interface SnapshotPayout {
  payoutId: string;
  amountMinor: number;
  status: PayoutStatus;
  createdAt: string;
  /** When a WAITING part counts as received. */
  autoConfirmAt: string;
  proof: { type: string; bytes: number } | null;
  /** A FORCED part was listed to the player. */
  shown: boolean;
}

export interface SnapshotWithdrawal {
  withdrawalId: string;
  username: string;
  amountMinor: number;
  receivedMinor: number;
  /** What a next part may pay at most (amount less received and the open part). */
  unpaidMinor: number;
  status: "PENDING" | "PAYING" | "IN_REVIEW" | "COMPLETED" | "REJECTED";
  awaitingConfirmation: boolean;
  cardId: string;
  bankName: string;
  accountNumber: string;
  createdAt: string;
  requestId: string;
  /** Its parts, oldest first. */
  parts: SnapshotPayout[];
}

/** Ledger rows per account in the snapshot. */
export const LEDGER_ROWS = 20;

export interface SnapshotSmsCode extends MobileNumber {
  purpose: SmsPurpose;
  code: string;
  /** ISO time the code (and the resend countdown) expires. */
  expiresAt: string;
  used: boolean;
}

export interface SandboxSnapshot {
  scenarioName: string;
  scenario: Scenario;
  presets: string[];
  /** Preset name → what it shows. */
  presetNotes: Record<string, string>;
  moduleDefaults: Record<string, boolean>;
  accounts: SnapshotAccount[];
  sessions: number;
  failedLogins: Record<string, number>;
  /** The captcha code currently accepted (for testers and e2e drivers), or null. */
  captcha: { code: string; serial: number } | null;
  /** SMS codes inside their countdown, oldest first. */
  smsCodes: SnapshotSmsCode[];
  /** Open two-factor tickets. */
  verifications: { ticket: string; username: string; ip: string; methods: string[]; expiresAt: string; wrongAnswers: number }[];
  /** Mails the platform would have sent (password reset by e-mail), oldest first. */
  mails: { to: string; username: string; subject: string; at: string }[];
  affiliateCodes: string[];
  /** Every agent's affiliate (register) links, as the agent centre's Account page lists them. */
  agentLinks: Array<{ code: string; agent: string; domain: string; accountType: string; createdAt: string; enabled: boolean; registrations: number; visits: number }>;
  /** patternIds each register-rules variant uses. */
  registerRulePatternIds: Record<RegisterRulesVariant, PatternId[]>;
  /** The sandbox clock: ISO time and whether it is pinned (`POST /__sandbox/api/clock`). */
  clock: { now: string; pinned: boolean };
  /** Cashier settings in force (scenario `cashier` and the fixed timings). */
  cashier: { singleWallet: boolean; allowDeposit: boolean; depositOutcome: DepositOutcome; depositCreditMs: number; depositExpiryMs: number; autoConfirmMinutes: number };
  /** Every deposit order, oldest first. */
  deposits: SnapshotDeposit[];
  /** Every withdrawal with its parts, newest first. */
  withdrawals: SnapshotWithdrawal[];
  /** Promotion applications, newest first (`POST promotions/review` approves or rejects a PENDING one). */
  promotionApplications: ReturnType<typeof applicationsSnapshot>;
  /** Points redemptions, newest first (`POST /__sandbox/api/points/review` decides one in process). */
  redemptions: { redeemId: string; username: string; rewardName: string; quantity: number; points: number; status: string; createdAt: string; remark: string }[];
  /** Agent contracts of every kind and state (seed/contracts.ts), in seed order. */
  /** `topRate`: the contract's highest rate in basis points. */
  contracts: { contractId: string; kind: string; upline: string; downline: string; state: string; offeredAt: string; decidedAt: string | null; topRate: number }[];
}

const iso = (ms: number): string => new Date(ms).toISOString();

export function snapshot(store: SandboxStore): SandboxSnapshot {
  settleCashier(store);
  settlePoints(store);
  const { state } = store;
  const { cashier } = state;
  const now = store.now();
  const username = (id: number): string => store.memberById(id)?.account ?? "";
  return {
    scenarioName: state.scenarioName,
    scenario: structuredClone(state.scenario),
    presets: [...PRESET_NAMES],
    presetNotes: { ...PRESET_NOTES },
    moduleDefaults: moduleDefaults(),
    accounts: state.members.map((m) => ({
      username: m.account,
      password: m.password,
      type: m.type,
      notes: DEMO_ACCOUNT_NOTES[m.account] ?? (m.type === 4 ? "free-play trial account" : "registered in this session"),
      mobile: m.mobile ? { ...m.mobile } : null,
      email: m.email,
      payeeName: m.payeeName,
      paymentPassword: m.paymentPassword,
      gaCode: m.gaCode,
      registeredIps: [...m.registeredIps],
      balance: toMajorUnits(m.balanceMinor),
      balanceMinor: m.balanceMinor,
      paymentPasswordSet: paymentPasswordSet(m),
      toUpline: m.toUpline,
      upline: m.upline ?? null,
      ledger: (cashier.accounts.get(m.id)?.ledger ?? []).slice(-LEDGER_ROWS).map((row) => ({ ...row, at: iso(row.at) })),
      ledgerRowsOmitted: Math.max(0, (cashier.accounts.get(m.id)?.ledger.length ?? 0) - LEDGER_ROWS),
      vendorWallets: (cashier.accounts.get(m.id)?.vendorWallets ?? []).map((w) => ({ vendor: w.vendor, vendorName: w.vendorName, balanceMinor: w.balanceMinor })),
      bankCards: (cashier.accounts.get(m.id)?.bankCards ?? []).map((c) => ({ cardId: c.cardId, bankCode: c.bankCode, bankName: c.bankName, accountNumber: c.accountNumber, payeeName: c.payeeName })),
    })),
    sessions: state.sessions.size,
    failedLogins: Object.fromEntries(state.failedLogins),
    captcha: state.captcha ? { ...state.captcha } : null,
    smsCodes: liveSmsCodes(store).map((c) => ({
      countryDialingCode: c.countryDialingCode,
      mobileNum: c.mobileNum,
      purpose: c.purpose,
      code: c.code,
      expiresAt: iso(c.expiresAt),
      used: c.used,
    })),
    verifications: [...state.verifications.values()]
      .filter((t) => t.expiresAt > now)
      .map((t) => ({
        ticket: t.ticket,
        username: store.memberById(t.memberId)?.account ?? "",
        ip: t.ip,
        methods: [...t.methods],
        expiresAt: iso(t.expiresAt),
        wrongAnswers: t.wrongAnswers,
      })),
    mails: state.mails.map((m) => ({ ...m, at: iso(m.at) })),
    affiliateCodes: AFFILIATES.map((a) => a.code),
    agentLinks: state.agentLinks.map((l) => ({ ...l, createdAt: iso(l.createdAt) })),
    registerRulePatternIds: Object.fromEntries(REGISTER_RULE_VARIANTS.map((v) => [v, registerRulePatternIds(v)])) as Record<RegisterRulesVariant, PatternId[]>,
    clock: { now: iso(now), pinned: state.pinnedNow !== null },
    cashier: {
      singleWallet: isSingleWallet(store),
      allowDeposit: depositsAllowed(store),
      depositOutcome: depositOutcome(store),
      depositCreditMs: DEPOSIT_CREDIT_MS,
      depositExpiryMs: DEPOSIT_EXPIRY_MS,
      autoConfirmMinutes: AUTO_CONFIRM_MINUTES,
    },
    deposits: cashier.deposits.map((d) => ({
      orderId: d.orderId,
      username: username(d.memberId),
      channelId: d.channelId,
      amountMinor: d.amountMinor,
      status: d.status,
      outcome: d.outcome,
      createdAt: iso(d.createdAt),
      dueAt: iso(d.createdAt + DEPOSIT_CREDIT_MS),
      expiresAt: iso(d.createdAt + DEPOSIT_EXPIRY_MS),
      requestId: d.requestId,
    })),
    withdrawals: [...cashier.withdrawals].reverse().map((w) => {
      const parts = cashier.payouts.filter((p) => p.withdrawalId === w.withdrawalId);
      return {
        withdrawalId: w.withdrawalId,
        username: username(w.memberId),
        amountMinor: w.amountMinor,
        receivedMinor: receivedMinor(cashier, w.withdrawalId),
        unpaidMinor: w.rejected ? 0 : unpaidMinor(store, w),
        status: withdrawalStatus(store, w),
        awaitingConfirmation: parts.some((p) => p.status === "WAITING"),
        cardId: w.cardId,
        bankName: w.bankName,
        accountNumber: w.accountNumber,
        createdAt: iso(w.createdAt),
        requestId: w.requestId,
        parts: parts.map((p) => ({
          payoutId: p.payoutId,
          amountMinor: p.amountMinor,
          status: p.status,
          createdAt: iso(p.createdAt),
          autoConfirmAt: iso(p.createdAt + AUTO_CONFIRM_MINUTES * 60_000),
          proof: p.proof ? { ...p.proof } : null,
          shown: p.shown,
        })),
      };
    }),
    promotionApplications: applicationsSnapshot(store),
    redemptions: [...state.points.redemptions].reverse().map((r) => ({
      redeemId: r.redeemId,
      username: store.memberById(r.memberId)?.account ?? String(r.memberId),
      rewardName: r.rewardName,
      quantity: r.quantity,
      points: r.points,
      status: r.status,
      createdAt: iso(r.createdAt),
      remark: r.remark,
    })),
    contracts: state.contracts.map((c) => ({
      contractId: c.contractId,
      kind: c.kind,
      upline: c.upline,
      downline: c.downline,
      state: c.state,
      offeredAt: iso(c.offeredAt),
      decidedAt: c.decidedAt === null ? null : iso(c.decidedAt),
      topRate: topRateOf(c),
    })),
  };
}

export interface ControlAnswer {
  status: number;
  body: unknown;
}

const isObject = (body: unknown): body is Record<string, unknown> => typeof body === "object" && body !== null && !Array.isArray(body);

/**
 * `POST /__sandbox/api/clock`: `{"advanceMs": n}` pins the clock n ms later than it reads now (SMS codes and
 * two-factor tickets expire on it), `{"now": ms}` pins it there, `{"now": null}` returns to the real time.
 */
function setClock(store: SandboxStore, body: unknown): ControlAnswer {
  const bad = { status: 400, body: { error: 'send {"advanceMs": <ms ≥ 0>} or {"now": <epoch ms> | null}' } };
  if (!isObject(body)) return bad;
  if ("advanceMs" in body) {
    const ms = body.advanceMs;
    if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0) return bad;
    store.setNow(store.now() + ms);
  } else if ("now" in body) {
    const ms = body.now;
    if (ms !== null && (typeof ms !== "number" || !Number.isFinite(ms))) return bad;
    store.setNow(ms);
  } else return bad;
  return { status: 200, body: snapshot(store) };
}

const idOf = (body: unknown, key: string): string | null => (isObject(body) && typeof body[key] === "string" && body[key] !== "" ? body[key] : null);

const answerOf = (store: SandboxStore, outcome: ControlOutcome<unknown>): ControlAnswer =>
  outcome.ok ? { status: 200, body: snapshot(store) } : { status: outcome.status, body: { error: outcome.error } };

const DEPOSIT_OUTCOMES: readonly DepositOutcome[] = ["credit", "fail", "expire"];

/**
 * Cashier control actions (`POST /__sandbox/api/cashier/<action>`), each answering the new state or
 * `{error}` with 400 (bad body), 404 (unknown id) or 409 (not in a state for it):
 * - `payout` `{withdrawalId, amount?}`: pay out the next part (amount in major units, e.g. `12.5`; default half of
 *   what remains, rounded to the cent);
 * - `proof/accept` `{payoutId}`: the part did not arrive (not counted; a new part will come);
 * - `proof/reject` `{payoutId}`: the part counts as received (FORCED);
 * - `force` `{payoutId}`: a waiting part counts as received (FORCED);
 * - `withdrawal/reject` `{withdrawalId}`: what was not received goes back to the main wallet;
 * - `deposit-outcome` `{outcome: "credit"|"fail"|"expire", orderId?}`: the outcome of new orders (scenario
 *   `cashier.deposit`), or of one pending order when `orderId` is given.
 */
function cashierControl(store: SandboxStore, action: string, body: unknown): ControlAnswer | null {
  settleCashier(store);
  const bad = (error: string): ControlAnswer => ({ status: 400, body: { error } });
  switch (action) {
    case "payout": {
      const withdrawalId = idOf(body, "withdrawalId");
      if (!withdrawalId) return bad('send {"withdrawalId": "W…", "amount"?: <major units>}');
      const raw = isObject(body) ? body.amount : undefined;
      let amountMinor: number | undefined;
      if (raw !== undefined && raw !== null && raw !== "") {
        const minor = typeof raw === "number" || typeof raw === "string" ? toMinorUnits(raw) : null;
        if (minor === null || minor <= 0) return bad("amount must be a positive decimal amount (major units, e.g. 12.5)");
        amountMinor = minor;
      }
      return answerOf(store, payNextPart(store, withdrawalId, amountMinor));
    }
    case "proof/accept":
    case "proof/reject":
    case "force": {
      const payoutId = idOf(body, "payoutId");
      if (!payoutId) return bad('send {"payoutId": "P…"}');
      const act = action === "proof/accept" ? acceptProof : action === "proof/reject" ? rejectProof : forceReceipt;
      return answerOf(store, act(store, payoutId));
    }
    case "withdrawal/reject": {
      const withdrawalId = idOf(body, "withdrawalId");
      return withdrawalId ? answerOf(store, rejectWithdrawal(store, withdrawalId)) : bad('send {"withdrawalId": "W…"}');
    }
    case "deposit-outcome": {
      const outcome = isObject(body) ? body.outcome : undefined;
      if (!DEPOSIT_OUTCOMES.includes(outcome as DepositOutcome)) return bad('send {"outcome": "credit" | "fail" | "expire", "orderId"?: "D…"}');
      const orderId = idOf(body, "orderId");
      if (orderId) {
        const deposit = store.state.cashier.deposits.find((d) => d.orderId === orderId);
        if (!deposit) return { status: 404, body: { error: `no deposit ${orderId}` } };
        if (deposit.status !== "PENDING") return { status: 409, body: { error: `deposit ${orderId} is ${deposit.status}` } };
        deposit.outcome = outcome as DepositOutcome;
        settleCashier(store);
        return { status: 200, body: snapshot(store) };
      }
      const result = patchScenario(store, { cashier: { deposit: outcome } });
      return result.ok ? { status: 200, body: snapshot(store) } : { status: 400, body: { error: "invalid scenario", issues: result.issues } };
    }
    default:
      return null;
  }
}

/**
 * Answers a control API call. `subPath` is the part after `/__sandbox/api/` (e.g. `state`, `preset/maintenance`);
 * `body` is the parsed JSON body (POST only). Returns null for an unknown path.
 */
export function controlApi(store: SandboxStore, method: string, subPath: string, body: unknown): ControlAnswer | null {
  const methodNotAllowed = (allowed: string): ControlAnswer => ({ status: 405, body: { error: `use ${allowed}` } });
  if (subPath === "state") return method === "GET" ? { status: 200, body: snapshot(store) } : methodNotAllowed("GET");
  if (subPath === "reset") {
    if (method !== "POST") return methodNotAllowed("POST");
    store.reset();
    return { status: 200, body: snapshot(store) };
  }
  if (subPath === "clock") return method === "POST" ? setClock(store, body) : methodNotAllowed("POST");
  if (subPath === "scenario") {
    if (method !== "POST") return methodNotAllowed("POST");
    if (!isObject(body)) {
      return { status: 400, body: { error: "the body must be a JSON object (a merge patch of the scenario)" } };
    }
    const result = patchScenario(store, body);
    return result.ok
      ? { status: 200, body: snapshot(store) }
      : { status: 400, body: { error: "invalid scenario", issues: result.issues } };
  }
  const redemption = /^points\/review$/.exec(subPath);
  if (redemption) {
    if (method !== "POST") return methodNotAllowed("POST");
    const redeemId = idOf(body, "redeemId");
    const outcome = isObject(body) ? body.outcome : undefined;
    if (!redeemId || (outcome !== "APPROVED" && outcome !== "REJECTED")) return { status: 400, body: { error: 'send {"redeemId": "RD…", "outcome": "APPROVED" | "REJECTED", "remark"?: "…"}' } };
    const remark = isObject(body) && typeof body.remark === "string" ? body.remark : undefined;
    const decided = decideRedemption(store, redeemId, outcome, remark);
    return decided.ok ? { status: 200, body: snapshot(store) } : { status: decided.status, body: { error: decided.error } };
  }
  const cashier = /^cashier\/(.+)$/.exec(subPath);
  if (cashier?.[1]) {
    if (method !== "POST") return methodNotAllowed("POST");
    return cashierControl(store, cashier[1], body);
  }
  if (subPath === "promotions/review") {
    if (method !== "POST") return methodNotAllowed("POST");
    const applicationId = idOf(body, "applicationId");
    const outcome = isObject(body) ? body.outcome : undefined;
    if (!applicationId || (outcome !== "approve" && outcome !== "reject")) return { status: 400, body: { error: 'send {"applicationId": "A…", "outcome": "approve" | "reject"}' } };
    const reviewed = reviewApplication(store, applicationId, outcome);
    return reviewed.ok ? { status: 200, body: snapshot(store) } : { status: reviewed.status, body: { error: reviewed.error } };
  }
  const preset = /^preset\/([^/]+)$/.exec(subPath);
  if (preset) {
    if (method !== "POST") return methodNotAllowed("POST");
    const name = decodeURIComponent(preset[1] ?? "");
    return applyPreset(store, name)
      ? { status: 200, body: snapshot(store) }
      : { status: 404, body: { error: `unknown preset ${name}`, presets: PRESET_NAMES } };
  }
  return null;
}
