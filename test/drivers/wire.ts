/**
 * The platform's wire form of what several drivers answer for it: a machine's value back to the fields the client's
 * schemas read (amounts in major units).
 */
import type { Promotion } from "../../machines/activity/activity.types.ts";
import type { ClaimBook } from "../../machines/claim/claim.types.ts";
import type { GameSummary } from "../../machines/games/games.types.ts";

const PROMOTION_KIND: Record<Promotion["kind"], string> = { signUp: "SIGNUP", apply: "APPLY", claim: "CLAIM", raffle: "RAFFLE" };
/** A promotion's (or an activity outcome's) status as the platform writes it. */
export const PROMOTION_STATUS: Record<Promotion["status"], string> = {
  join: "JOIN",
  claim: "CLAIM",
  applying: "APPLYING",
  closed: "CLOSED",
  rejected: "REJECTED",
  issued: "ISSUED",
  claimed: "CLAIMED",
  inProcess: "IN_PROCESS",
  signedUp: "SIGNED_UP",
  comingSoon: "COMING_SOON",
};

/** Minor units as the wire's major units (null stays null). */
export const toMajor = (minor: number | null) => (minor === null ? null : (minor / 100).toFixed(2));

/** A promotion as the promotion list and detail calls send it. */
export const wirePromotion = (p: Promotion) => ({
  promotionId: p.promotionId,
  categoryId: p.categoryId,
  type: PROMOTION_KIND[p.kind],
  title: p.title,
  summary: p.summary,
  content: p.content,
  imageUrl: "",
  startDate: p.startDate,
  endDate: p.endDate,
  status: PROMOTION_STATUS[p.status],
  rewardAmount: toMajor(p.reward),
});

/** A game as the game list calls send it. */
export const wireGame = (g: GameSummary) => ({
  nodeId: g.nodeId,
  gameId: g.gameId,
  gameCode: g.gameCode,
  gameName: g.name,
  vassalage: g.vendor,
  gameType: g.gameType,
  showIcon: g.icon,
  supportPlay: g.trial ? 0 : 1,
  isHot: g.hot ? 1 : 0,
});

/** The reward centre's book (claimable items and claimed history) as its list call sends it. */
export const wireClaimBook = (book: ClaimBook) => ({
  claimable: book.claimable.map((c) => ({ claimId: c.claimId, name: c.name, category: c.category, amount: toMajor(c.amount), expiresAt: c.expiresAt })),
  history: book.history.map((h) => ({ ...h, amount: toMajor(h.amount) })),
});
