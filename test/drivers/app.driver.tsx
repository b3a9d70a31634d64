/**
 * Model-based UI driver of the root app machine (machines/app): each generated path through the whole app
 * (`renderApp`, the slots page /rng) against the sandbox, in Portuguese (the site's first language), for demo.
 *
 * Who is playing is the session's word, so the path starts as the model does, before the session has said it: demo's
 * stored session could not be checked yet (the first `/wps/member/info` fails: the platform cannot be reached; the
 * session says nothing and waits for Try again on "Your account could not be loaded"). The session says a member signed
 * in when Try again's check is answered; it says a guest is browsing when that check finds the stored session ended
 * (the sandbox closes it: 401, the login popup opens), when demo signs out (member bar, Confirm), and it says a member
 * again when demo logs in through the header's login popup. The platform's status (`/wps/system/status`) is held: the
 * platform region waits for it, with the agent policy on (the sandbox's default) or off (the sandbox's module tree
 * is arranged so), and the site is drawn once it and the start-up lists are in. demo has the sandbox's contract offers
 * waiting (scenario `contractOffers`), so the contract offer popup shows them; Accept answers one, Later closes it.
 *
 * The app loads the game launch, the withdrawal confirmation, the contract offer popup and a language's texts as
 * chunks of their own: each import is held (lazy-code.ts) until the path says it arrives or fails to load. "The
 * browser is idle" is the 2 s the app waits before asking for the game-launch code where the browser has no idle
 * callback (jsdom); "five minutes pass" is the payouts' retry wait: both timeouts are held and run when the path says
 * so. A platform read held longer than 8 s fails as slow: that timeout is held too, so a held call waits for the path.
 * (Every timeout of those lengths is held, the driver's own waits included: none of them lasts 2 s, 8 s or 5 minutes.)
 *
 * While the platform's status is on its way the site is not drawn (the brand over a spinner): no control a player
 * could use is on the screen. What a player would press then (the language switcher, a game tile, Try again or Close
 * of a dialog) is sent as that control sends it, and what another part of the site reports (the inbox or a claim,
 * the withdrawals list, the end of a session, a failed logout) as that part reports it; each such place says why.
 * Once the site is drawn, the player presses the real controls.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import { PAYOUT_RETRY_MS } from "../../machines/app/app.machine.ts";
import type { PlatformStatus } from "../../machines/boot/boot.types.ts";
import type { Viewer } from "../../machines/session/session.machine.ts";
import { registry } from "../../machines/registry.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { toGameSummary } from "../../src/api/games-api.ts";
import type { Language } from "../../src/config/schema.ts";
import { LANGUAGE_TAGS } from "../../src/i18n/locale.ts";
import { i18n } from "../../src/i18n/i18n.ts";
import { patchScenario } from "../../src/sandbox/scenarios.ts";
import { getGameCatalogue } from "../../src/sandbox/seed/games.ts";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { translated } from "./catalogue.ts";
import { stopFollowed } from "./followed-page.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { holdChunk, holdModule, type HeldChunk } from "./lazy-code.ts";
import { settle } from "./settle.ts";
import { escaped, logInInPopup } from "./sign-in.ts";
import { captureTimeouts, type CapturedTimeouts } from "./timeouts.ts";
import type { FlowDriver } from "./types.ts";

const entry = registry.find((e) => e.machine.id === "app")!;
const { store } = nodeSandbox;
const STATUS: string = endpoints.systemStatus.path;
const MEMBER: string = endpoints.memberInfo.path;
/** How long the app waits before asking for the game-launch code where the browser has no idle callback (src/app/compose.ts). */
const IDLE_PRELOAD_MS = 2000;
/** The client's limit for a platform read (config platform.slowMs). */
const READ_LIMIT_MS = 8000;
const WAIT = { timeout: 10_000 };
/** How long a choice on the switcher may take to reach the app (not a length of the held timeouts below). */
const CHOICE_TAKEN = { timeout: 2500 };
/** The site's first draw (the slots page's code and the start-up lists) takes longer under load. */
const FIRST = { timeout: 30_000 };

type Chunk = "gameLaunch" | "payouts" | "offers";
/** Each chunk of the app machine's and the export the app calls once it is in (src/app/compose.ts). */
const CHUNKS: Record<Chunk, [string, string]> = {
  gameLaunch: ["../../src/app/game-launch-logic.ts", "liveGameLaunch"],
  payouts: ["../../src/app/withdrawal-confirmation-logic.ts", "liveWithdrawalConfirmation"],
  offers: ["../../src/app/contract-offers-logic.ts", "liveContractOffers"],
};

interface AppSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  waits: CapturedTimeouts;
  chunks: Record<Chunk, HeldChunk>;
  /** The languages' core catalogues, held once the app has started in Portuguese. */
  catalogues: Partial<Record<Language, HeldChunk>>;
  /** demo's stored session, checked at the start. */
  token: string;
  /** The stored session's check is held (until the session has said who is playing). */
  checking: { member: boolean };
}

type AppSnapshot = ReturnType<Awaited<ReturnType<typeof renderApp>>["services"]["app"]["getSnapshot"]>;
const snapshotOf = (session: AppSession): AppSnapshot => session.app.services.app.getSnapshot();

/** What the player reads, in the language the site is in now. */
function say(english: string, catalogue = "messages", values: readonly string[] = []): string {
  if (i18n.locale !== "en") return translated(i18n.locale, english, values, catalogue);
  return english.replace(/\{(\d+)\}/g, (_, n: string) => values[Number(n)] ?? "");
}

/** A real game of the sandbox's slots (PG) for the sample's game. */
function realGame(): ReturnType<typeof toGameSummary> {
  const pg = getGameCatalogue().gamesOf("PG");
  return toGameSummary({ ...pg.find((g, i) => i > 1 && g.supportPlay !== 0)!, showIcon: "" }, "");
}

const siteShown = () => document.querySelector('[data-screen="site"]') !== null;
const banner = () => screen.getByRole("banner");
const languageSwitcher = () => within(banner()).getByRole("combobox", { name: say("Language") });
const languageAlert = () => within(languageSwitcher().parentElement!).queryByRole("alert");
const offersPopup = () => screen.queryByRole("dialog", { name: say("Contract offers", "agent") });
const launchFailed = () => screen.queryByRole("dialog", { name: say("The game could not start") });

/** The platform region is waiting for the status: nothing but the checking screen is drawn. */
const waitingForStatus = (session: AppSession) => snapshotOf(session).matches({ platform: "awaitingStatus" });

async function changeLanguage(session: AppSession, language: string) {
  if (!waitingForStatus(session)) {
    // The header may still be drawn again as the site's parts arrive (a choice made on a switcher that was replaced
    // meanwhile reaches nothing): the player chooses again on the switcher now shown.
    for (let attempt = 0; ; attempt += 1) {
      await session.user.selectOptions(languageSwitcher(), language);
      try {
        await waitFor(() => expect(snapshotOf(session).context.nextLanguage).toBe(language), CHOICE_TAKEN);
        return;
      } catch (error) {
        if (attempt === 2) throw error;
      }
    }
  }
  // The switcher is in the header, drawn once the platform's status is in: what it sends on a change.
  session.app.services.changeLanguage(language as Language);
}

async function signOut(session: AppSession) {
  if (waitingForStatus(session)) {
    // The member bar is drawn once the platform's status is in: the session is told what its Sign out and Confirm tell it.
    session.app.services.auth.send({ type: "logout.requested" });
    session.app.services.auth.send({ type: "logout.confirmed" });
  } else {
    const { user } = session;
    await user.click(within(await screen.findByTestId("member-bar", undefined, WAIT)).getByRole("button", { name: say("Sign out") }));
    await user.click(within(await screen.findByRole("alertdialog", { name: say("Sign out") }, WAIT)).getByRole("button", { name: say("Confirm") }));
  }
  await waitFor(() => expect(session.app.services.auth.getSnapshot().matches("guest")).toBe(true), WAIT);
}

const memberFailed = () => screen.queryByRole("alertdialog", { name: say("Your account could not be loaded") });

async function retryMember(session: AppSession) {
  if (waitingForStatus(session)) {
    // The dialog is drawn once the platform's status is in: the session is told what its Try again tells it.
    session.app.services.auth.send({ type: "member.retry" });
    return;
  }
  await session.user.click(within(await waitFor(() => memberFailed()!, WAIT)).getByRole("button", { name: say("Try again") }));
}

async function viewerSays(session: AppSession, viewer: Viewer) {
  const current = snapshotOf(session).context.viewer;
  if (current === null) {
    // The player presses Try again on "Your account could not be loaded" and the stored session's check is answered:
    // demo, or (for a guest) a session the platform has ended meanwhile (401: the login popup opens).
    if (viewer === "guest") store.closeSession(session.token);
    await retryMember(session);
    await session.calls.answer(MEMBER, null);
    session.checking.member = false;
    return;
  }
  if (viewer === current) {
    // The session names who is playing as it enters its guest or signed-in state: a guest is never named twice in a
    // row, and a member again only after a password change reloads the member (security centre), a flow of its own.
    // This repeat is sent to the app machine as the session sends it.
    session.app.services.app.send({ type: "viewer.changed", viewer });
    return;
  }
  if (viewer === "guest") return signOut(session);
  if (viewer === "member" && current === "guest" && !waitingForStatus(session)) {
    // demo logs in through the header's login popup (or the one already open).
    if (!screen.queryByRole("dialog", { name: say("Log in") })) await session.user.click(within(banner()).getAllByRole("button", { name: say("Log in") })[0]!);
    await logInInPopup(session.user, { language: i18n.locale });
    await waitFor(() => expect(session.app.services.auth.getSnapshot().matches("signedIn")).toBe(true), WAIT);
    return;
  }
  throw new Error(`appDriver cannot make the session say ${viewer} after ${String(current)}`);
}

async function startGame(session: AppSession) {
  if (!waitingForStatus(session)) {
    // The first game of the slots page (the sample's is one of the sandbox's slots too).
    const tile = (await screen.findAllByTestId("game-tile", undefined, WAIT))[0]!;
    await session.user.click(within(tile).getByRole("button", { name: new RegExp(`^${escaped(say("Play {0}", "messages", [""]))}`) }));
    return;
  }
  // The slots page is drawn once the platform's status is in: what its game tile sends (useLaunchGame).
  session.app.services.app.send({ type: "launch.requested", target: { kind: "game", game: realGame() }, from: "/rng" });
}

export const appDriver: FlowDriver<AppSession> = {
  machineId: "app",
  // The site's first draw (the slots page, the start-up lists), a login and the contract offer popup's texts.
  pathTimeoutMs: 90_000,

  async start() {
    localStorage.setItem("lang", "pt");
    patchScenario(store, { contractOffers: true });
    const token = store.openSession(store.findMember("demo")!.id);
    sessionStorage.setItem("token", token);
    const checking = { member: true };
    const calls = holdCalls((path) => path === STATUS || (path === MEMBER && checking.member));
    const waits = captureTimeouts([IDLE_PRELOAD_MS, PAYOUT_RETRY_MS, READ_LIMIT_MS], "hold");
    const chunks = {
      gameLaunch: holdChunk(...CHUNKS.gameLaunch),
      payouts: holdChunk(...CHUNKS.payouts),
      offers: holdChunk(...CHUNKS.offers),
    };
    const held: HeldChunk[] = Object.values(chunks);
    try {
      // The chunks' code is loaded now: the first load takes long enough for a path to end before the app gets it.
      await Promise.all([import("../../src/app/game-launch-logic.ts"), import("../../src/app/withdrawal-confirmation-logic.ts"), import("../../src/app/contract-offers-logic.ts")]);
      const app = await renderApp("/rng");
      // The app has started in Portuguese (its texts are in): from now on a language's texts wait for the path.
      const catalogues = { en: holdModule("../../locales/en/messages.po"), pt: holdModule("../../locales/pt/messages.po") };
      held.push(catalogues.en, catalogues.pt);
      const session: AppSession = { app, user: userEvent.setup(), calls, waits, chunks, catalogues, token, checking };
      // The stored session's first check fails (the platform cannot be reached): the session has not said who is
      // playing, and waits for Try again (a check still under way could not end a path: the storage check waits for it).
      await calls.answer(MEMBER, () => HttpResponse.error());
      await waitFor(() => expect(app.services.auth.getSnapshot().matches("restoreFailed")).toBe(true), WAIT);
      await screen.findByRole("status", undefined, FIRST);
      return session;
    } catch (error) {
      // A start that failed has no stop: what it holds is let go here, so the next path starts clean.
      for (const chunk of held) chunk.release();
      waits.restore();
      calls.abandon();
      throw error;
    }
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    await settle();
    const { app, user } = session;
    switch (event.type) {
      case "platform.ready": {
        const status = event.status as PlatformStatus;
        // The sandbox's module tree has the agent policy on; a status without it is one where the operator turned it off.
        patchScenario(store, { whitelabel: status.modules.AGENTPOLICY3 === true ? {} : { AGENTPOLICY3: false } });
        return session.calls.answer(STATUS, null);
      }
      case "site.retry": {
        // Try again shows where a start-up call failed: the status call fails (the platform cannot be reached), the
        // player presses Try again, and the start-up asks again (held again).
        await session.calls.answer(STATUS, () => HttpResponse.error());
        const screenFailed = await screen.findByRole("alert", undefined, WAIT);
        await user.click(within(screenFailed.closest("main")!).getByRole("button", { name: say("Try again") }));
        return;
      }
      case "viewer.changed":
        return viewerSays(session, event.viewer as Viewer);
      case "signIn.closed": {
        const dialog = screen.queryByRole("dialog", { name: say("Log in") });
        if (dialog) return user.click(within(dialog).getByRole("button", { name: say("Close") }));
        // The login popup the ended session opened is drawn once the platform's status is in: the session is told
        // what its Close tells it, and the session reports the closed sign-in.
        app.services.auth.send({ type: "auth.closed" });
        return;
      }
      case "session.ended":
        // The platform client reports a 401 on any call this way (compose.ts: platform.onSessionEnded). While the
        // status is on its way no call of the site is in flight (the stored session's check failed and waits for Try
        // again, whose 401 would make the session say a guest), so the report is sent as the client sends it.
        app.services.app.send({ type: "session.ended" });
        return;
      case "logout.unconfirmed":
        // The session reports an unconfirmed logout when a signed-in member's logout call fails; here no member is
        // signed in (the stored session could not be checked yet), so the report is sent as the session sends it.
        app.services.app.send({ type: "logout.unconfirmed", token: String(event.token) });
        return;
      case "language.requested":
        if (event.language === snapshotOf(session).context.language) {
          // The switcher shows the site's language: choosing it again changes nothing the switcher could send.
          app.services.changeLanguage(event.language as Language);
          return;
        }
        return changeLanguage(session, String(event.language));
      case "xstate.done.actor.switchLanguage":
      case "xstate.error.actor.switchLanguage": {
        const next = snapshotOf(session).context.nextLanguage as Language;
        const catalogue = session.catalogues[next]!;
        return event.type.startsWith("xstate.done") ? catalogue.arrive() : catalogue.fail();
      }
      case "language.retry":
      case "language.dismissed": {
        const alert = waitingForStatus(session) ? null : languageAlert();
        if (alert) return user.click(within(alert).getByRole("button", { name: say(event.type === "language.retry" ? "Try again" : "Close") }));
        // The failure is said next to the switcher, drawn once the platform's status is in: what its button sends.
        app.services.app.send({ type: event.type });
        return;
      }
      case "launch.requested":
        return startGame(session);
      case "gameLaunch.preload":
        return session.waits.fire(IDLE_PRELOAD_MS);
      case "xstate.done.actor.loadGameLaunch":
        return session.chunks.gameLaunch.arrive();
      case "xstate.error.actor.loadGameLaunch":
        return session.chunks.gameLaunch.fail();
      case "gameLaunch.retry":
      case "gameLaunch.dismissed": {
        const dialog = launchFailed();
        if (dialog) return user.click(within(dialog).getAllByRole("button", { name: say(event.type === "gameLaunch.retry" ? "Try again" : "Close") })[0]!);
        // The could-not-start dialog is drawn once the platform's status is in: what its button sends.
        app.services.app.send({ type: event.type });
        return;
      }
      case "xstate.done.actor.loadWithdrawalConfirmation":
        return session.chunks.payouts.arrive();
      case "xstate.error.actor.loadWithdrawalConfirmation":
        return session.chunks.payouts.fail();
      case "xstate.after.payoutRetry.app.payouts.unavailable":
        return session.waits.fire(PAYOUT_RETRY_MS);
      case "payouts.check":
        // The withdrawals list (member centre) asks for a check when it opens; it is drawn once the platform's status
        // is in, so the request is sent as the list sends it.
        app.services.app.send({ type: "payouts.check" });
        return;
      case "badges.refresh":
        // The inbox (or a claim) asks for the counts again when it changed them; it is drawn once the platform's
        // status is in, so the request is sent as the inbox sends it.
        app.services.app.send({ type: "badges.refresh" });
        return;
      case "xstate.done.actor.loadContractOffers":
        return session.chunks.offers.arrive();
      case "xstate.error.actor.loadContractOffers":
        return session.chunks.offers.fail();
      case "contracts.changed": {
        // demo accepts the offer shown; the popup shows the next one (or the answer after the last) once it is taken.
        const popup = await waitFor(() => offersPopup()!, FIRST);
        const shown = within(popup).getByTestId("contract-offer").getAttribute("aria-labelledby");
        await user.click(within(popup).getByRole("button", { name: say("Accept", "agent") }));
        await waitFor(() => {
          const offer = within(offersPopup()!).queryByTestId("contract-offer");
          expect(offer === null ? within(offersPopup()!).getByRole("status") : offer.getAttribute("aria-labelledby")).not.toBe(shown);
        }, WAIT);
        return;
      }
      case "contractOffers.closed": {
        const popup = await waitFor(() => offersPopup()!, FIRST);
        await user.click(within(popup).getAllByRole("button", { name: say("Later", "agent") })[0]!);
        return;
      }
      default:
        throw new Error(`appDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = value as Record<string, string>;
    await waitFor(() => {
      const snapshot = snapshotOf(session);
      // The page is in the site's language (a language that failed to load leaves it as it was).
      expect(document.documentElement.lang).toBe(LANGUAGE_TAGS[snapshot.context.language as Language]);
      if (state.platform === "awaitingStatus") {
        // The brand over a spinner, nothing of the site yet (or the failure with Try again, pressed at once).
        expect(document.querySelector('[data-screen="checking"]')).not.toBeNull();
        expect(siteShown()).toBe(false);
        return;
      }
      expect(siteShown()).toBe(true);
      if (session.app.router.state.location.pathname === "/game") {
        // The game the player started plays on a page of its own, without the header (the popup shows over it).
        expect(screen.getByTitle(/^Game: /)).toBeInTheDocument();
        if (state.contractOffers === "open") expect(offersPopup()).not.toBeNull();
        else expect(offersPopup()).toBeNull();
        return;
      }
      // Who is playing is not known while the stored session could not be checked: the dialog says so, with Try again.
      expect(memberFailed() !== null).toBe(state.viewer === "unknown");
      const memberBar = screen.queryByTestId("member-bar");
      if (state.viewer === "signedIn") expect(memberBar).not.toBeNull();
      else expect(memberBar).toBeNull();
      const alert = languageAlert();
      if (state.language === "failed") {
        expect(alert).toHaveTextContent(say("Try again"));
        expect(languageSwitcher()).toHaveValue(snapshot.context.language);
      } else expect(alert).toBeNull();
      const queued = snapshot.context.queuedLaunch;
      if (state.gameLaunch === "failed" && queued) expect(launchFailed()).not.toBeNull();
      else expect(launchFailed()).toBeNull();
      if (state.gameLaunch === "loading" && queued) expect(screen.getByTestId("game-launching")).toBeInTheDocument();
      // The popup shows the offers waiting for demo while its actor runs; nothing shows otherwise.
      if (state.contractOffers === "open") expect(offersPopup()).not.toBeNull();
      else expect(offersPopup()).toBeNull();
    }, FIRST);
  },

  machineState: (session) => entry.serialize(snapshotOf(session) as never),

  async stop(session) {
    // The chunks first: a language's texts left held would keep the next app from starting.
    for (const chunk of [...Object.values(session.chunks), ...Object.values(session.catalogues)]) chunk?.release();
    session.waits.restore();
    await stopFollowed(session);
  },
};
