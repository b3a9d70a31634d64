import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { ActivityInput } from "./activity.machine.ts";
import type { ActivityStatus, ApplicationImage, Promotion, PromotionKind } from "./activity.types.ts";

const promotion = (status: ActivityStatus, kind: PromotionKind = "signUp"): Promotion => ({
  promotionId: "VIPGOLD",
  categoryId: "VIP",
  kind,
  title: "VIP gold upgrade bonus",
  summary: "Show us your best win this month and get P 200.",
  content: "<p>Rules</p>",
  image: "/TCG_PROD_IMAGES/PROMO/VIPGOLD.svg",
  startDate: 1_767_571_200_000,
  endDate: 1_772_755_200_000,
  status,
  reward: 20000,
});

const image = (n: number, over: Partial<ApplicationImage> = {}): ApplicationImage => ({ id: `img-${n}`, name: `win-${n}.png`, type: "image/png", size: 68, dataUrl: "data:image/png;base64,iVBORw0KGgo=", ...over });
const loaded = (label: string, status: ActivityStatus, kind?: PromotionKind): SampleEvent => ({ label, event: { type: "xstate.done.actor.fetchPromotion", output: promotion(status, kind) } });
const outcome = (actor: string, status: ActivityStatus, amount: number | null, label: string): SampleEvent => ({ label, event: { type: `xstate.done.actor.${actor}`, output: { status, amount } } });
const refused = (actor: string, label: string): SampleEvent => ({ label, event: { type: `xstate.error.actor.${actor}`, error: { code: "platform.message", serverMessage: "promotion.unavailable" } } });

export const activityInputs: SampleInput[] = [
  { label: "A guest opens a promotion", input: { promotionId: "VIPGOLD", viewer: "guest", requestPrefix: "visit-1" } satisfies ActivityInput },
  { label: "A member opens a promotion", input: { promotionId: "VIPGOLD", viewer: "member", requestPrefix: "visit-1" } satisfies ActivityInput },
];

export const activitySamples: SampleEvent[] = [
  loaded("Platform lists it: join (sign up)", "join"),
  loaded("Platform lists it: join (an application)", "join", "apply"),
  loaded("Platform lists it: claim (a bonus)", "claim", "claim"),
  loaded("Platform lists it: claim (a red envelope)", "claim", "raffle"),
  loaded("Platform lists it: applying", "applying", "apply"),
  loaded("Platform lists it: rejected", "rejected", "apply"),
  loaded("Platform lists it: issued", "issued", "apply"),
  loaded("Platform lists it: claimed", "claimed", "claim"),
  loaded("Platform lists it: in process", "inProcess"),
  loaded("Platform lists it: signed up", "signedUp"),
  loaded("Platform lists it: coming soon", "comingSoon"),
  loaded("Platform lists it: closed", "closed"),
  { label: "Platform does not list the promotion", event: { type: "xstate.done.actor.fetchPromotion", output: null } },
  { label: "The promotion fails to load", event: { type: "xstate.error.actor.fetchPromotion", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "activity.retry" } },
  { label: "Player presses Refresh", event: { type: "activity.refresh" } },
  { label: "Player presses Join (or Apply again)", event: { type: "activity.join" } },
  { label: "Player presses Claim (or Open the red envelope)", event: { type: "activity.claim" } },
  { label: "The player logs in as a member", event: { type: "session.changed", viewer: "member" } },
  { label: "A trial account logs in", event: { type: "session.changed", viewer: "trial" } },
  { label: "The member logs out", event: { type: "session.changed", viewer: "guest" } },
  { label: "Player types a remark of 140 characters", event: { type: "remark.changed", value: "x".repeat(140) } },
  { label: "Player types a remark of 141 characters", event: { type: "remark.changed", value: "x".repeat(141) } },
  { label: "Player chooses 3 png images", event: { type: "images.added", images: [image(1), image(2), image(3)] } },
  { label: "Player chooses 4 images", event: { type: "images.added", images: [image(1), image(2), image(3), image(4)] } },
  { label: "Player chooses a 6 MB image", event: { type: "images.added", images: [image(5, { size: 6 * 1024 * 1024, dataUrl: "" })] } },
  { label: "Player chooses a gif", event: { type: "images.added", images: [image(6, { name: "win.gif", type: "image/gif", dataUrl: "" })] } },
  { label: "Player removes the first image", event: { type: "image.removed", id: "img-1" } },
  { label: "Player presses Send", event: { type: "application.submitted" } },
  { label: "Player presses Cancel", event: { type: "application.cancelled" } },
  outcome("signUp", "signedUp", null, "Platform signs the member up"),
  refused("signUp", "Platform refuses the join"),
  outcome("apply", "applying", null, "Platform takes the application"),
  refused("apply", "Platform refuses the application"),
  outcome("claim", "claimed", 500, "Platform pays the bonus"),
  refused("claim", "Platform refuses the claim"),
  outcome("openEnvelope", "claimed", 888, "The red envelope holds P 8.88"),
  refused("openEnvelope", "Platform refuses the red envelope"),
];
