import { assign, emit, enqueueActions, fromPromise, sendParent, sendTo, setup, type ActorRefFrom } from "xstate";
import { announcementsMachine } from "../announcements/announcements.machine.ts";
import type { AnnouncementsInput } from "../announcements/announcements.types.ts";
import { bootMachine } from "../boot/boot.machine.ts";
import type { BootInput, PlatformStatus } from "../boot/boot.types.ts";
import { customerServiceMachine } from "../customer-service/customer-service.machine.ts";
import { badgesMachine } from "../badges/badges.machine.ts";
import { platformLogoutMachine } from "../platform-logout/platform-logout.machine.ts";
import type { gameLaunchMachine } from "../game-launch/game-launch.machine.ts";
import type { withdrawalConfirmationMachine } from "../withdrawal-confirmation/withdrawal-confirmation.machine.ts";
import type { contractsMachine } from "../contracts/contracts.machine.ts";
import type { LaunchTarget } from "../games/games.types.ts";
import { sessionMachine, type SessionInput, type Viewer } from "../session/session.machine.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";

/** The game-launch machine with its live actors, as its lazy chunk delivers it. */
export type GameLaunchLogic = typeof gameLaunchMachine;
export type GameLaunchRef = ActorRefFrom<GameLaunchLogic>;
/** The withdrawal-confirmation machine with its live actors, as its lazy chunk delivers it. */
export type WithdrawalConfirmationLogic = typeof withdrawalConfirmationMachine;
export type WithdrawalConfirmationRef = ActorRefFrom<WithdrawalConfirmationLogic>;

/** The contracts machine with its live actors (the contract offer popup runs it in its `answer` mode). */
export type ContractOffersLogic = typeof contractsMachine;
export type ContractOffersRef = ActorRefFrom<ContractOffersLogic>;

/** When the withdrawal-confirmation code could not be loaded, how long before it is asked for again. */
export const PAYOUT_RETRY_MS = 5 * 60_000;


export interface AppInput {
  boot: BootInput;
  session: SessionInput;
  announcements: AnnouncementsInput;
}

/** A game the player asked for before the game-launch code had arrived. */
export interface QueuedLaunch {
  target: LaunchTarget;
  from: string;
}

export interface AppContext {
  input: AppInput;
  language: string;
  /** The language the player picked while it is being switched to. */
  nextLanguage: string | null;
  languageFailure: Failure | null;
  /** Who is playing, as the session last said; null until it has said. */
  viewer: Viewer | null;
  /** The game-launch actor once its code has arrived. */
  gameLaunch: GameLaunchRef | null;
  queuedLaunch: QueuedLaunch | null;
  gameLaunchFailure: Failure | null;
  /** The withdrawal-confirmation actor while a member is signed in (never for a guest or a trial account). */
  withdrawalConfirmation: WithdrawalConfirmationRef | null;
  /** The site's agent policy (`AGENTPOLICY3`), as the platform's status said: only then are contract offers read. */
  agentPolicy: boolean;
  /** The contract offer popup's actor from a member's login until it closes (never for a guest or a trial account). */
  contractOffers: ContractOffersRef | null;
}

export type AppEvent =
  | { type: "platform.ready"; status: PlatformStatus }
  | { type: "site.retry" }
  | { type: "viewer.changed"; viewer: Viewer }
  | { type: "signIn.closed" }
  | { type: "session.ended" }
  | { type: "language.requested"; language: string }
  | { type: "language.retry" }
  | { type: "language.dismissed" }
  | { type: "launch.requested"; target: LaunchTarget; from: string }
  | { type: "gameLaunch.preload" }
  | { type: "gameLaunch.retry" }
  | { type: "gameLaunch.dismissed" }
  | { type: "gameLaunch.loginRequested" }
  | { type: "payouts.check" }
  | { type: "badges.refresh" }
  | { type: "contractOffers.closed" }
  | { type: "logout.unconfirmed"; token: string }
  | { type: "contracts.changed" };

/**
 * What the app machine tells whoever listens (`app.on(type, …)`): a contract was answered in the offer popup, so a
 * screen that shows contracts (the agent centre's menu and pages) reads them again.
 */
export type AppEmitted = { type: "contracts.changed" };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * The children as the site runs them: what each reports about itself goes to this machine (`sendParent`), which
 * passes it on. The composition root adds their live actors on top (`provideApp`), which keeps these reports.
 */
export const appChildren = {
  boot: bootMachine.provide({
    actions: { announceStatus: sendParent((_, params: { status: PlatformStatus }) => ({ type: "platform.ready" as const, status: params.status })) },
  }),
  session: sessionMachine.provide({
    actions: {
      announceViewer: sendParent((_, params: { viewer: Viewer }) => ({ type: "viewer.changed" as const, viewer: params.viewer })),
      announceSignInClosed: sendParent({ type: "signIn.closed" as const }),
      announceLogoutUnconfirmed: sendParent((_, params: { token: string }) => ({ type: "logout.unconfirmed" as const, token: params.token })),
    },
  }),
  announcements: announcementsMachine,
  customerService: customerServiceMachine,
  badges: badgesMachine,
  platformLogout: platformLogoutMachine,
};

/** The game-launch machine wired into the site: its login request comes here and goes on to the session. */
export function wiredGameLaunch(logic: GameLaunchLogic): GameLaunchLogic {
  return logic.provide({ actions: { requestLogin: sendParent({ type: "gameLaunch.loginRequested" as const }) } });
}

/** The contracts machine as the offer popup runs it here: its closing and each answer it sent come to this machine. */
export function wiredContractOffers(logic: ContractOffersLogic): ContractOffersLogic {
  return logic.provide({
    actions: {
      announceClosed: sendParent({ type: "contractOffers.closed" as const }),
      contractsChanged: sendParent({ type: "contracts.changed" as const }),
    },
  });
}

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    emitted: {} as AppEmitted,
  },
  actors: {
    ...appChildren,
    loadGameLaunch: fromPromise<GameLaunchLogic>(notProvided("loadGameLaunch")),
    switchLanguage: fromPromise<void, { language: string }>(notProvided("switchLanguage")),
    loadWithdrawalConfirmation: fromPromise<WithdrawalConfirmationLogic>(notProvided("loadWithdrawalConfirmation")),
    loadContractOffers: fromPromise<ContractOffersLogic>(notProvided("loadContractOffers")),
  },
  delays: {
    payoutRetry: PAYOUT_RETRY_MS,
  },
  actions: {
    tellSessionPlatformReady: sendTo("session", (_, params: { status: PlatformStatus }) => ({
      type: "platform.ready" as const,
      modules: params.status.modules,
      rules: params.status.registerRules,
    })),
    tellSessionEnded: sendTo("session", { type: "session.ended" as const }),
    tellBootRetry: sendTo("boot", { type: "boot.retry" as const }),
    tellAnnouncementsRetry: sendTo("announcements", { type: "announcements.retry" as const }),
    tellWithdrawalSessionEnded: enqueueActions(({ context, enqueue }) => {
      if (context.withdrawalConfirmation) enqueue.sendTo(context.withdrawalConfirmation, { type: "session.ended" });
    }),
    tellPayoutsCheck: enqueueActions(({ context, enqueue }) => {
      if (context.withdrawalConfirmation) enqueue.sendTo(context.withdrawalConfirmation, { type: "payouts.check" });
    }),
    startWithdrawalConfirmation: assign({
      withdrawalConfirmation: ({ spawn }, params: { logic: WithdrawalConfirmationLogic }) =>
        spawn(params.logic),
    }),
    stopWithdrawalConfirmation: enqueueActions(({ context, enqueue }) => {
      if (context.withdrawalConfirmation) enqueue.stopChild(context.withdrawalConfirmation);
      enqueue.assign({ withdrawalConfirmation: null });
    }),
    startContractOffers: assign({
      contractOffers: ({ spawn }, params: { logic: ContractOffersLogic }) =>
        spawn(wiredContractOffers(params.logic), { input: { mode: "answer" } }),
    }),
    stopContractOffers: enqueueActions(({ context, enqueue }) => {
      if (context.contractOffers) enqueue.stopChild(context.contractOffers);
      enqueue.assign({ contractOffers: null });
    }),
    tellBadgesRefresh: sendTo("badges", { type: "badges.refresh" as const }),
    tellPlatformLogoutUnconfirmed: sendTo("platformLogout", ({ event }) => ({ type: "logout.unconfirmed" as const, token: event.type === "logout.unconfirmed" ? event.token : "" })),
    tellSessionLoginNeeded: sendTo("session", { type: "login.open" as const }),
    tellListsLanguage: sendTo("boot", ({ context }) => ({ type: "language.changed" as const, language: context.language })),
    tellAnnouncementsLanguage: sendTo("announcements", ({ context }) => ({ type: "language.changed" as const, language: context.language })),
    forwardLaunch: enqueueActions(({ context, enqueue }, params: QueuedLaunch) => {
      if (context.gameLaunch) enqueue.sendTo(context.gameLaunch, { type: "launch.requested", ...params });
    }),
    tellGameLaunchViewer: enqueueActions(({ context, enqueue }) => {
      if (context.gameLaunch && context.viewer) enqueue.sendTo(context.gameLaunch, { type: "session.changed", viewer: context.viewer });
    }),
    tellGameLaunchLoginClosed: enqueueActions(({ context, enqueue }) => {
      if (context.gameLaunch) enqueue.sendTo(context.gameLaunch, { type: "login.closed" });
    }),
    tellAnnouncementsLogin: sendTo("announcements", ({ context }) => ({ type: "session.changed" as const, loggedIn: context.viewer !== null && context.viewer !== "guest" })),
    startGameLaunch: assign({
      gameLaunch: ({ spawn, context }, params: { logic: GameLaunchLogic }) =>
        spawn(wiredGameLaunch(params.logic), { input: { viewer: context.viewer ?? "guest" } }),
      gameLaunchFailure: null,
    }),
    forwardQueuedLaunch: enqueueActions(({ context, enqueue }) => {
      if (context.gameLaunch && context.queuedLaunch) enqueue.sendTo(context.gameLaunch, { type: "launch.requested", ...context.queuedLaunch });
      enqueue.assign({ queuedLaunch: null });
    }),
    clearQueuedLaunch: assign({ queuedLaunch: null, gameLaunchFailure: null }),
    queueLaunch: assign({
      queuedLaunch: ({ event }) => (event.type === "launch.requested" ? { target: event.target, from: event.from } : null),
    }),
  },
  guards: {
    isSignedInViewer: described("The session says a member or a trial account is playing.", ({ event }) => event.type === "viewer.changed" && event.viewer !== "guest"),
    isMemberViewer: described(
      "The session says a member is playing (not a guest, not a trial account).",
      ({ event }) => event.type === "viewer.changed" && event.viewer === "member",
    ),
    isNotMemberViewer: described(
      "The session says a guest or a trial account is playing (the member signed out, or the session ended).",
      ({ event }) => event.type === "viewer.changed" && event.viewer !== "member",
    ),
    isNewViewer: described(
      "The session names another kind of player than before (for example a trial account that became a member).",
      ({ context, event }) => event.type === "viewer.changed" && event.viewer !== context.viewer,
    ),
    isNewLanguage: described(
      "The player picked a language other than the one the site is in.",
      ({ context, event }) => event.type === "language.requested" && event.language !== context.language,
    ),
    isMemberUnderAgentPolicy: described(
      "The session says a member is playing (not a guest, not a trial account) and the site's agent policy (AGENTPOLICY3) is on.",
      ({ context, event }) => event.type === "viewer.changed" && event.viewer === "member" && context.agentPolicy,
    ),
    isAgentPolicyForMember: described(
      "The platform's status turns the agent policy (AGENTPOLICY3) on while a member is already signed in (a stored session restored before the status arrived).",
      ({ context, event }) => event.type === "platform.ready" && event.status.modules.AGENTPOLICY3 === true && context.viewer === "member",
    ),
    hasQueuedLaunch: described("The player asked for a game while the game-launch code was on its way.", ({ context }) => context.queuedLaunch !== null),
  },
}).createMachine({
  id: "app",
  description:
    "The running site: it starts the long-lived actors (start-up, session, announcements, customer service, game launch once its code is needed, the withdrawal confirmation while a member is signed in, and the contract offer popup after a member's login under the agent policy) and carries what one of them says to the others — the platform's switches to the session, a login or the end of a session to the announcements and the game launch, a language change to the lists and announcements, the player's Try again after a start-up failure to the start-up and the announcements, a game launch's login request to the session, a logout the platform did not confirm to the platform-logout actor (DEV-08).",
  context: ({ input }) => ({
    input,
    language: input.boot.language,
    nextLanguage: null,
    languageFailure: null,
    viewer: null,
    gameLaunch: null,
    queuedLaunch: null,
    gameLaunchFailure: null,
    withdrawalConfirmation: null,
    agentPolicy: false,
    contractOffers: null,
  }),
  invoke: [
    { id: "boot", systemId: "boot", src: "boot", input: ({ context }) => context.input.boot },
    { id: "session", systemId: "session", src: "session", input: ({ context }) => context.input.session },
    { id: "announcements", systemId: "announcements", src: "announcements", input: ({ context }) => context.input.announcements },
    { id: "customerService", systemId: "customerService", src: "customerService" },
    { id: "platformLogout", systemId: "platformLogout", src: "platformLogout" },
  ],
  on: {
    "session.ended": {
      actions: ["tellSessionEnded", "tellWithdrawalSessionEnded"],
      meta: { spec: "ERR-02 SITE-19" },
    },
    "logout.unconfirmed": {
      description:
        "The session's logout call failed (the page has forgotten the session): the platform-logout actor keeps telling the platform to end it with the old token, and tells the player when it could not.",
      actions: "tellPlatformLogoutUnconfirmed",
      meta: { spec: "DEV-08 LOGOUT-01" },
    },
    "site.retry": {
      description:
        "The player pressed Try again after a start-up failure (an outage, a maintenance, a restriction, a list that did not load): the start-up asks again for what failed, and so do the announcements if they failed, so that one press brings the whole site back.",
      actions: ["tellBootRetry", "tellAnnouncementsRetry"],
      meta: { spec: "SITE-01 ERR-10" },
    },
  },
  type: "parallel",
  states: {
    platform: {
      description: "Whether the platform's switches (whitelabel modules) and field rules have reached the session.",
      initial: "awaitingStatus",
      states: {
        awaitingStatus: {
          description: "The start-up has not had the platform's status yet.",
          on: {
            "platform.ready": {
              target: "ready",
              actions: [
                { type: "tellSessionPlatformReady", params: ({ event }) => ({ status: event.status }) },
                assign({ agentPolicy: ({ event }) => event.status.modules.AGENTPOLICY3 === true }),
              ],
              meta: { spec: "FLAG-01" },
            },
          },
        },
        ready: { description: "The session knows the platform's switches and field rules." },
      },
    },
    viewer: {
      description: "Who is playing, as the session says; a change is passed on to the announcements and the game launch.",
      initial: "unknown",
      states: {
        unknown: {
          description: "The session is still checking a stored login.",
          on: {
            "viewer.changed": [
              {
                guard: "isSignedInViewer",
                target: "signedIn",
                actions: [assign({ viewer: ({ event }) => event.viewer }), "tellAnnouncementsLogin", "tellGameLaunchViewer"],
                meta: { spec: "SESSION-01" },
              },
              {
                target: "guest",
                actions: [assign({ viewer: ({ event }) => event.viewer }), "tellAnnouncementsLogin", "tellGameLaunchViewer"],
                meta: { spec: "SESSION-01" },
              },
            ],
          },
        },
        guest: {
          description: "A guest is browsing.",
          on: {
            "viewer.changed": {
              guard: "isSignedInViewer",
              target: "signedIn",
              description: "The player signed in: the announcements reload for members, and a game that waited for the login starts.",
              actions: [assign({ viewer: ({ event }) => event.viewer }), "tellAnnouncementsLogin", "tellGameLaunchViewer"],
              meta: { spec: "NOTICE-02 LAUNCH-08" },
            },
            "signIn.closed": {
              description: "The player closed a sign-in modal without signing in: a game that waited for the login is dropped.",
              actions: "tellGameLaunchLoginClosed",
              meta: { spec: "ROLE-02 LAUNCH-08" },
            },
          },
        },
        signedIn: {
          description: "A member or a trial account is playing.",
          on: {
            "viewer.changed": [
              {
                guard: "isSignedInViewer",
                description: "Another kind of account signed in without the session passing through a guest.",
                actions: [assign({ viewer: ({ event }) => event.viewer }), "tellGameLaunchViewer"],
                meta: { spec: "SESSION-01 ACCT-01" },
              },
              {
                target: "guest",
                description: "The session ended (logout, a 401, an expired password left): the announcements reload for guests and the game launch treats the player as a guest.",
                actions: [assign({ viewer: ({ event }) => event.viewer }), "tellAnnouncementsLogin", "tellGameLaunchViewer"],
                meta: { spec: "LOGOUT-01 ERR-02" },
              },
            ],
          },
        },
      },
    },
    language: {
      description: "The site's language: a new one is loaded first, then the lists and announcements reload in it.",
      initial: "idle",
      states: {
        idle: {
          description: "The site is in one language.",
          on: {
            "language.requested": {
              guard: "isNewLanguage",
              target: "switching",
              actions: assign({ nextLanguage: ({ event }) => event.language, languageFailure: null }),
              meta: { spec: "LANG-02" },
            },
          },
        },
        switching: {
          description: "The chosen language's messages are loading; the page stays in the old language meanwhile.",
          invoke: {
            id: "switchLanguage",
            src: "switchLanguage",
            input: ({ context }) => ({ language: context.nextLanguage ?? context.language }),
            onDone: {
              target: "idle",
              description: "The language changed: the vendor lanes, help titles and announcements reload in it.",
              actions: [
                assign({ language: ({ context }) => context.nextLanguage ?? context.language, nextLanguage: null }),
                "tellListsLanguage",
                "tellAnnouncementsLanguage",
              ],
              meta: { spec: "LANG-02 NOTICE-02 SITE-13" },
            },
            onError: {
              target: "failed",
              actions: assign({ languageFailure: ({ event }) => toFailure(event.error) }),
              meta: { spec: "ERR-10 SITE-01" },
            },
          },
        },
        failed: {
          description: "The chosen language could not be loaded: the page stays in the old one and says so next to the switcher, with Try again.",
          on: {
            "language.retry": { target: "switching", actions: assign({ languageFailure: null }), meta: { spec: "SITE-01" } },
            "language.dismissed": { target: "idle", actions: assign({ nextLanguage: null, languageFailure: null }), meta: { spec: "SITE-01" } },
            "language.requested": {
              guard: "isNewLanguage",
              target: "switching",
              actions: assign({ nextLanguage: ({ event }) => event.language, languageFailure: null }),
              meta: { spec: "LANG-02" },
            },
          },
        },
      },
    },
    gameLaunch: {
      description: "The game-launch machine: its code arrives with the first game a player starts, or when the browser is idle.",
      initial: "dormant",
      states: {
        dormant: {
          description: "The game-launch code has not been asked for.",
          on: {
            "gameLaunch.preload": { target: "loading", meta: { spec: "SITE-17" } },
            "launch.requested": { target: "loading", actions: "queueLaunch", meta: { spec: "SITE-17" } },
          },
        },
        loading: {
          description: "The game-launch code is on its way; a game asked for meanwhile waits for it.",
          invoke: {
            id: "loadGameLaunch",
            src: "loadGameLaunch",
            onDone: [
              {
                guard: "hasQueuedLaunch",
                target: "ready",
                actions: [{ type: "startGameLaunch", params: ({ event }) => ({ logic: event.output }) }, "forwardQueuedLaunch"],
                meta: { spec: "SITE-17" },
              },
              { target: "ready", actions: { type: "startGameLaunch", params: ({ event }) => ({ logic: event.output }) }, meta: { spec: "SITE-17" } },
            ],
            onError: {
              target: "failed",
              actions: assign({ gameLaunchFailure: ({ event }) => toFailure(event.error) }),
              meta: { spec: "SITE-17 SITE-01" },
            },
          },
          on: { "launch.requested": { actions: "queueLaunch", meta: { spec: "SITE-17" } } },
        },
        failed: {
          description: "The game-launch code could not be loaded; a game the player asked for shows the failure with Try again.",
          on: {
            "gameLaunch.retry": { target: "loading", actions: assign({ gameLaunchFailure: null }), meta: { spec: "SITE-17 SITE-01" } },
            "launch.requested": { target: "loading", actions: ["queueLaunch", assign({ gameLaunchFailure: null })], meta: { spec: "SITE-17" } },
            "gameLaunch.dismissed": { target: "dormant", actions: "clearQueuedLaunch", meta: { spec: "ERR-10 SITE-01" } },
          },
        },
        ready: {
          description: "The game-launch machine runs; games go to it.",
          on: {
            "launch.requested": {
              actions: { type: "forwardLaunch", params: ({ event }) => ({ target: event.target, from: event.from }) },
              meta: { spec: "LAUNCH-03" },
            },
            "gameLaunch.loginRequested": {
              description: "A game needs a login: the session opens the login popup; the game starts once the player has signed in.",
              actions: "tellSessionLoginNeeded",
              meta: { spec: "ROLE-02 LAUNCH-08" },
            },
          },
        },
      },
    },
    badges: {
      description:
        "The member's counts in the header (unread messages, claimable rewards): read only while a member is signed in, from the login on, on a poll and when the inbox or a claim changed them.",
      initial: "off",
      states: {
        off: {
          description: "No member is signed in: no count is asked for.",
          on: { "viewer.changed": { guard: "isMemberViewer", target: "on", meta: { spec: "RWD-05 RWD-13" } } },
        },
        on: {
          description: "A member is signed in: the counts are read and polled.",
          invoke: { id: "badges", src: "badges" },
          on: {
            "badges.refresh": { description: "The inbox or a claim changed a count: it is read again now.", actions: "tellBadgesRefresh", meta: { spec: "RWD-05" } },
            "viewer.changed": { guard: "isNotMemberViewer", target: "off", meta: { spec: "RWD-05 LOGOUT-01" } },
          },
        },
      },
    },
    payouts: {
      description:
        "The withdrawal confirmation: it runs only while a member is signed in (never for a guest or a trial account), checks once after the login (and then every minute while a withdrawal is open), and stops when the member leaves.",
      initial: "off",
      states: {
        off: {
          description: "No member is signed in: nothing asks the platform for payouts.",
          on: {
            "viewer.changed": { guard: "isMemberViewer", target: "loading", meta: { spec: "SITE-19" } },
          },
        },
        loading: {
          description: "A member signed in: the withdrawal-confirmation code is on its way.",
          invoke: {
            id: "loadWithdrawalConfirmation",
            src: "loadWithdrawalConfirmation",
            onDone: {
              target: "watching",
              description: "The code arrived: the withdrawal confirmation starts and checks for payouts at once (after the login).",
              actions: [{ type: "startWithdrawalConfirmation", params: ({ event }) => ({ logic: event.output }) }, "tellPayoutsCheck"],
              meta: { spec: "SITE-19 SITE-20" },
            },
            onError: { target: "unavailable", meta: { spec: "SITE-19 SITE-01" } },
          },
          on: {
            "viewer.changed": { guard: "isNotMemberViewer", target: "off", meta: { spec: "SITE-19 LOGOUT-01" } },
          },
        },
        unavailable: {
          description: "The withdrawal-confirmation code could not be loaded: it is asked for again five minutes later.",
          after: { payoutRetry: { target: "loading", meta: { spec: "SITE-19 SITE-01" } } },
          on: {
            "viewer.changed": { guard: "isNotMemberViewer", target: "off", meta: { spec: "SITE-19 LOGOUT-01" } },
          },
        },
        watching: {
          description:
            "The withdrawal confirmation runs: it checks the platform's payouts when the withdrawals list or a new withdrawal asks, and polls by itself while a withdrawal is open.",
          on: {
            "payouts.check": { description: "The withdrawals list or a new withdrawal asks for a check now.", actions: "tellPayoutsCheck", meta: { spec: "SITE-19" } },
            "viewer.changed": {
              guard: "isNotMemberViewer",
              target: "off",
              description: "The member signed out, the session ended, or a trial account took over: the withdrawal confirmation stops.",
              actions: "stopWithdrawalConfirmation",
              meta: { spec: "SITE-19 LOGOUT-01" },
            },
          },
        },
      },
    },
    contractOffers: {
      description:
        "The contract offer popup: after a member's login on a site whose agent policy (AGENTPOLICY3) is on, its code loads and the popup's actor asks for the offers waiting for the player (it shows only when there are some); it stops when the popup closes or the member leaves, and a new login starts it again (also after its code failed to load).",
      initial: "off",
      states: {
        off: {
          description: "No member is signed in, or the agent policy is off: no offer is asked for.",
          on: {
            "viewer.changed": { guard: "isMemberUnderAgentPolicy", target: "loading", meta: { spec: "OFR-08 AGT-02" } },
            "platform.ready": { guard: "isAgentPolicyForMember", target: "loading", meta: { spec: "OFR-08 AGT-02" } },
          },
        },
        loading: {
          description: "A member signed in under the agent policy: the contract offer popup's code is on its way.",
          invoke: {
            id: "loadContractOffers",
            src: "loadContractOffers",
            onDone: {
              target: "open",
              description: "The code arrived: the popup's actor starts and asks for the offers waiting for the player.",
              actions: { type: "startContractOffers", params: ({ event }) => ({ logic: event.output }) },
              meta: { spec: "OFR-08 AGT-06" },
            },
            onError: { target: "unavailable", meta: { spec: "OFR-08 SITE-01" } },
          },
          on: {
            "viewer.changed": { guard: "isNotMemberViewer", target: "off", meta: { spec: "OFR-08 LOGOUT-01" } },
          },
        },
        unavailable: {
          description:
            "The contract offer popup's code could not be loaded (the connection failed): nothing shows, and the offers wait for the next login, which asks again. (No timer of its own: the popup is not worth a retry loop, and a second five-minute timer beside the payouts' would fire with it.)",
          on: {
            "viewer.changed": { guard: "isNotMemberViewer", target: "off", meta: { spec: "OFR-08 LOGOUT-01" } },
          },
        },
        open: {
          description:
            "The popup's actor runs: it loads the offers, shows each with Accept, Reject and Later (nothing shows when none waits), and says the last answer until the player closes it.",
          on: {
            "contracts.changed": {
              description:
                "The player answered an offer in the popup: whoever shows contracts (the agent centre, if it is open) is told to read them again, so a contract page the answer enables appears in its menu.",
              actions: emit({ type: "contracts.changed" as const }),
              meta: { spec: "OFR-07" },
            },
            "contractOffers.closed": {
              target: "done",
              description: "The popup closed (nothing waited, Later, or Close after the last answer): its actor is forgotten.",
              actions: "stopContractOffers",
              meta: { spec: "OFR-08 AGT-06" },
            },
            "viewer.changed": {
              guard: "isNotMemberViewer",
              target: "off",
              description: "The member signed out, the session ended, or a trial account took over: the popup closes and its actor stops.",
              actions: "stopContractOffers",
              meta: { spec: "OFR-08 LOGOUT-01" },
            },
          },
        },
        done: {
          description: "The popup was closed for this login: offers left unanswered wait for the next login.",
          on: {
            "viewer.changed": { guard: "isNotMemberViewer", target: "off", meta: { spec: "OFR-08 LOGOUT-01" } },
          },
        },
      },
    },
  },
});

export type AppActorRef = ActorRefFrom<typeof appMachine>;
