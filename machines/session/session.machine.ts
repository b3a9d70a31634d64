import { assign, fromPromise, setup } from "xstate";
import type { FieldRules } from "../auth/fields.ts";
import type { LoginValue, SignedIn, SocialProvider } from "../auth/types.ts";
import { balanceMachine } from "../balance/balance.machine.ts";
import type { Member } from "../boot/boot.types.ts";
import type { ChangePasswordField, changePasswordMachine, ChangePasswordOutput } from "../change-password/change-password.machine.ts";
import type { loginMachine } from "../login/login.machine.ts";
import type { passwordRecoveryMachine } from "../password-recovery/password-recovery.machine.ts";
import type { BonusKind, registrationMachine } from "../registration/registration.machine.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";

/**
 * Something a guest started that needs a session; it continues after login (SPEC §4): an address to go to (a
 * member-centre page is one, `/member/<page>`). `realAccountOnly`: a trial account gets the warning instead.
 */
export type Intent = { kind: "route"; to: string; realAccountOnly: boolean };

/** Account type 4 is the trial (free-play) account (SPEC §3). */
export const TRIAL_TYPE = 4;

/** The agents' account types (SPEC §3 and §6: 1, 2, 41, 42): they have the agent centre. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** A loaded member is an agent (SPEC §6). */
export function isAgent(member: Member | null): boolean {
  return member !== null && AGENT_TYPES.includes(member.type);
}

/** Who is playing, as the rest of the site needs to know it: a guest, a member with real money, or a trial account. */
export type Viewer = "guest" | "member" | "trial";

/** A loaded member is a trial account (type 4) or a real one. */
export function viewerOf(member: Member | null): Viewer {
  if (!member) return "guest";
  return member.type === TRIAL_TYPE ? "trial" : "member";
}

/**
 * What the logout call came to (DEV-08): the platform confirmed (or its session was already gone), or the call
 * failed and the platform's session may still be alive under `token`, which the app machine keeps telling it to end.
 */
export type LogoutOutcome = { ended: true } | { ended: false; token: string };

export interface SessionInput {
  hasToken: boolean;
  /** The stored session is marked (cpw): a forced password change was left unfinished. */
  passwordChangePending?: boolean;
  defaultPassword: string;
  defaultDialingCode: string;
  socialProviders: readonly SocialProvider[];
  rememberedUsername: string | null;
  domain: string;
  registerUrl: string;
  /** The operator's Zalo / WhatsApp bonus prompts after registration (config `registrationBonusPrompts`). */
  bonusPrompts?: readonly BonusKind[];
}

export interface SessionContext extends SessionInput {
  /** The login popup is open because the platform ended the session (HTTP 401): the popup says so. */
  sessionEnded: boolean;
  /** What the open change-password form holds; kept when the session ends in the middle of it, for after the login. */
  typedPasswordChange: Record<ChangePasswordField, string> | null;
  modules: Record<string, boolean>;
  rules: FieldRules;
  member: Member | null;
  signedIn: SignedIn | null;
  pendingIntent: Intent | null;
  referralCode: string | null;
  affiliateCode: string | null;
  /** Credentials from the header's login form, handed to the login modal once. */
  prefill: { username: string; password: string } | null;
  failure: Failure | null;
}

export type SessionEvent =
  | { type: "platform.ready"; modules: Record<string, boolean>; rules: FieldRules }
  | { type: "login.open"; credentials?: { username: string; password: string } }
  | { type: "register.open"; referralCode?: string; affiliateCode?: string }
  | { type: "recovery.open" }
  | { type: "auth.closed" }
  | { type: "freeplay.requested" }
  | { type: "protected.requested"; intent: Intent }
  | { type: "password.change" }
  | { type: "logout.requested" }
  | { type: "logout.cancelled" }
  | { type: "logout.confirmed" }
  | { type: "trial.dismissed" }
  | { type: "failure.dismissed" }
  | { type: "member.retry" }
  | { type: "session.ended" };

const on = (context: SessionContext, modId: string) => context.modules[modId] === true;

function isTrialBlocked(member: Member | null, intent: Intent | null): boolean {
  if (!member || !intent || member.type !== TRIAL_TYPE) return false;
  return intent.realAccountOnly;
}

/** The change-password form's fields when something is typed in them; null when it is empty. */
function typedFields(fields: unknown): Record<ChangePasswordField, string> | null {
  if (typeof fields !== "object" || fields === null) return null;
  const typed = fields as Record<ChangePasswordField, string>;
  return typed.oldPassword || typed.newPassword || typed.confirmPassword ? typed : null;
}

/** Inputs of the sign-in flows, from the whitelabel modules and the platform's field rules. */
export function loginInput(context: SessionContext) {
  return {
    smsLogin: on(context, "MOBILEVERCODELOGIN3"),
    forcedChange: on(context, "PWDEXPFORCECHANGE3"),
    defaultPassword: context.defaultPassword,
    rememberedUsername: context.rememberedUsername,
    defaultDialingCode: context.defaultDialingCode,
    socialProviders: context.socialProviders,
    passwordRule: context.rules.password ?? null,
    prefill: context.prefill,
    ...(context.rules.mobileNum ? { mobileRule: context.rules.mobileNum } : {}),
  };
}

/**
 * A sign-in flow the composition root supplies (`.provide()`): the flows are only type-imported here so that a
 * page does not load their code before a modal opens. Invoking one that was not supplied fails loudly.
 */
function suppliedAtRoot<T>(name: string): T {
  return fromPromise(() => Promise.reject(new Error(`${name} is not provided`))) as unknown as T;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    fetchMember: fromPromise<Member>(() => Promise.reject(new Error("fetchMember is not provided"))),
    startFreePlay: fromPromise<LoginValue>(() => Promise.reject(new Error("startFreePlay is not provided"))),
    logout: fromPromise<LogoutOutcome>(() => Promise.reject(new Error("logout is not provided"))),
    login: suppliedAtRoot<typeof loginMachine>("login"),
    registration: suppliedAtRoot<typeof registrationMachine>("registration"),
    passwordRecovery: suppliedAtRoot<typeof passwordRecoveryMachine>("passwordRecovery"),
    changePassword: suppliedAtRoot<typeof changePasswordMachine>("changePassword"),
    balance: balanceMachine,
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    clearSession: () => {},
    clearTrialPassword: () => {},
    clearPasswordChangeMark: () => {},
    navigateHome: () => {},
    leaveAuthRoute: () => {},
    /** Leaves a member-centre address for home: the login popup asked for on it was closed, or a trial account asked for it. */
    leaveMemberRoute: () => {},
    continueIntent: (_, _params: { intent: Intent }) => {},
    /** Tells whoever runs the site (machines/app) who is playing now: a guest, a member or a trial account. */
    announceViewer: (_, _params: { viewer: Viewer }) => {},
    /** Tells whoever runs the site that a sign-in modal was closed without signing in. */
    announceSignInClosed: () => {},
    /** Tells whoever runs the site that the platform did not confirm the logout: its session under `token` must still be ended (DEV-08). */
    announceLogoutUnconfirmed: (_, _params: { token: string }) => {},
  },
  guards: {
    hasToken: described("A session token from an earlier login is stored in this tab.", ({ context }) => context.hasToken),
    isSessionEnded: described(
      "The platform answered that the session has ended (HTTP 401).",
      (_, params: { error: unknown }) => toFailure(params.error).code === "session.ended",
    ),
    isLogoutUnconfirmed: described(
      "The logout call failed: the platform may still hold the session (the page has forgotten it either way).",
      (_, params: { outcome: LogoutOutcome }) => !params.outcome.ended,
    ),
    isFreePlayOn: described("Free play (FREEPLAY3) is switched on for this site.", ({ context }) => on(context as SessionContext, "FREEPLAY3")),
    isTrialBlocked: described(
      "The member is a trial account (type 4) and the action needs a real account (member centre, deposit, withdraw ...).",
      ({ context, event }) => isTrialBlocked(context.member, event.type === "protected.requested" ? event.intent : context.pendingIntent),
    ),
    hasPendingIntent: described("A guest started a protected action before logging in.", ({ context }) => context.pendingIntent !== null),
    isPasswordChanged: described("The change-password form ended with a new password.", (_, params: { result: ChangePasswordOutput }) => params.result.changed),
    isPasswordChangePending: described(
      "The restored session was left in a forced password change (cpw mark): it must be finished before anything else.",
      ({ context }) => context.passwordChangePending === true,
    ),
    hasInterruptedPasswordChange: described(
      "The session ended in the middle of a password change the member chose, with something typed.",
      ({ context }) => context.typedPasswordChange !== null && context.passwordChangePending !== true,
    ),
    isForcedChange: described("The open password change is forced (it cannot be skipped).", ({ context }) => context.passwordChangePending === true),
    leadsHome: described(
      "The sign-in came from free play, a reset password or a forced password change, which go to '/' afterwards (SPEC §4).",
      ({ context }) => context.signedIn?.via === "freeplay" || context.signedIn?.via === "recovery" || context.signedIn?.passwordChanged === true,
    ),
  },
}).createMachine({
  id: "session",
  description:
    "The player's session: guest or logged in (a token exists), which sign-in modal is open, free play, the member and their balance, protected actions that continue after login, the trial-account warning, and logout with confirmation. A 401 anywhere ends the session and opens the login popup.",
  context: ({ input }) => ({
    ...input,
    sessionEnded: false,
    typedPasswordChange: null,
    modules: {},
    rules: {},
    member: null,
    signedIn: null,
    pendingIntent: null,
    referralCode: null,
    affiliateCode: null,
    prefill: null,
    failure: null,
  }),
  on: {
    "platform.ready": {
      actions: assign({ modules: ({ event }) => event.modules, rules: ({ event }) => event.rules }),
      meta: { spec: "FLAG-01" },
    },
  },
  initial: "starting",
  states: {
    starting: {
      description: "Checks whether a session token is stored.",
      always: [
        { guard: "hasToken", target: "restoring", meta: { spec: "START-06" } },
        { target: "guest", meta: { spec: "SESSION-01" } },
      ],
    },
    restoring: {
      description: "The stored token is checked by loading the member.",
      invoke: {
        id: "fetchMember",
        src: "fetchMember",
        onDone: [
          {
            guard: "isPasswordChangePending",
            target: "signedIn.changingPassword",
            actions: assign({ member: ({ event }) => event.output }),
            meta: { spec: "LOGIN-17 SITE-15" },
          },
          { target: "signedIn", actions: assign({ member: ({ event }) => event.output }), meta: { spec: "START-06" } },
        ],
        onError: [
          {
            guard: { type: "isSessionEnded", params: ({ event }) => ({ error: event.error }) },
            target: "guest.loggingIn",
            actions: ["clearSession", assign({ hasToken: false, sessionEnded: true })],
            meta: { spec: "SITE-03" },
          },
          { target: "restoreFailed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
        ],
      },
    },
    restoreFailed: {
      description: "The member could not be loaded; the player can try again.",
      on: { "member.retry": { target: "restoring", actions: assign({ failure: null }), meta: { spec: "ERR-10 SITE-01" } } },
    },
    guest: {
      description: "No session: the visitor browses as a guest.",
      entry: { type: "announceViewer", params: { viewer: "guest" } },
      initial: "idle",
      on: {
        "login.open": {
          target: ".loggingIn",
          actions: assign({ prefill: ({ event }) => event.credentials ?? null }),
          meta: { spec: "SESSION-02 LOGIN-06" },
        },
        "register.open": {
          target: ".registering",
          actions: assign({ referralCode: ({ event }) => event.referralCode ?? null, affiliateCode: ({ event }) => event.affiliateCode ?? null }),
          meta: { spec: "REG-01" },
        },
        "protected.requested": {
          target: ".loggingIn",
          actions: assign({ pendingIntent: ({ event }) => event.intent }),
          meta: { spec: "SESSION-02" },
        },
      },
      states: {
        idle: {
          description: "No sign-in modal is open.",
          on: {
            "freeplay.requested": { guard: "isFreePlayOn", target: "startingFreePlay", meta: { spec: "FREE-01 LOGIN-04" } },
            "failure.dismissed": { actions: assign({ failure: null }), meta: { spec: "SITE-01" } },
          },
        },
        loggingIn: {
          description: "The login modal is open.",
          invoke: {
            id: "login",
            src: "login",
            input: ({ context }) => loginInput(context),
            onDone: {
              target: "#session.loadingMember",
              actions: assign({
                prefill: null,
                sessionEnded: false,
                rememberedUsername: ({ context, event }) => (event.output.remembered === undefined ? context.rememberedUsername : event.output.remembered),
                signedIn: ({ event }) => event.output,
              }),
              meta: { spec: "LOGIN-12 LOGIN-14" },
            },
          },
          on: {
            "auth.closed": {
              target: "idle",
              actions: [assign({ pendingIntent: null, prefill: null, sessionEnded: false, typedPasswordChange: null }), "leaveAuthRoute", "leaveMemberRoute", "announceSignInClosed"],
              meta: { spec: "MODAL-01 SITE-04 SITE-21" },
            },
            "recovery.open": { target: "recovering", meta: { spec: "LOGIN-03" } },
            "freeplay.requested": { guard: "isFreePlayOn", target: "startingFreePlay", meta: { spec: "LOGIN-04" } },
          },
        },
        registering: {
          description: "The register modal is open.",
          invoke: {
            id: "registration",
            src: "registration",
            input: ({ context }) => ({
              usernameReg: on(context, "USERNAMEREG3") || !on(context, "MOBILENUMREG3"),
              mobileReg: on(context, "MOBILENUMREG3"),
              mobilePassword: on(context, "MOBILENUMPASSREG3"),
              smsVerification: on(context, "REGMOBVERF3"),
              affiliateCheck: on(context, "AFFMAN3"),
              referralCode: context.referralCode,
              affiliateCode: context.affiliateCode,
              domain: context.domain,
              registerUrl: context.registerUrl,
              defaultDialingCode: context.defaultDialingCode,
              bonusPrompts: context.bonusPrompts ?? [],
            }),
            onDone: {
              target: "#session.loadingMember",
              actions: assign({ signedIn: ({ event }) => event.output }),
              meta: { spec: "REG-06" },
            },
          },
          on: {
            "auth.closed": {
              target: "idle",
              actions: [assign({ pendingIntent: null }), "leaveAuthRoute", "leaveMemberRoute", "announceSignInClosed"],
              meta: { spec: "REG-01 SITE-04 SITE-21" },
            },
          },
        },
        recovering: {
          description: "The forgot-password modal is open.",
          invoke: {
            id: "passwordRecovery",
            src: "passwordRecovery",
            input: ({ context }) => ({
              phoneReset: on(context, "CHNGPASSVERIF3"),
              defaultDialingCode: context.defaultDialingCode,
              usernameRule: null,
              passwordRule: context.rules.password ?? null,
              ...(context.rules.mobileNum ? { mobileRule: context.rules.mobileNum } : {}),
            }),
            onDone: {
              target: "#session.loadingMember",
              actions: assign({ signedIn: ({ event }) => event.output }),
              meta: { spec: "PWD-04" },
            },
          },
          on: {
            "auth.closed": {
              target: "idle",
              actions: [assign({ pendingIntent: null }), "leaveAuthRoute", "leaveMemberRoute", "announceSignInClosed"],
              meta: { spec: "PWD-03 SITE-04 SITE-21" },
            },
          },
        },
        startingFreePlay: {
          description: "A trial account is being opened (free play).",
          invoke: {
            id: "startFreePlay",
            src: "startFreePlay",
            onDone: {
              target: "#session.loadingMember",
              actions: [
                { type: "storeToken", params: ({ event }) => ({ token: event.output.token }) },
                "clearTrialPassword",
                assign({ signedIn: ({ event }) => ({ value: event.output, via: "freeplay" as const }) }),
              ],
              meta: { spec: "FREE-01" },
            },
            onError: {
              target: "idle",
              actions: [assign({ failure: ({ event }) => toFailure(event.error) }), "announceSignInClosed"],
              meta: { spec: "SITE-01" },
            },
          },
        },
      },
    },
    loadingMember: {
      description: "The sign-in worked; the member is being loaded.",
      invoke: {
        id: "loadMember",
        src: "fetchMember",
        onDone: [
          {
            guard: "leadsHome",
            target: "signedIn",
            actions: [assign({ member: ({ event }) => event.output, hasToken: true }), "navigateHome"],
            meta: { spec: "FREE-01 PWD-04 PWD-05" },
          },
          {
            target: "signedIn",
            actions: [assign({ member: ({ event }) => event.output, hasToken: true }), "leaveAuthRoute"],
            meta: { spec: "LOGIN-14" },
          },
        ],
        onError: [
          {
            guard: { type: "isSessionEnded", params: ({ event }) => ({ error: event.error }) },
            target: "guest.loggingIn",
            actions: ["clearSession", assign({ signedIn: null, hasToken: false, sessionEnded: true })],
            meta: { spec: "SITE-03" },
          },
          { target: "memberFailed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
        ],
      },
    },
    memberFailed: {
      description: "The member could not be loaded after signing in; the player can try again or log out.",
      on: {
        "member.retry": { target: "loadingMember", actions: assign({ failure: null }), meta: { spec: "ERR-10 SITE-01" } },
        "logout.confirmed": { target: "signedIn.loggingOut", actions: assign({ failure: null }), meta: { spec: "LOGOUT-01 API-15" } },
      },
    },
    signedIn: {
      description: "A member is logged in; the header shows the logged-in bar with the balance.",
      entry: { type: "announceViewer", params: ({ context }) => ({ viewer: viewerOf(context.member) }) },
      invoke: { id: "balance", src: "balance" },
      on: {
        "session.ended": {
          target: "guest.loggingIn",
          actions: ["clearSession", assign({ member: null, signedIn: null, hasToken: false, pendingIntent: null, sessionEnded: true })],
          meta: { spec: "SITE-03" },
        },
      },
      initial: "deciding",
      states: {
        deciding: {
          description: "Checks whether an action the guest started waits to continue.",
          always: [
            {
              guard: "isTrialBlocked",
              target: "trialWarning",
              actions: [assign({ pendingIntent: null }), "leaveMemberRoute"],
              meta: { spec: "TRIAL-01 ERR-01 ROLE-01 SITE-21" },
            },
            { guard: "hasInterruptedPasswordChange", target: "changingPassword", meta: { spec: "SITE-30" } },
            {
              guard: "hasPendingIntent",
              target: "idle",
              actions: [{ type: "continueIntent", params: ({ context }) => ({ intent: context.pendingIntent! }) }, assign({ pendingIntent: null })],
              meta: { spec: "SITE-04" },
            },
            { target: "idle", meta: { spec: "SESSION-01" } },
          ],
        },
        idle: {
          description: "The logged-in bar is shown; no session dialog is open (the member centre is an address, /member/<page>, not a state).",
          on: {
            "protected.requested": [
              { guard: "isTrialBlocked", target: "trialWarning", actions: "leaveMemberRoute", meta: { spec: "ROLE-01 ROLE-03 TRIAL-01 SITE-21" } },
              {
                actions: { type: "continueIntent", params: ({ event }) => ({ intent: event.intent }) },
                meta: { spec: "ROLE-04 BAR-02 BAR-03" },
              },
            ],
            "logout.requested": { target: "confirmingLogout", meta: { spec: "BAR-04" } },
            "password.change": { target: "changingPassword", meta: { spec: "PWD-02" } },
          },
        },
        trialWarning: {
          description: "The trial-account warning (register a real account first) is shown.",
          on: { "trial.dismissed": { target: "idle", meta: { spec: "ERR-01" } } },
        },
        changingPassword: {
          description: "The change-password modal is open.",
          invoke: {
            id: "changePassword",
            src: "changePassword",
            input: ({ context }) => ({
              account: context.member?.account ?? "",
              heldOldPassword: null,
              typed: context.typedPasswordChange,
              forced: context.passwordChangePending === true,
              passwordRule: context.rules.password ?? null,
              defaultPassword: context.defaultPassword,
            }),
            onSnapshot: {
              // A snapshot without the form's fields (not yet the form's own) leaves what is kept as it is.
              actions: assign({ typedPasswordChange: ({ context, event }) => (event.snapshot.context?.fields === undefined ? context.typedPasswordChange : typedFields(event.snapshot.context.fields)) }),
              meta: { spec: "SITE-30" },
            },
            onDone: [
              {
                guard: { type: "isPasswordChanged", params: ({ event }) => ({ result: event.output }) },
                target: "#session.loadingMember",
                actions: ["clearPasswordChangeMark", assign({ passwordChangePending: false, typedPasswordChange: null }), "navigateHome"],
                meta: { spec: "PWD-05" },
              },
              {
                guard: "isForcedChange",
                target: "loggingOut",
                actions: assign({ typedPasswordChange: null }),
                meta: { spec: "SITE-15 LOGIN-17" },
              },
              { target: "idle", actions: assign({ typedPasswordChange: null }), meta: { spec: "PWD-02" } },
            ],
          },
        },
        confirmingLogout: {
          description: "The dialog \"sure to log out\" asks for confirmation.",
          on: {
            "logout.cancelled": { target: "idle", meta: { spec: "BAR-04" } },
            "logout.confirmed": { target: "loggingOut", meta: { spec: "BAR-04" } },
          },
        },
        loggingOut: {
          description: "The platform is told the session ends.",
          invoke: {
            id: "logout",
            src: "logout",
            onDone: [
              {
                guard: { type: "isLogoutUnconfirmed", params: ({ event }) => ({ outcome: event.output }) },
                target: "#session.guest",
                description: "The local session ends anyway; the app machine keeps telling the platform to end its session with the old token.",
                actions: [
                  "clearSession",
                  "navigateHome",
                  assign({ member: null, signedIn: null, hasToken: false }),
                  { type: "announceLogoutUnconfirmed", params: ({ event }) => ({ token: event.output.ended ? "" : event.output.token }) },
                ],
                meta: { spec: "LOGOUT-01 DEV-08" },
              },
              {
                target: "#session.guest",
                actions: ["clearSession", "navigateHome", assign({ member: null, signedIn: null, hasToken: false })],
                meta: { spec: "LOGOUT-01" },
              },
            ],
            onError: {
              target: "#session.guest",
              actions: ["clearSession", "navigateHome", assign({ member: null, signedIn: null, hasToken: false })],
              meta: { spec: "LOGOUT-01 DEV-08" },
            },
          },
        },
      },
    },
  },
});
