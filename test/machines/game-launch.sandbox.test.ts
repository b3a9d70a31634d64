/** The live launch actor through the real platform client against the sandbox platform (msw/node). */
import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { launchGame, type GameLaunchContextPort } from "../../src/api/game-launch-actors.ts";
import { isPlatformError } from "../../src/api/errors.ts";
import { toGameSummary } from "../../src/api/games-api.ts";
import { applyPreset, patchScenario } from "../../src/sandbox/scenarios.ts";
import { getGameCatalogue } from "../../src/sandbox/seed/games.ts";
import { seededMaintenance } from "../../src/sandbox/seed/launch.ts";
import { demoGameHtml } from "../../src/sandbox/handlers/launch.ts";
import { findVendor } from "../../src/sandbox/seed/vendors.ts";
import { roomsOf } from "../../src/sandbox/seed/lobby.ts";
import type { GameSummary, LaunchRequest } from "../../machines/game-launch/game-launch.types.ts";
import { nodeSandbox } from "../sandbox-server.ts";
import { makeClient, rejectionOf } from "../api/helpers.ts";

const store = nodeSandbox.store;
const catalogue = getGameCatalogue();
const summary = (vendor: string, index: number): GameSummary => toGameSummary({ ...catalogue.gamesOf(vendor)[index]!, showIcon: "" }, "");

function signedIn(username = "demo", type?: number) {
  let member = store.findMember(username)!;
  if (type !== undefined) {
    const { id: _id, ...rest } = member;
    member = store.addMember({ ...rest, account: `${username}-trial`, type });
  }
  const token = store.openSession(member.id);
  const { client, onSessionEnded } = makeClient({ token });
  const ctx: GameLaunchContextPort = { merchant: "aurora01", imageCdn: "", language: () => "pt", token: () => token, username: () => member.account };
  return { client, ctx, member, token, onSessionEnded };
}

const real = (game: GameSummary, accountType: 0 | 1 = 1): LaunchRequest => ({ game, mode: "real", accountType });

describe("game launch against the sandbox", () => {
  it("sends the SPEC §3 payload with the Language header and answers the demo game's address [LAUNCH-01] [API-22]", async () => {
    const { client, ctx, token } = signedIn();
    const seen: { url?: URL; language?: string | null; auth?: string | null } = {};
    nodeSandbox.server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/wps/game/launchGame")) Object.assign(seen, { url: new URL(request.url), language: request.headers.get("Language"), auth: request.headers.get("Authorization") });
    });
    const game = summary("PG", 0);
    const outcome = await launchGame(client, real(game), ctx);
    nodeSandbox.server.events.removeAllListeners();
    expect(Object.fromEntries(seen.url!.searchParams)).toEqual({
      gameId: String(game.gameId),
      nodeId: String(game.nodeId),
      gameCode: game.gameCode,
      gameType: "RNG",
      accountType: "1",
      confirmTrans: "0",
      vassalage: "PG",
      launchMode: "GLS",
      platform: "html5-desktop",
      clientType: "3",
      username: "demo",
      token,
      merchantCode: "aurora01",
      language: "pt",
    });
    expect(seen.language).toBe("PT");
    expect(seen.auth).toBe(token);
    expect(outcome.kind).toBe("opened");
    const url = new URL((outcome as { url: string }).url);
    expect(url.pathname).toBe("/__sandbox/demo-game");
    expect(Object.fromEntries(url.searchParams)).toEqual({ game: game.name, vendor: "PG", mode: "real", balance: "1520.75" });
    expect(url.search).not.toContain(token);
  });

  it("launches a sports vendor's lobby by its node, and refuses an unknown game", async () => {
    const { client, ctx } = signedIn();
    const sb = findVendor("SB")!;
    const lobby: GameSummary = { nodeId: sb.nodeId, gameId: sb.nodeId, gameCode: "SB_LOBBY", name: sb.name, vendor: "SB", gameType: "SPORTS", icon: "", trial: false, hot: false };
    expect(await launchGame(client, real(lobby), ctx)).toMatchObject({ kind: "opened", openIn: "route" });
    const error = await rejectionOf(launchGame(client, real({ ...lobby, nodeId: 999_999_999, vendor: "NOPE" }), ctx));
    expect(isPlatformError(error, "platform.message") && error.errorCode).toBe("GAME_NOT_FOUND");
  });

  it("joins a card-game room: roomId instead of gameId; a room of another game is refused [LAUNCH-01]", async () => {
    const { client, ctx } = signedIn();
    const pvp = catalogue.gamesOf("KM")[0]!;
    const game = toGameSummary({ ...pvp, showIcon: "" }, "");
    const [room] = roomsOf("KM", { nodeId: pvp.nodeId });
    const sent: URL[] = [];
    nodeSandbox.server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/wps/game/launchGame")) sent.push(new URL(request.url));
    });
    expect(await launchGame(client, real({ ...game, roomId: room!.roomId }), ctx)).toMatchObject({ kind: "opened" });
    expect(sent.at(-1)?.searchParams.get("roomId")).toBe(String(room!.roomId));
    expect(sent.at(-1)?.searchParams.has("gameId")).toBe(false);
    nodeSandbox.server.events.removeAllListeners("request:start");
    const error = await rejectionOf(launchGame(client, real({ ...game, roomId: room!.roomId + 1_000_000 }), ctx));
    expect(isPlatformError(error, "platform.message") && error.errorCode).toBe("ROOM_NOT_FOUND");
  });

  it("a game under maintenance answers recommended games of the same vendor (none under maintenance); the scenario can clear it", async () => {
    const { client, ctx } = signedIn();
    const down = summary("PG", 1);
    expect(seededMaintenance()).toContain(down.nodeId);
    const outcome = await launchGame(client, real(down), ctx);
    expect(outcome.kind).toBe("maintenance");
    const recommended = (outcome as { recommended: GameSummary[] }).recommended;
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.every((g) => g.vendor === "PG" && g.nodeId !== down.nodeId && g.icon !== "")).toBe(true);
    expect(await launchGame(client, real(recommended[0]!), ctx)).toMatchObject({ kind: "opened" });
    expect(applyPreset(store, "games-no-maintenance")).toBe(true);
    expect(await launchGame(client, real(down), ctx)).toMatchObject({ kind: "opened" });
    expect(patchScenario(store, { launch: { maintenance: [summary("PG", 0).nodeId] } }).ok).toBe(true);
    expect((await launchGame(client, real(summary("PG", 0)), ctx)).kind).toBe("maintenance");
  });

  it("round-open: a real launch answers the open round with its address", async () => {
    const { client, ctx } = signedIn();
    applyPreset(store, "round-open");
    const outcome = await launchGame(client, real(summary("PG", 0)), ctx);
    expect(outcome).toMatchObject({ kind: "roundOpen", gameName: expect.any(String) });
    expect((outcome as { url: string }).url).toContain("/__sandbox/demo-game");
  });

  it("without a session the launch answers 401 and the client ends the session", async () => {
    const { client, ctx, token, onSessionEnded } = signedIn();
    store.closeSession(token);
    const error = await rejectionOf(launchGame(client, real(summary("PG", 0)), ctx));
    expect(isPlatformError(error, "session.ended")).toBe(true);
    expect(onSessionEnded).toHaveBeenCalled();
  });

  it("free trial: no token, only games whose supportPlay is 0", async () => {
    const { client } = makeClient({ token: null });
    const ctx: GameLaunchContextPort = { merchant: "aurora01", imageCdn: "", language: () => "en", token: () => null, username: () => "" };
    const games = catalogue.gamesOf("PG").map((_, i) => summary("PG", i));
    const trial = games.find((g, i) => g.trial && i > 1)!;
    const paid = games.find((g, i) => !g.trial && i > 1)!;
    const opened = await launchGame(client, { game: trial, mode: "trial", accountType: 1 }, ctx);
    expect(new URL((opened as { url: string }).url).searchParams.get("mode")).toBe("trial");
    const error = await rejectionOf(launchGame(client, { game: paid, mode: "trial", accountType: 1 }, ctx));
    expect(isPlatformError(error, "platform.message") && error.errorCode).toBe("TRIAL_NOT_SUPPORTED");
  });

  it("a trial account (type 4) plays free-play games with accountType 0 and is refused real money", async () => {
    const { client, ctx } = signedIn("demo", 4);
    const games = catalogue.gamesOf("PG").map((_, i) => summary("PG", i));
    const trial = games.find((g, i) => g.trial && i > 1)!;
    const opened = await launchGame(client, real(trial, 0), ctx);
    expect(new URL((opened as { url: string }).url).searchParams.get("mode")).toBe("free");
    const error = await rejectionOf(launchGame(client, real(trial, 1), ctx));
    expect(isPlatformError(error, "platform.message") && error.serverMessage).toBe("in_need_true_account");
  });

  it("accepts the older answer shapes, turns a refused address into platform.unsafeAddress and anything else into platform.malformed", async () => {
    const { client, ctx } = signedIn();
    const game = summary("PG", 0);
    const answer = (value: unknown) => nodeSandbox.server.use(http.get("*/wps/game/launchGame", () => HttpResponse.json({ success: true, value })));
    for (const value of [{ url: "https://g.example/a" }, { gameUrl: "https://g.example/a" }, { link: "https://g.example/a" }, { launchUrl: "https://g.example/a" }, { content: "https://g.example/a" }]) {
      answer(value);
      expect(await launchGame(client, real(game), ctx)).toEqual({ kind: "opened", url: "https://g.example/a", openIn: "route" });
    }
    answer({ content: { game_url: "https://g.example/w", openMode: "POPUP" } });
    expect(await launchGame(client, real(game), ctx)).toEqual({ kind: "opened", url: "https://g.example/w", openIn: "window" });
    for (const value of [{ content: { address: "https://g.example/a" } }, null, { url: "" }]) {
      answer(value);
      expect(isPlatformError(await rejectionOf(launchGame(client, real(game), ctx)), "platform.malformed")).toBe(true);
    }
    for (const value of [{ content: { game_url: "javascript:alert(1)" } }, { content: "data:text/html,x" }, { url: "//g.example/a" }, { link: "/\\g.example/a" }]) {
      answer(value);
      expect(isPlatformError(await rejectionOf(launchGame(client, real(game), ctx)), "platform.unsafeAddress")).toBe(true);
    }
  });

  it("the demo game page escapes what its address says and holds nothing secret", () => {
    const html = demoGameHtml(new URLSearchParams({ game: "<img src=x onerror=alert(1)>", vendor: "PG", mode: "real", balance: "12.5" }));
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&#60;img src=x onerror=alert(1)&#62;");
    expect(html).toContain("Real money");
    expect(html).toContain('role="status"');
  });
});
