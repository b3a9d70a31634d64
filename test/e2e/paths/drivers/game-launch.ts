import type { GameLaunchContext } from "../../../../machines/game-launch/game-launch.machine.ts";
import type { GameSummary, LaunchOutcome, LaunchTarget, VendorCard, Viewer } from "../../../../machines/game-launch/game-launch.types.ts";
import { getGameCatalogue } from "../../../../src/sandbox/seed/games.ts";
import { vendorLanes } from "../../../../src/sandbox/seed/vendors.ts";
import { NotInBrowser, type Check, type Op, type Target } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";

const LAUNCH = "/wps/game/launchGame";
const TRIAL = "/wps/relay/GCS_gameTrialLaunch";
const LIST = "/wps/relay/GCSGAME_gameList";
/** The slots grid of vendor PG: the game tiles the paths click are on its first page. */
const FROM = "/rng?page=PG";

/** The sandbox's PG games standing for the samples' games: one without free trial and one with (supportPlay 0). */
const pg = getGameCatalogue().gamesOf("PG");
const pgGame = (trial: boolean) => pg.find((g, i) => i > 1 && (g.supportPlay === 0) === trial)!;
const realGame = (game: GameSummary) => pgGame(game.trial);

/** The sandbox vendor card standing for a sample card (the same vendor, or the first of its kind) and its header category. */
function realCard(sample: VendorCard): { card: { vassalage: string; displayName: string }; category: string } {
  const lanes = vendorLanes();
  const all = lanes.flatMap((lane) => lane.cards.map((card) => ({ card, category: lane.title })));
  const found = all.find((c) => c.card.vassalage === sample.vassalage) ?? all.find((c) => c.card.gameType === sample.gameType && c.card.isGame === sample.isGame);
  if (!found) throw new Error(`no sandbox vendor card like ${sample.vassalage}`);
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const dialogNamed = (name: string): Target => ({ role: "dialog", name });
const list: Target = { testId: "vendor-game-list" };
const header: Target = { role: "form", name: "Log in", within: { role: "banner" } };
const loginDialog = dialogNamed("Log in");
/** Dialogs that leave the page behind them inert: the player cannot reach a tile or a vendor card. */
const MODAL_STATES = ["awaitingLogin", "needRealAccount", "maintenance", "roundOpen", "failed"];

const isModal = (value: unknown) => typeof value === "object" || MODAL_STATES.includes(String(value));
const launchPathOf = (context: GameLaunchContext) => (context.mode === "trial" ? TRIAL : LAUNCH);

function logIn(): Op[] {
  return [
    { do: "fill", target: { label: /^Username/, within: header }, value: "demo" },
    { do: "fill", target: { label: /^Password/, within: header }, value: "Demo1234" },
    { do: "click", target: { role: "button", name: "Log in", within: header } },
  ];
}

function requestLaunch(target: LaunchTarget, before: ModelState): Op[] {
  if (isModal(before.value)) {
    throw new NotInBrowser(`a game or vendor is asked for while a dialog (${JSON.stringify(before.value)}) covers the page: the player cannot reach it`);
  }
  if (target.kind === "game") {
    const name = realGame(target.game).gameName;
    return [{ do: "click", target: { role: "button", name: target.trial ? `Free trial of ${name}` : `Play ${name}` } }];
  }
  const { card, category } = realCard(target.card);
  const listed = target.card.isGame === "VASSALAGE";
  return [
    // The header's category tab opens its vendor menu from the keyboard (Enter), as a player can.
    { do: "press", target: { css: `nav a[aria-expanded][data-category="${category}"]` }, key: "Enter" },
    ...(listed ? [{ do: "hold", path: LIST } as Op] : []),
    { do: "click", target: { role: "button", name: new RegExp(`^${escape(card.displayName || card.vassalage)}( Hot)?$`), within: { testId: "category-menu" } } },
  ];
}

function answerLaunch(event: Record<string, unknown>, before: ModelState, outcome: "done" | "error"): Op[] {
  const context = before.context as unknown as GameLaunchContext;
  const path = launchPathOf(context);
  const game = realGame(context.game!);
  const real = context.mode === "real" && context.viewer === "member";
  if (outcome === "error") {
    if ((event.error as { code?: string }).code === "session.ended") return [{ do: "answer", path, answer: { json: { success: false, message: "login.not.session" }, status: 401 } }];
    return [{ do: "answer", path, answer: { abort: true } }];
  }
  const output = event.output as LaunchOutcome;
  if (output.kind === "opened") return [{ do: "scenario", patch: { launch: { maintenance: [], roundOpen: false } } }, { do: "answer", path, answer: { sandbox: true } }];
  if (output.kind === "maintenance") return [{ do: "scenario", patch: { launch: { maintenance: [game.nodeId], roundOpen: false } } }, { do: "answer", path, answer: { sandbox: true } }];
  if (output.kind === "roundOpen" && output.url && real) return [{ do: "scenario", patch: { launch: { maintenance: [], roundOpen: true } } }, { do: "answer", path, answer: { sandbox: true } }];
  // A round open on a free-trial call, or one without an address: answers the sandbox's rules never give.
  const url = output.kind === "roundOpen" && output.url ? "{origin}/__sandbox/demo-game?game=Open+round&vendor=EG4&mode=real&balance=10.00" : null;
  const gameName = output.kind === "roundOpen" ? output.gameName : null;
  return [{ do: "answer", path, answer: { json: { success: false, errorCode: "GAME_ROUND_OPEN", message: "game.round.open", value: { gameName, ...(url ? { game_url: url } : {}) } } } }];
}

/**
 * Game launch in the browser from the PG slots grid: tiles (Play, Free trial), the header's vendor menus, the login
 * popup, the launch dialogs and /game. The launch, free-trial launch and (once a vendor list is asked for) game-list
 * calls are held; the sandbox answers them (its maintenance and round-open switches set first), except the answers its
 * rules never give (a round open on a free-trial call or without an address, a 401), which are scripted.
 */
export const gameLaunchDriver: BrowserDriver = {
  machineId: "gameLaunch",

  start(sample) {
    const viewer = (sample.input as { viewer: Viewer }).viewer;
    if (viewer === "trial") throw new NotInBrowser("no path starts as a trial account yet");
    return {
      lang: "en",
      hold: [LAUNCH, TRIAL],
      url: FROM,
      then: viewer === "member" ? logIn() : [],
      ready: [{ see: { role: "button", name: `Play ${pgGame(false).gameName}` } }, ...(viewer === "member" ? [{ see: { testId: "member-bar" } }] : [])],
    };
  },

  perform(event, before): Op[] {
    const context = before.context as unknown as GameLaunchContext;
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (settled) {
      const [, outcome, actor] = settled;
      if (actor === "launchGame") return answerLaunch(event, before, outcome as "done" | "error");
      // The header menu's own game list may be held too: every held list call gets the answer.
      return [{ do: "answer", path: LIST, answer: outcome === "error" ? { abort: true } : { sandbox: true }, all: true }];
    }
    switch (event.type) {
      case "launch.requested":
        return requestLaunch(event.target as LaunchTarget, before);
      case "session.changed":
        if (event.viewer === context.viewer) return [{ do: "nothing", why: "the player is already one" }];
        if (event.viewer === "member" && before.value === "awaitingLogin") {
          const form: Target = { role: "form", name: "Log in", within: loginDialog };
          return [
            { do: "fill", target: { label: /^Username/, within: form }, value: "demo" },
            { do: "fill", target: { label: /^Password/, within: form }, value: "Demo1234" },
            { do: "click", target: { role: "button", name: "Log in", within: form } },
          ];
        }
        throw new NotInBrowser(`the player becomes ${String(event.viewer)} while ${JSON.stringify(before.value)}: no path step drives it in the browser yet`);
      case "login.closed":
        return [{ do: "click", target: { role: "button", name: "Close", within: loginDialog } }];
      case "list.pageRequested":
        return [{ do: "click", target: { role: "button", name: `Page ${String(event.pageNo)}`, within: list } }];
      case "list.retry":
        return [{ do: "click", target: { role: "button", name: "Try again", within: list } }];
      case "launch.retry":
        return [{ do: "click", target: { role: "button", name: "Try again", within: dialogNamed("The game could not start") } }];
      case "round.continue":
        if (!context.openRound?.url) return [{ do: "nothing", why: "the open round has no address: there is no Continue button" }];
        return [{ do: "click", target: { role: "button", name: "Continue that game", within: dialogNamed("A round is still open") } }];
      case "dialog.closed": {
        if (before.value === "needRealAccount") return [{ do: "click", target: { role: "button", name: "Confirm", within: { role: "alertdialog", name: "Real account needed" } } }];
        const open: Record<string, string> = { maintenance: "Game under maintenance", roundOpen: "A round is still open", failed: "The game could not start" };
        const name = open[String(before.value)];
        // The dialog's corner Close button (its text Close button is the second).
        if (name) return [{ do: "click", target: { role: "button", name: "Close", nth: 0, within: dialogNamed(name) } }];
        if (typeof before.value === "object") {
          const vendor = realCard(context.listVendor!).card.displayName;
          return [{ do: "click", target: { role: "button", name: "Close", nth: 0, within: { role: "dialog", name: new RegExp(escape(vendor)) } } }];
        }
        return [{ do: "nothing", why: "no dialog is open" }];
      }
      case "game.left":
        return [{ do: "click", target: { role: "link", name: "Back" } }];
    }
    throw new Error(`the game-launch driver cannot perform ${event.type}`);
  },

  screen({ value, context: raw }: ModelState): Check[] {
    const context = raw as unknown as GameLaunchContext;
    const name = context.game ? realGame(context.game).gameName : "";
    const state = typeof value === "string" ? value : JSON.stringify(value);
    switch (state) {
      case "idle":
        return [
          ...["Game under maintenance", "A round is still open", "The game could not start"].map((title): Check => ({ notSee: dialogNamed(title) })),
          { notSee: list },
          { notSee: { testId: "game-launching" } },
          { notSee: { css: "iframe[title^='Game: ']" } },
        ];
      case "awaitingLogin":
        return [{ see: loginDialog }];
      case "launching":
        return [{ see: { testId: "game-launching" }, text: `Starting ${name}` }];
      case "needRealAccount":
        return [{ see: { role: "alertdialog", name: "Real account needed" }, text: "Register a real account first." }];
      case "playing":
        return [{ see: { css: "iframe[title^='Game: '][sandbox]" } }];
      case "maintenance":
        return [{ see: dialogNamed("Game under maintenance"), text: `${name} is under maintenance` }];
      case "roundOpen": {
        const continueButton: Target = { role: "button", name: "Continue that game", within: dialogNamed("A round is still open") };
        return [{ see: dialogNamed("A round is still open") }, context.openRound?.url ? { see: continueButton } : { notSee: continueButton }];
      }
      case "failed":
        return [{ see: { role: "alert", within: dialogNamed("The game could not start") }, text: /./ }];
    }
    if (state.includes("loading")) return [{ see: list }, { notSee: { testId: "game-tile", within: list } }];
    if (state.includes("ready")) return [{ see: { testId: "game-tile", within: list } }];
    if (state.includes("failed")) return [{ see: { role: "button", name: "Try again", within: list } }];
    throw new Error(`no screen check for ${state}`);
  },
};
