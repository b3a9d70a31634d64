/**
 * Promotions and their activity states (issue 30 item 5; SPEC §4 activity states, §5 activity application). What a
 * guest sees comes from the promotion's window (coming soon, join, closed); a member's state is kept per member and
 * promotion and moves only by these rules:
 * - join (`MCSFE_signUpRequestReward`): a SIGNUP promotion in JOIN → SIGNED_UP;
 * - apply (`PROMOFE_applyPromotion`): an APPLY promotion in JOIN or REJECTED, a remark of at most 140 characters and
 *   at most 3 png or jpg images of at most 5 MB each (by type and by their first bytes) → APPLYING, with an application
 *   waiting for review on the control page (approve → ISSUED, reject → REJECTED);
 * - claim (`MCSFE_claimPromotion`): a CLAIM promotion in CLAIM → CLAIMED;
 * - red envelope (`MCS2_claimRafflePromotion`): a RAFFLE promotion in CLAIM → CLAIMED with a prize drawn from the
 *   sandbox seed (the same member and promotion always draw the same prize).
 * Every write carries a `requestId`: the same one again answers the first answer and changes nothing. Trial accounts
 * (type 4) are refused. The state lives beside the store's state, so a reset forgets it.
 */
import { type SandboxStore, type SandboxState } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { hashString } from "../prng.ts";
import { toMajorUnits } from "../../api/money.ts";
import { parseRequestId } from "./cashier-ledger.ts";
import { validProof } from "./cashier-payouts.ts";
import { type Outcome } from "./auth.ts";
import { PROMOTION_CATEGORIES, PROMOTIONS, RAFFLE_PRIZES, type PromotionStatus, type SeedPromotion } from "../seed/promotions.ts";

export const REMARK_MAX_CHARS = 140;
export const MAX_IMAGES = 3;
const DAY = 86_400_000;

export const PROMOTION_MESSAGE = {
  unknown: "promotion.unknown",
  unavailable: "promotion.unavailable",
  realAccount: "promotion.realAccountOnly",
  remarkTooLong: "promotion.remark.tooLong",
  tooManyImages: "promotion.images.tooMany",
  badImage: "promotion.image.invalid",
  badRequest: "Please enter the correct information",
} as const;

export interface PromotionApplication {
  applicationId: string;
  memberId: number;
  promotionId: string;
  remark: string;
  images: { type: string; bytes: number }[];
  at: number;
  requestId: string;
  status: "PENDING" | "APPROVED" | "REJECTED";
}

interface PromotionBook {
  /** `${memberId}:${promotionId}` → the member's state. */
  statuses: Map<string, PromotionStatus>;
  applications: PromotionApplication[];
  /** `${memberId}:${promotionId}` → the red envelope's prize (minor units). */
  prizes: Map<string, number>;
  /** requestId → the answer it got. */
  answers: Map<string, unknown>;
}

const books = new WeakMap<SandboxState, PromotionBook>();

/** The promotions' state of this store (a new one after every reset). */
export function promotionBook(store: SandboxStore): PromotionBook {
  let book = books.get(store.state);
  if (!book) {
    book = { statuses: new Map(), applications: [], prizes: new Map(), answers: new Map() };
    books.set(store.state, book);
  }
  return book;
}

const key = (member: SandboxMember, promotionId: string) => `${member.id}:${promotionId}`;
const dayStart = (ms: number) => ms - (ms % DAY);
export const findPromotion = (promotionId: unknown): SeedPromotion | undefined => PROMOTIONS.find((p) => p.promotionId === promotionId);

/** The promotion's dates (ms) on the sandbox clock. */
export function promotionWindow(store: SandboxStore, promotion: SeedPromotion) {
  const today = dayStart(store.now());
  return { startDate: today + promotion.startDay * DAY, endDate: today + promotion.endDay * DAY };
}

/** The state a guest sees, and where a member starts: the window decides; a claim or red envelope is ready to claim. */
function windowStatus(store: SandboxStore, promotion: SeedPromotion, member: SandboxMember | null): PromotionStatus {
  const now = store.now();
  const { startDate, endDate } = promotionWindow(store, promotion);
  if (now < startDate) return "COMING_SOON";
  if (now >= endDate) return "CLOSED";
  return member && (promotion.kind === "CLAIM" || promotion.kind === "RAFFLE") ? "CLAIM" : "JOIN";
}

/** The promotion's state for this viewer (null: a guest). */
export function statusOf(store: SandboxStore, member: SandboxMember | null, promotion: SeedPromotion): PromotionStatus {
  const seen = windowStatus(store, promotion, member);
  if (!member) return seen;
  const kept = promotionBook(store).statuses.get(key(member, promotion.promotionId));
  if (kept) return kept === "JOIN" && seen === "CLOSED" ? "CLOSED" : kept;
  if (member.account === "demo" && promotion.demo && seen !== "COMING_SOON" && seen !== "CLOSED") return promotion.demo;
  return seen;
}

const lang = (language: string | null | undefined) => (language ?? "en").toLowerCase();
const pick = <T extends Record<string, string>>(texts: T, language: string): string => (texts as Record<string, string>)[language] ?? (texts as Record<string, string>).en ?? "";

/** `PROMOFE_getPromotionAnnouncementCategory`: the categories in the request's language. */
export function promotionCategories(language: string | null | undefined) {
  const l = lang(language);
  return PROMOTION_CATEGORIES.map((c) => ({ categoryId: c.categoryId, name: pick(c.names, l) }));
}

/** `MCSFE_getMerchantAvailablePromotions` (guest) and `MCSFE_getAvailablePromotions` (member): every promotion with its state. */
export function promotionList(store: SandboxStore, member: SandboxMember | null, language: string | null | undefined) {
  const l = lang(language);
  return PROMOTIONS.map((p) => {
    const { startDate, endDate } = promotionWindow(store, p);
    const prize = member ? promotionBook(store).prizes.get(key(member, p.promotionId)) : undefined;
    return {
      promotionId: p.promotionId,
      categoryId: p.categoryId,
      type: p.kind,
      title: pick(p.titles, l),
      summary: pick(p.summary, l),
      content: pick(p.content, l),
      imageUrl: `/TCG_PROD_IMAGES/PROMO/${p.promotionId}.svg`,
      startDate,
      endDate,
      status: statusOf(store, member, p),
      rewardAmount: prize !== undefined ? toMajorUnits(prize) : p.rewardMinor > 0 ? toMajorUnits(p.rewardMinor) : null,
    };
  });
}

const fieldsOf = (payload: unknown): Record<string, unknown> => (typeof payload === "object" && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {});

type Write = { member: SandboxMember; promotion: SeedPromotion; status: PromotionStatus; requestId: string } | { ok: false; message: string };

/** What every write checks first: a real account, a known promotion of this kind, a requestId. */
function writeOf(store: SandboxStore, member: SandboxMember, fields: Record<string, unknown>, kinds: readonly SeedPromotion["kind"][]): Write {
  if (member.type === 4) return { ok: false, message: PROMOTION_MESSAGE.realAccount };
  const requestId = parseRequestId(fields.requestId);
  if (!requestId) return { ok: false, message: PROMOTION_MESSAGE.badRequest };
  const promotion = findPromotion(fields.promotionId);
  if (!promotion) return { ok: false, message: PROMOTION_MESSAGE.unknown };
  if (!kinds.includes(promotion.kind)) return { ok: false, message: PROMOTION_MESSAGE.unavailable };
  return { member, promotion, status: statusOf(store, member, promotion), requestId };
}

/** Runs a write once per requestId: the same requestId again answers the first answer. */
function once<T>(store: SandboxStore, write: { member: SandboxMember; requestId: string }, run: () => Outcome<T>): Outcome<T> {
  const book = promotionBook(store);
  const id = `${write.member.id}:${write.requestId}`;
  if (book.answers.has(id)) return { ok: true, value: book.answers.get(id) as T };
  const outcome = run();
  if (outcome.ok) book.answers.set(id, outcome.value);
  return outcome;
}

const setStatus = (store: SandboxStore, member: SandboxMember, promotionId: string, status: PromotionStatus) => promotionBook(store).statuses.set(key(member, promotionId), status);

/** `MCSFE_signUpRequestReward` `{promotionId, requestId}`: join a SIGNUP promotion. */
export function signUpPromotion(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<{ status: PromotionStatus }> {
  const write = writeOf(store, member, fieldsOf(payload), ["SIGNUP"]);
  if ("ok" in write) return write;
  return once(store, write, () => {
    if (write.status !== "JOIN") return { ok: false, message: PROMOTION_MESSAGE.unavailable };
    setStatus(store, member, write.promotion.promotionId, "SIGNED_UP");
    return { ok: true, value: { status: "SIGNED_UP" } };
  });
}

/** `PROMOFE_applyPromotion` `{promotionId, remark, images: [data URL], requestId}`: apply for an APPLY promotion. */
export function applyForPromotion(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<{ status: PromotionStatus; applicationId: string }> {
  const fields = fieldsOf(payload);
  const write = writeOf(store, member, fields, ["APPLY"]);
  if ("ok" in write) return write;
  return once(store, write, () => {
    if (write.status !== "JOIN" && write.status !== "REJECTED") return { ok: false, message: PROMOTION_MESSAGE.unavailable };
    const remark = typeof fields.remark === "string" ? fields.remark.trim() : "";
    if ([...remark].length > REMARK_MAX_CHARS) return { ok: false, message: PROMOTION_MESSAGE.remarkTooLong };
    const images = Array.isArray(fields.images) ? fields.images : fields.images === undefined ? [] : null;
    if (images === null) return { ok: false, message: PROMOTION_MESSAGE.badRequest };
    if (images.length > MAX_IMAGES) return { ok: false, message: PROMOTION_MESSAGE.tooManyImages };
    const checked = images.map(validProof);
    if (checked.some((image) => image === null)) return { ok: false, message: PROMOTION_MESSAGE.badImage };
    const book = promotionBook(store);
    const applicationId = `A${String(book.applications.length + 1).padStart(4, "0")}`;
    book.applications.push({
      applicationId,
      memberId: member.id,
      promotionId: write.promotion.promotionId,
      remark,
      images: checked.filter((image) => image !== null),
      at: store.now(),
      requestId: write.requestId,
      status: "PENDING",
    });
    setStatus(store, member, write.promotion.promotionId, "APPLYING");
    return { ok: true, value: { status: "APPLYING", applicationId } };
  });
}

/** `MCSFE_claimPromotion` `{promotionId, requestId}`: claim a CLAIM promotion's reward. */
export function claimPromotion(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<{ status: PromotionStatus; rewardAmount: number }> {
  const write = writeOf(store, member, fieldsOf(payload), ["CLAIM"]);
  if ("ok" in write) return write;
  return once(store, write, () => {
    if (write.status !== "CLAIM") return { ok: false, message: PROMOTION_MESSAGE.unavailable };
    setStatus(store, member, write.promotion.promotionId, "CLAIMED");
    return { ok: true, value: { status: "CLAIMED", rewardAmount: toMajorUnits(write.promotion.rewardMinor) } };
  });
}

/** The red envelope's prize for this member and promotion (minor units), from the sandbox seed. */
export function rafflePrize(member: SandboxMember, promotionId: string): number {
  return RAFFLE_PRIZES[hashString(`raffle:${member.id}:${promotionId}`) % RAFFLE_PRIZES.length]!;
}

/** `MCS2_claimRafflePromotion` `{promotionId, requestId}`: open a RAFFLE promotion's red envelope. */
export function claimRaffle(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<{ status: PromotionStatus; prizeAmount: number }> {
  const write = writeOf(store, member, fieldsOf(payload), ["RAFFLE"]);
  if ("ok" in write) return write;
  return once(store, write, () => {
    if (write.status !== "CLAIM") return { ok: false, message: PROMOTION_MESSAGE.unavailable };
    const prize = rafflePrize(member, write.promotion.promotionId);
    promotionBook(store).prizes.set(key(member, write.promotion.promotionId), prize);
    setStatus(store, member, write.promotion.promotionId, "CLAIMED");
    return { ok: true, value: { status: "CLAIMED", prizeAmount: toMajorUnits(prize) } };
  });
}

export type ReviewOutcome = "approve" | "reject";

/** Control: an application waiting for review is approved (ISSUED) or rejected (REJECTED, the member may apply again). */
export function reviewApplication(store: SandboxStore, applicationId: string, outcome: ReviewOutcome): { ok: true } | { ok: false; status: number; error: string } {
  const application = promotionBook(store).applications.find((a) => a.applicationId === applicationId);
  if (!application) return { ok: false, status: 404, error: `no application ${applicationId}` };
  if (application.status !== "PENDING") return { ok: false, status: 409, error: `application ${applicationId} is ${application.status}` };
  const member = store.memberById(application.memberId);
  if (!member) return { ok: false, status: 404, error: `no member ${application.memberId}` };
  application.status = outcome === "approve" ? "APPROVED" : "REJECTED";
  setStatus(store, member, application.promotionId, outcome === "approve" ? "ISSUED" : "REJECTED");
  return { ok: true };
}

/** The applications for the control page and the snapshot, newest first. */
export function applicationsSnapshot(store: SandboxStore) {
  return promotionBook(store)
    .applications.map((a) => ({
      applicationId: a.applicationId,
      username: store.memberById(a.memberId)?.account ?? "",
      promotionId: a.promotionId,
      remark: a.remark,
      images: a.images.map((i) => ({ ...i })),
      at: new Date(a.at).toISOString(),
      requestId: a.requestId,
      status: a.status,
    }))
    .reverse();
}
