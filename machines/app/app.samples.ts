import { openStatus } from "../boot/boot.samples.ts";
import { gameLaunchMachine } from "../game-launch/game-launch.machine.ts";
import { sampleGame } from "../game-launch/game-launch.samples.ts";
import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import { withdrawalConfirmationMachine } from "../withdrawal-confirmation/withdrawal-confirmation.machine.ts";
import { contractsMachine } from "../contracts/contracts.machine.ts";
import type { AppInput } from "./app.machine.ts";

/** The app's input for a visitor without or with a stored session token. */
export const appInput = (hasToken: boolean): AppInput => ({
  boot: { host: "www.aurora.test", language: "pt" },
  session: {
    hasToken,
    defaultPassword: "123456",
    defaultDialingCode: "+55",
    socialProviders: [],
    rememberedUsername: null,
    domain: "www.aurora.test",
    registerUrl: "https://www.aurora.test/register",
  },
  announcements: { loggedIn: hasToken, language: "pt", popupClosed: { user: false, anonymous: false } },
});

export const appInputs: SampleInput[] = [
  { label: "A visitor opens the site", input: appInput(false) },
  { label: "A player reopens the site with a stored session", input: appInput(true) },
];

export const appSamples: SampleEvent[] = [
  { label: "The start-up has the platform's status", event: { type: "platform.ready", status: openStatus } },
  { label: "The start-up has the platform's status with the agent policy on", event: { type: "platform.ready", status: { ...openStatus, modules: { ...openStatus.modules, AGENTPOLICY3: true } } } },
  { label: "Player presses Try again after a start-up failure", event: { type: "site.retry" } },
  { label: "The session says a guest is browsing", event: { type: "viewer.changed", viewer: "guest" } },
  { label: "The session says a member signed in", event: { type: "viewer.changed", viewer: "member" } },
  { label: "The session says a trial account signed in", event: { type: "viewer.changed", viewer: "trial" } },
  { label: "The player closes a sign-in modal without signing in", event: { type: "signIn.closed" } },
  { label: "A platform call answers 401 (the session ended)", event: { type: "session.ended" } },
  { label: "Player picks English", event: { type: "language.requested", language: "en" } },
  { label: "Player picks Portuguese (the language the site is in at first)", event: { type: "language.requested", language: "pt" } },
  { label: "The language's messages have loaded", event: { type: "xstate.done.actor.switchLanguage" } },
  { label: "The language's messages fail to load", event: { type: "xstate.error.actor.switchLanguage", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again next to the language switcher", event: { type: "language.retry" } },
  { label: "Player dismisses the language failure", event: { type: "language.dismissed" } },
  { label: "Player starts a game", event: { type: "launch.requested", target: { kind: "game", game: sampleGame }, from: "/rng" } },
  { label: "The browser is idle: the game-launch code is asked for", event: { type: "gameLaunch.preload" } },
  { label: "The game-launch code arrives", event: { type: "xstate.done.actor.loadGameLaunch", output: gameLaunchMachine } },
  { label: "The game-launch code fails to load", event: { type: "xstate.error.actor.loadGameLaunch", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again after the game could not start", event: { type: "gameLaunch.retry" } },
  { label: "Player closes the could-not-start message", event: { type: "gameLaunch.dismissed" } },
  { label: "The game launch needs a login", event: { type: "gameLaunch.loginRequested" } },
  { label: "The withdrawal-confirmation code arrives", event: { type: "xstate.done.actor.loadWithdrawalConfirmation", output: withdrawalConfirmationMachine } },
  { label: "The withdrawal-confirmation code fails to load", event: { type: "xstate.error.actor.loadWithdrawalConfirmation", error: { code: "network.abnormal" } } },
  { label: "Five minutes pass: the withdrawal-confirmation code is asked for again", event: { type: "xstate.after.payoutRetry.app.payouts.unavailable" } },
  { label: "The withdrawals list asks for a payout check", event: { type: "payouts.check" } },
  { label: "The inbox or a claim changed the header's counts", event: { type: "badges.refresh" } },
  { label: "The contract offer popup's code arrives", event: { type: "xstate.done.actor.loadContractOffers", output: contractsMachine } },
  { label: "The contract offer popup's code fails to load", event: { type: "xstate.error.actor.loadContractOffers", error: { code: "network.abnormal" } } },
  { label: "The contract offer popup closes (nothing waited, Later, or Close after the answers)", event: { type: "contractOffers.closed" } },
  { label: "The session's logout call failed: the platform may still hold the session", event: { type: "logout.unconfirmed", token: "token-before-logout" } },
  { label: "The player's answer in the contract offer popup was taken", event: { type: "contracts.changed" } },
];
