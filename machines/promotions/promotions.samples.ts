import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { Promotion } from "../activity/activity.types.ts";
import type { PromotionList, PromotionsInput } from "./promotions.machine.ts";

const welcome: Promotion = {
  promotionId: "WELCOME100",
  categoryId: "NEW",
  kind: "signUp",
  title: "Welcome bonus 100%",
  summary: "Double your first deposit up to P 500.",
  content: "<p>Rules</p>",
  image: "/TCG_PROD_IMAGES/PROMO/WELCOME100.svg",
  startDate: 1_767_571_200_000,
  endDate: 1_772_755_200_000,
  status: "join",
  reward: 50000,
};
const list: PromotionList = { categories: [{ categoryId: "NEW", name: "Newcomers" }], promotions: [welcome] };

export const promotionsInputs: SampleInput[] = [
  { label: "A guest opens the promotions", input: { viewer: "guest" } satisfies PromotionsInput },
  { label: "A member opens the promotions", input: { viewer: "member" } satisfies PromotionsInput },
];

export const promotionsSamples: SampleEvent[] = [
  { label: "Platform lists the categories and promotions", event: { type: "xstate.done.actor.fetchPromotions", output: list } },
  { label: "Platform lists no promotion", event: { type: "xstate.done.actor.fetchPromotions", output: { categories: [], promotions: [] } } },
  { label: "The promotions fail to load", event: { type: "xstate.error.actor.fetchPromotions", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "promotions.retry" } },
  { label: "The player logs in as a member", event: { type: "session.changed", viewer: "member" } },
  { label: "The member logs out", event: { type: "session.changed", viewer: "guest" } },
];
