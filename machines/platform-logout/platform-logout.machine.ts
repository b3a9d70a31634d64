import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure } from "../shared/errors.ts";

/** After a logout call failed, when the platform is told again to end the old session (DEV-08); then the player is told. */
export const LOGOUT_RETRY_MS: readonly number[] = [2_000, 10_000, 30_000, 120_000];

export interface PlatformLogoutContext {
  /** Tokens of sessions the player logged out of whose end the platform has not confirmed yet, oldest first. */
  unended: string[];
  /** How many times the platform has been told again about the oldest of them. */
  attempt: number;
}

export type PlatformLogoutEvent =
  | { type: "logout.unconfirmed"; token: string }
  | { type: "platformLogout.retry" }
  | { type: "platformLogout.dismissed" };

/**
 * Logout that the platform hears (issue 28 item 7; DEV-08). The session forgets a session at logout even when the
 * logout call fails (the player asked to leave a shared computer); this machine, run by the app machine, then tells
 * the platform again with the old token until it confirms or says the session is already gone, and tells the player
 * when it could not. Only old tokens are ever sent: a later login is never touched.
 */
export const platformLogoutMachine = setup({
  types: {
    context: {} as PlatformLogoutContext,
    events: {} as PlatformLogoutEvent,
  },
  actors: {
    endPlatformSession: fromPromise<void, { token: string }>(() => Promise.reject(new Error("endPlatformSession is not provided"))),
  },
  delays: {
    retryDelay: ({ context }) => LOGOUT_RETRY_MS[Math.min(context.attempt, LOGOUT_RETRY_MS.length - 1)]!,
  },
  actions: {
    dropOldest: assign({ unended: ({ context }) => context.unended.slice(1), attempt: 0 }),
    keepUnended: assign({ unended: ({ context, event }) => (event.type === "logout.unconfirmed" ? [...context.unended, event.token] : context.unended) }),
  },
  guards: {
    isSessionGone: described(
      "The platform answered that the old session is already gone (HTTP 401).",
      (_, params: { error: unknown }) => toFailure(params.error).code === "session.ended",
    ),
    hasRetryLeft: described(
      "The platform has been told again fewer times than the retries allow (after 2 s, 10 s, 30 s and 2 min).",
      ({ context }) => context.attempt + 1 < LOGOUT_RETRY_MS.length,
    ),
    hasUnended: described("Another session the player logged out of still waits for the platform to confirm its end.", ({ context }) => context.unended.length > 0),
  },
}).createMachine({
  id: "platformLogout",
  description:
    "Logout that the platform hears (DEV-08): the page forgets a session at logout even when the logout call fails, so the platform is told again with the old token (after 2 s, 10 s, 30 s and 2 min) until it confirms or says the session is already gone; when it still could not be told, the player is told, with Try again and Close.",
  context: { unended: [], attempt: 0 },
  on: {
    "logout.unconfirmed": {
      description: "Another logout was not confirmed while one waits: its token waits behind it.",
      actions: "keepUnended",
      meta: { spec: "DEV-08" },
    },
  },
  initial: "idle",
  states: {
    idle: {
      description: "Every session the player logged out of has ended on the platform (or was left to expire).",
      on: {
        "logout.unconfirmed": {
          target: "waiting",
          description: "The logout call failed: the platform may still hold the session.",
          actions: ["keepUnended", assign({ attempt: 0 })],
          meta: { spec: "DEV-08 LOGOUT-01" },
        },
      },
    },
    waiting: {
      description: "Waits before telling the platform again (2 s, then 10 s, 30 s and 2 min).",
      after: { retryDelay: { target: "telling", meta: { spec: "DEV-08" } } },
    },
    telling: {
      description: "The platform is told to end the oldest unconfirmed session, with its own token.",
      invoke: {
        id: "endPlatformSession",
        src: "endPlatformSession",
        input: ({ context }) => ({ token: context.unended[0] ?? "" }),
        onDone: { target: "settling", actions: "dropOldest", meta: { spec: "DEV-08" } },
        onError: [
          { guard: { type: "isSessionGone", params: ({ event }) => ({ error: event.error }) }, target: "settling", actions: "dropOldest", meta: { spec: "DEV-08" } },
          { guard: "hasRetryLeft", target: "waiting", actions: assign({ attempt: ({ context }) => context.attempt + 1 }), meta: { spec: "DEV-08" } },
          { target: "unconfirmed", meta: { spec: "DEV-08 SITE-01" } },
        ],
      },
    },
    settling: {
      description: "One session ended on the platform: the next unconfirmed one, if any, is told at once.",
      always: [
        { guard: "hasUnended", target: "telling", meta: { spec: "DEV-08" } },
        { target: "idle", meta: { spec: "DEV-08" } },
      ],
    },
    unconfirmed: {
      description:
        "The platform could not be told after every retry: the player reads that this device is signed out but the session stays open on the platform until it expires, with Try again and Close.",
      on: {
        "platformLogout.retry": { target: "retrying", meta: { spec: "DEV-08 SITE-01" } },
        "platformLogout.dismissed": {
          target: "idle",
          description: "The player closes the message: the platform's session is left to expire.",
          actions: assign({ unended: [], attempt: 0 }),
          meta: { spec: "DEV-08" },
        },
      },
    },
    retrying: {
      description: "Try again: the platform is told once more while the message stays, its button busy; a failure comes straight back to the message.",
      invoke: {
        id: "endPlatformSessionAgain",
        src: "endPlatformSession",
        input: ({ context }) => ({ token: context.unended[0] ?? "" }),
        onDone: { target: "settling", actions: "dropOldest", meta: { spec: "DEV-08 SITE-01" } },
        onError: [
          { guard: { type: "isSessionGone", params: ({ event }) => ({ error: event.error }) }, target: "settling", actions: "dropOldest", meta: { spec: "DEV-08" } },
          { target: "unconfirmed", meta: { spec: "DEV-08 SITE-01" } },
        ],
      },
    },
  },
});
