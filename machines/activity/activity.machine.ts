import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import {
  imagesProblem,
  REMARK_MAX_CHARS,
  remarkLength,
  type ActivityOutcome,
  type ActivityStatus,
  type ActivityWrite,
  type ApplicationImage,
  type ApplicationRequest,
  type ImagesProblem,
  type Promotion,
  type RemarkProblem,
  type Viewer,
} from "./activity.types.ts";

export interface ActivityInput {
  promotionId: string;
  viewer: Viewer;
  /** A prefix unique to this page visit; each Send adds a counter to make the application's `requestId`. */
  requestPrefix: string;
}

export interface ApplicationForm {
  remark: string;
  images: ApplicationImage[];
}

export interface ActivityContext extends ActivityInput {
  /** The promotion with its state for this viewer; null until loaded (or when the platform does not know it). */
  promotion: Promotion | null;
  form: ApplicationForm;
  remarkProblem: RemarkProblem | null;
  imagesProblem: ImagesProblem | null;
  /** Sends so far: the next requestId's counter. */
  sends: number;
  requestId: string | null;
  /** A guest pressed Join: after the login the join continues by itself. */
  resumeJoin: boolean;
  /** The amount the last claim or red envelope gave (minor units). */
  won: number | null;
  failure: Failure | null;
}

export type ActivityEvent =
  | { type: "activity.retry" }
  | { type: "activity.refresh" }
  | { type: "activity.join" }
  | { type: "activity.claim" }
  | { type: "session.changed"; viewer: Viewer }
  | { type: "remark.changed"; value: string }
  | { type: "images.added"; images: ApplicationImage[] }
  | { type: "image.removed"; id: string }
  | { type: "application.submitted" }
  | { type: "application.cancelled" };

const emptyForm = (): ApplicationForm => ({ remark: "", images: [] });
const remarkProblemOf = (remark: string): RemarkProblem | null => (remarkLength(remark) > REMARK_MAX_CHARS ? "remark.tooLong" : null);
const isStatus = (context: ActivityContext, status: ActivityStatus) => context.promotion?.status === status;
const write = (context: ActivityContext): ActivityWrite => ({ promotionId: context.promotionId, requestId: `${context.requestPrefix}-${context.promotionId}-${context.sends + 1}` });
const settledPatch = (context: ActivityContext, output: ActivityOutcome): Partial<ActivityContext> => ({
  promotion: context.promotion ? { ...context.promotion, status: output.status, reward: output.amount ?? context.promotion.reward } : null,
  won: output.amount,
  sends: context.sends + 1,
  failure: null,
});

const byStatus = (status: ActivityStatus, target: string) => ({ guard: { type: "hasStatus" as const, params: { status } }, target, meta: { spec: "ACT-01" } });

export const activityMachine = setup({
  types: { context: {} as ActivityContext, events: {} as ActivityEvent, input: {} as ActivityInput },
  actors: {
    fetchPromotion: fromPromise<Promotion | null, { promotionId: string; signedIn: boolean }>(() => Promise.reject(new Error("fetchPromotion is not provided"))),
    signUp: fromPromise<ActivityOutcome, ActivityWrite>(() => Promise.reject(new Error("signUp is not provided"))),
    apply: fromPromise<ActivityOutcome, ApplicationRequest>(() => Promise.reject(new Error("apply is not provided"))),
    claim: fromPromise<ActivityOutcome, ActivityWrite>(() => Promise.reject(new Error("claim is not provided"))),
    openEnvelope: fromPromise<ActivityOutcome, ActivityWrite>(() => Promise.reject(new Error("openEnvelope is not provided"))),
  },
  actions: {
    /** The session's protected action: the login popup for a guest, the real-account warning for a trial account (SESSION-02). */
    requestLogin: () => {},
  },
  guards: {
    isKnown: described("The platform lists the promotion.", ({ event }) => (event as { output?: unknown }).output != null),
    hasStatus: described("The promotion is in this state for the viewer.", ({ context }: { context: ActivityContext }, params: { status: ActivityStatus }) => isStatus(context, params.status)),
    isResumedJoin: described("A guest pressed Join before logging in, and the promotion still offers Join.", ({ context }: { context: ActivityContext }) => context.resumeJoin && isStatus(context, "join")),
    isMember: described("The viewer is a member (not a guest, not a trial account).", ({ context }) => context.viewer === "member"),
    isApplication: described("Joining means sending an application (remark and images) for review.", ({ context }) => context.promotion?.kind === "apply"),
    isRaffle: described("The reward is a red envelope (lucky ticket) with a prize the platform draws.", ({ context }) => context.promotion?.kind === "raffle"),
    becameMember: described("The viewer has just logged in as a member.", ({ event }) => event.type === "session.changed" && event.viewer === "member"),
    isNewViewer: described("Someone else looks now (logged in, logged out, or another account type).", ({ context, event }) => event.type === "session.changed" && event.viewer !== context.viewer),
    hasImagesProblem: described("The chosen images would make more than 3, or one is not png or jpg, or one is over 5 MB.", ({ context, event }) =>
      event.type === "images.added" ? imagesProblem(context.form.images, event.images) !== null : false,
    ),
    isRemarkTooLong: described("The remark is over 140 characters.", ({ context }) => remarkProblemOf(context.form.remark) !== null),
  },
}).createMachine({
  id: "activity",
  description:
    "A promotion's page: its rules and its activity state for the viewer, with the player's action in each state — join (a guest logs in first and the join continues), send an application with a remark and images, claim a reward, open a red envelope, apply again after a rejection.",
  context: ({ input }) => ({ ...input, promotion: null, form: emptyForm(), remarkProblem: null, imagesProblem: null, sends: 0, requestId: null, resumeJoin: false, won: null, failure: null }),
  on: {
    "session.changed": {
      guard: "isNewViewer",
      target: ".loading",
      actions: assign({ viewer: ({ event }) => event.viewer, resumeJoin: false, form: emptyForm, remarkProblem: null, imagesProblem: null, requestId: null, failure: null }),
      meta: { spec: "SESSION-01 ACT-01" },
    },
  },
  initial: "loading",
  states: {
    loading: {
      description: "The promotion and its state for the viewer are loading.",
      invoke: {
        id: "fetchPromotion",
        src: "fetchPromotion",
        input: ({ context }) => ({ promotionId: context.promotionId, signedIn: context.viewer === "member" }),
        onDone: [
          { guard: "isKnown", target: "deciding", actions: assign({ promotion: ({ event }) => event.output, failure: null }), meta: { spec: "ACT-08" } },
          { target: "notFound", actions: assign({ promotion: null, failure: null }), meta: { spec: "ACT-08 SITE-10" } },
        ],
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    failed: {
      description: "The promotion could not be loaded: the reason with Try again.",
      on: { "activity.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    notFound: {
      description: "The platform does not list this promotion (ended and removed, or a wrong address): the page says so with a way to all promotions.",
    },
    deciding: {
      description: "The promotion's state decides what the player can do.",
      always: [
        { guard: "isResumedJoin", target: "joinRequested", actions: assign({ resumeJoin: false }), meta: { spec: "SITE-04 ACT-06" } },
        byStatus("join", "join"),
        byStatus("claim", "claim"),
        byStatus("applying", "applying"),
        byStatus("rejected", "rejected"),
        byStatus("issued", "issued"),
        byStatus("claimed", "claimed"),
        byStatus("inProcess", "inProcess"),
        byStatus("signedUp", "signedUp"),
        byStatus("comingSoon", "comingSoon"),
        { target: "closed", meta: { spec: "ACT-01" } },
      ],
    },
    join: {
      description: "Join: the promotion is open to the viewer.",
      on: { "activity.join": { target: "joinRequested", actions: assign({ failure: null, resumeJoin: false }), meta: { spec: "ACT-01 ACT-06" } } },
    },
    joinRequested: {
      description: "Joining needs a member: a guest logs in first, a trial account gets the real-account warning.",
      always: [
        { guard: "isMember", target: "joinChosen", meta: { spec: "ACT-06" } },
        { target: "awaitingLogin", actions: "requestLogin", meta: { spec: "SESSION-02 ERR-02 ROLE-03" } },
      ],
    },
    joinChosen: {
      description: "An application promotion opens its form; any other joins at once.",
      always: [
        { guard: "isApplication", target: "applicationForm", meta: { spec: "ACT-02 ACT-06" } },
        { target: "joining", meta: { spec: "ACT-06" } },
      ],
    },
    awaitingLogin: {
      description: "A guest pressed Join: the login popup is open (a trial account sees the real-account warning); the join continues after the login.",
      on: {
        "session.changed": [
          { guard: "becameMember", target: "loading", actions: assign({ viewer: "member", resumeJoin: true }), meta: { spec: "SITE-04 ACT-06" } },
          { actions: assign({ viewer: ({ event }) => event.viewer }), meta: { spec: "SESSION-01" } },
        ],
        "activity.join": { target: "joinRequested", meta: { spec: "SESSION-02" } },
      },
    },
    joining: {
      description: "The join is sent (one request per press).",
      invoke: {
        id: "signUp",
        src: "signUp",
        input: ({ context }) => write(context),
        onDone: { target: "deciding", actions: assign(({ context, event }) => settledPatch(context, event.output)), meta: { spec: "ACT-01 ACT-06" } },
        onError: { target: "join", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    applicationForm: {
      description: "The application: a remark (at most 140 characters, counted as typed) and up to 3 png or jpg images of at most 5 MB each, each checked when chosen, previewed and removable.",
      on: {
        "remark.changed": {
          actions: assign({ form: ({ context, event }) => ({ ...context.form, remark: event.value }), remarkProblem: ({ event }) => remarkProblemOf(event.value), requestId: null }),
          meta: { spec: "ACT-02 ACT-07 SITE-02" },
        },
        "images.added": [
          {
            guard: "hasImagesProblem",
            actions: assign({ imagesProblem: ({ context, event }) => imagesProblem(context.form.images, event.images) }),
            meta: { spec: "ACT-02 ACT-04 ACT-07 SITE-02" },
          },
          {
            actions: assign({ form: ({ context, event }) => ({ ...context.form, images: [...context.form.images, ...event.images] }), imagesProblem: null, requestId: null }),
            meta: { spec: "ACT-02 ACT-07" },
          },
        ],
        "image.removed": {
          actions: assign({ form: ({ context, event }) => ({ ...context.form, images: context.form.images.filter((image) => image.id !== event.id) }), imagesProblem: null, requestId: null }),
          meta: { spec: "ACT-07" },
        },
        "application.submitted": [
          { guard: "isRemarkTooLong", actions: assign({ remarkProblem: "remark.tooLong" }), meta: { spec: "ACT-02 ACT-07 SITE-02" } },
          {
            target: "sending",
            actions: assign(({ context }) => ({ requestId: context.requestId ?? write(context).requestId, failure: null })),
            meta: { spec: "ACT-07" },
          },
        ],
        "application.cancelled": {
          target: "deciding",
          actions: assign({ form: emptyForm, remarkProblem: null, imagesProblem: null, requestId: null, failure: null }),
          meta: { spec: "ACT-06" },
        },
      },
    },
    sending: {
      description: "The application is sent once; pressing Send again meanwhile sends nothing.",
      invoke: {
        id: "apply",
        src: "apply",
        input: ({ context }) => ({ promotionId: context.promotionId, requestId: context.requestId ?? "", remark: context.form.remark.trim(), images: context.form.images.map((image) => image.dataUrl) }),
        onDone: {
          target: "deciding",
          actions: assign(({ context, event }) => ({ ...settledPatch(context, event.output), form: emptyForm(), requestId: null })),
          meta: { spec: "ACT-01 ACT-07" },
        },
        onError: { target: "applicationForm", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01 SITE-02" } },
      },
    },
    claim: {
      description: "Claim: a reward waits for the member (a red envelope to open, or a bonus to claim).",
      on: {
        "activity.claim": [
          { guard: "isRaffle", target: "opening", actions: assign({ failure: null }), meta: { spec: "ACT-03 ACT-09" } },
          { target: "claiming", actions: assign({ failure: null }), meta: { spec: "ACT-01 ACT-06" } },
        ],
      },
    },
    claiming: {
      description: "The claim is sent (one request per press).",
      invoke: {
        id: "claim",
        src: "claim",
        input: ({ context }) => write(context),
        onDone: { target: "deciding", actions: assign(({ context, event }) => settledPatch(context, event.output)), meta: { spec: "ACT-01 ACT-06" } },
        onError: { target: "claim", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    opening: {
      description: "The red envelope is opened (MCS2_claimRafflePromotion, one request); the platform draws the prize.",
      invoke: {
        id: "openEnvelope",
        src: "openEnvelope",
        input: ({ context }) => write(context),
        onDone: { target: "deciding", actions: assign(({ context, event }) => settledPatch(context, event.output)), meta: { spec: "ACT-03 ACT-09" } },
        onError: { target: "claim", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    applying: {
      description: "Applying: the application waits for the operator's review; Refresh reads the state again.",
      on: { "activity.refresh": { target: "loading", meta: { spec: "ACT-01" } } },
    },
    rejected: {
      description: "Rejected: the application was not approved; the member may apply again.",
      on: { "activity.join": { target: "applicationForm", actions: assign({ failure: null }), meta: { spec: "ACT-01 ACT-06" } } },
    },
    issued: { description: "Issued: the reward has been paid to the member." },
    claimed: { description: "Claimed: the member has claimed the reward (or opened the red envelope: its prize is shown)." },
    inProcess: {
      description: "In process: the platform is working out the member's reward; Refresh reads the state again.",
      on: { "activity.refresh": { target: "loading", meta: { spec: "ACT-01" } } },
    },
    signedUp: {
      description: "Signed up: the member takes part; the reward comes when the conditions are met. Refresh reads the state again.",
      on: { "activity.refresh": { target: "loading", meta: { spec: "ACT-01" } } },
    },
    comingSoon: { description: "Coming soon: the promotion has not started; nothing to do yet." },
    closed: { description: "Closed: the promotion has ended." },
  },
});
