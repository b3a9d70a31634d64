/**
 * Live actors of the promotions list and the activity machine (issue 30 item 5; fields: deviation ACT-05). The one
 * place that knows the promotion calls' fields and maps the validated answers to the machines' domain. `requestLogin`
 * is the session's protected action (the login popup, or the real-account warning), provided by the composition root.
 */
import { fromPromise } from "xstate";
import { activityMachine } from "../../machines/activity/activity.machine.ts";
import { promotionsMachine, type PromotionList } from "../../machines/promotions/promotions.machine.ts";
import type { ActivityOutcome, ActivityStatus, ActivityWrite, ApplicationRequest, Promotion, PromotionKind } from "../../machines/activity/activity.types.ts";
import type { PlatformClient } from "./client.ts";
import type { WirePromotion } from "./promotion-schemas.ts";
import type { WIRE_STATUSES } from "./promotion-schemas.ts";
import { resolveImage } from "./startup-calls.ts";
import { rewardEndpoints } from "./reward-endpoints.ts";

const STATUS: Record<(typeof WIRE_STATUSES)[number], ActivityStatus> = {
  JOIN: "join",
  CLAIM: "claim",
  APPLYING: "applying",
  CLOSED: "closed",
  REJECTED: "rejected",
  ISSUED: "issued",
  CLAIMED: "claimed",
  IN_PROCESS: "inProcess",
  SIGNED_UP: "signedUp",
  COMING_SOON: "comingSoon",
};
const KIND: Record<WirePromotion["type"], PromotionKind> = { SIGNUP: "signUp", APPLY: "apply", CLAIM: "claim", RAFFLE: "raffle" };

export function toPromotion(p: WirePromotion, imageCdn: string): Promotion {
  return {
    promotionId: p.promotionId,
    categoryId: p.categoryId,
    kind: KIND[p.type],
    title: p.title,
    summary: p.summary,
    content: p.content,
    image: p.imageUrl ? resolveImage(p.imageUrl, imageCdn) : "",
    startDate: p.startDate,
    endDate: p.endDate,
    status: STATUS[p.status],
    reward: p.rewardAmount,
  };
}

async function fetchPromotionList(client: PlatformClient, imageCdn: string, signedIn: boolean, signal?: AbortSignal): Promise<Promotion[]> {
  const list = await client.request(signedIn ? rewardEndpoints.promotionsMember : rewardEndpoints.promotionsPublic, { signal });
  return list.map((p) => toPromotion(p, imageCdn));
}

/** The promotions machines with their live actors. */
export function providedPromotionMachines(client: PlatformClient, options: { imageCdn: string; requestLogin: () => void }) {
  const outcome = (value: { status: (typeof WIRE_STATUSES)[number]; rewardAmount: number | null }): ActivityOutcome => ({ status: STATUS[value.status], amount: value.rewardAmount });
  return {
    promotions: promotionsMachine.provide({
      actors: {
        fetchPromotions: fromPromise<PromotionList, { signedIn: boolean }>(async ({ input, signal }) => {
          const [categories, promotions] = await Promise.all([client.request(rewardEndpoints.promotionCategories, { signal }), fetchPromotionList(client, options.imageCdn, input.signedIn, signal)]);
          return { categories: categories.map((c) => ({ categoryId: c.categoryId, name: c.name })), promotions };
        }),
      },
    }),
    activity: activityMachine.provide({
      actors: {
        fetchPromotion: fromPromise<Promotion | null, { promotionId: string; signedIn: boolean }>(async ({ input, signal }) => {
          const list = await fetchPromotionList(client, options.imageCdn, input.signedIn, signal);
          return list.find((p) => p.promotionId === input.promotionId) ?? null;
        }),
        signUp: fromPromise<ActivityOutcome, ActivityWrite>(async ({ input }) => outcome(await client.request(rewardEndpoints.promotionSignUp, { body: { ...input } }))),
        apply: fromPromise<ActivityOutcome, ApplicationRequest>(async ({ input }) => outcome(await client.request(rewardEndpoints.promotionApply, { body: { ...input } }))),
        claim: fromPromise<ActivityOutcome, ActivityWrite>(async ({ input }) => outcome(await client.request(rewardEndpoints.promotionClaim, { body: { ...input } }))),
        openEnvelope: fromPromise<ActivityOutcome, ActivityWrite>(async ({ input }) => {
          const value = await client.request(rewardEndpoints.claimRaffle, { body: { ...input } });
          return { status: STATUS[value.status], amount: value.prizeAmount };
        }),
      },
      // Sent after this step: another actor's transition must not run inside this machine's action.
      actions: { requestLogin: () => queueMicrotask(options.requestLogin) },
    }),
  };
}

export type PromotionMachines = ReturnType<typeof providedPromotionMachines>;
