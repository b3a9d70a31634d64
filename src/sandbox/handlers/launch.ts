/**
 * Game launch (`GET /wps/game/launchGame`, token) and free trial (`GET /wps/relay/GCS_gameTrialLaunch`, no token),
 * answering the address of the sandbox's own demo game page (`/__sandbox/demo-game`). Rules and wire shapes: ADR 0010.
 */
import { http, HttpResponse, type HttpHandler } from "msw";
import { toMajorUnits } from "../../api/money.ts";
import { selfContainedPageCsp } from "../../config/security-headers.ts";
import { type SandboxStore } from "../store.ts";
import { gameIconUrl } from "../game-icons.ts";
import { roomsOf } from "../seed/lobby.ts";
import { findLaunchable, recommendationsFor, seededMaintenance, type Launchable } from "../seed/launch.ts";
import { getGameCatalogue, type SandboxGame } from "../seed/games.ts";
import { VENDORS } from "../seed/vendors.ts";
import { ok, requireMember, route, type RouteContext } from "./route.ts";
import { lotteryLobbyLaunch } from "./lobby.ts";

export const DEMO_GAME_PATH = "/__sandbox/demo-game";
/** Free-trial credits shown by the demo game. */
export const TRIAL_CREDITS = 2000;

const refuse = (message: string, errorCode: string, value?: unknown): Response =>
  HttpResponse.json({ success: false, message, errorCode, ...(value === undefined ? {} : { value }) });

const int = (url: URL, name: string): number | undefined => {
  const raw = url.searchParams.get(name)?.trim();
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
};

export function maintenanceOf(store: SandboxStore): Set<number> {
  return new Set(store.state.scenario.launch?.maintenance ?? seededMaintenance());
}

const nameOf = (item: Launchable) => (item.kind === "game" ? item.game.gameName : item.vendor.name);
const vendorOf = (item: Launchable) => (item.kind === "game" ? item.game.vassalage : item.vendor.code);
const nodeOf = (item: Launchable) => (item.kind === "game" ? item.game.nodeId : item.vendor.nodeId);

function demoUrl(context: RouteContext, item: Launchable, mode: "real" | "free" | "trial", balance: number): string {
  const url = new URL(DEMO_GAME_PATH, context.url.origin);
  url.searchParams.set("game", nameOf(item));
  url.searchParams.set("vendor", vendorOf(item));
  url.searchParams.set("mode", mode);
  url.searchParams.set("balance", balance.toFixed(2));
  return url.toString();
}

const asListItem = (g: SandboxGame) => ({ ...g, showIcon: gameIconUrl(g) });

/** The common checks of both calls: payload fields, the game, maintenance. */
function check(context: RouteContext): Launchable | Response {
  const { url, request } = context;
  if (!request.headers.get("Language")?.trim()) return refuse("language.required", "LANGUAGE_REQUIRED");
  if (url.searchParams.get("launchMode") !== "GLS") return refuse("launchMode.required", "LAUNCH_MODE_REQUIRED");
  if (url.searchParams.get("clientType") !== "3" || url.searchParams.get("platform") !== "html5-desktop") return refuse("platform.not.supported", "PLATFORM_NOT_SUPPORTED");
  const item = findLaunchable(int(url, "nodeId"), int(url, "gameId"), url.searchParams.get("vassalage") ?? undefined);
  if (!item) return refuse("game.not.found", "GAME_NOT_FOUND");
  const roomId = int(url, "roomId");
  if (roomId !== undefined && (item.kind !== "game" || !roomsOf(item.game.vassalage, { nodeId: item.game.nodeId }).some((room) => room.roomId === roomId))) {
    return refuse("room.not.found", "ROOM_NOT_FOUND");
  }
  const maintenance = maintenanceOf(context.store);
  if (maintenance.has(nodeOf(item))) {
    return refuse("game.maintenance", "GAME_MAINTENANCE", { recommended: recommendationsFor(item, maintenance).map(asListItem) });
  }
  return item;
}

/** The live table whose round is "still open" in the round-open scenario. */
function openRoundGame(): SandboxGame | undefined {
  const live = VENDORS.find((v) => v.type === "LIVE");
  return live ? getGameCatalogue().gamesOf(live.code)[0] : undefined;
}

export function launchHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/game/launchGame", (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      if (context.url.searchParams.get("launchMode") === "LOTT") return lotteryLobbyLaunch(context, DEMO_GAME_PATH, toMajorUnits(member.balanceMinor));
      const token = context.url.searchParams.get("token");
      if (token !== context.request.headers.get("Authorization")?.trim()) return refuse("token.mismatch", "TOKEN_MISMATCH");
      if (context.url.searchParams.get("username") !== member.account) return refuse("username.mismatch", "USERNAME_MISMATCH");
      const accountType = context.url.searchParams.get("accountType");
      if (accountType !== "0" && accountType !== "1") return refuse("accountType.invalid", "ACCOUNT_TYPE_INVALID");
      if (context.url.searchParams.get("confirmTrans") !== "0") return refuse("confirmTrans.invalid", "CONFIRM_TRANS_INVALID");
      const item = check(context);
      if (item instanceof Response) return item;
      const trialAccount = member.type === 4;
      if (trialAccount && (accountType !== "0" || item.kind !== "game" || item.game.supportPlay !== 0)) {
        return refuse("in_need_true_account", "REAL_ACCOUNT_REQUIRED");
      }
      if (accountType === "1" && store.state.scenario.launch?.roundOpen) {
        const open = openRoundGame();
        if (open && !(item.kind === "game" && item.game.nodeId === open.nodeId)) {
          return refuse("game.round.open", "GAME_ROUND_OPEN", {
            gameName: open.gameName,
            game_url: store.state.scenario.launch?.roundOpenUrl ?? demoUrl(context, { kind: "game", game: open }, "real", toMajorUnits(member.balanceMinor)),
          });
        }
      }
      // The platform keeps the member's recent games itself (the site does not report them).
      store.recordRecent(member.id, nodeOf(item));
      const mode = accountType === "0" ? "free" : "real";
      return ok({ content: { game_url: demoUrl(context, item, mode, accountType === "0" ? TRIAL_CREDITS : toMajorUnits(member.balanceMinor)), openMode: "IFRAME" } });
    }),
    route(store, "get", "/wps/relay/GCS_gameTrialLaunch", (context) => {
      const item = check(context);
      if (item instanceof Response) return item;
      if (item.kind !== "game" || item.game.supportPlay !== 0) return refuse("trial.not.supported", "TRIAL_NOT_SUPPORTED");
      return ok({ content: { game_url: demoUrl(context, item, "trial", TRIAL_CREDITS) } });
    }),
    http.get(`*${DEMO_GAME_PATH}`, async ({ request }) => {
      const url = new URL(request.url);
      const html = demoGameHtml(url.searchParams);
      // Its own inline style and script by hash, in place of the site's CSP; framed only by the site.
      return new HttpResponse(html, {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": await selfContainedPageCsp(html) },
      });
    }),
  ];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The demo game: name, vendor, mode and a balance with a fake spin. It knows nothing secret (no token, no account):
 * only what its address says. Accessible: a heading, a live region for results, real buttons.
 */
export function demoGameHtml(params: URLSearchParams): string {
  const game = escapeHtml((params.get("game") ?? "Demo game").slice(0, 80));
  const vendor = escapeHtml((params.get("vendor") ?? "").slice(0, 20));
  const modeKey = params.get("mode");
  const mode = modeKey === "real" ? "Real money" : modeKey === "free" ? "Free play (trial account)" : "Free trial";
  const start = Number(params.get("balance"));
  const balance = Number.isFinite(start) && start >= 0 ? start : 0;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${game} — sandbox demo game</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#10162b;color:#f4f6fb;display:grid;place-items:center;min-height:100vh}
main{text-align:center;padding:24px;max-width:520px}
h1{margin:0 0 4px;font-size:28px}.meta{color:#c9d1e6;margin:0 0 16px}
.reels{display:flex;gap:8px;justify-content:center;margin:16px 0;font-size:40px}
.reels span{background:#1f2a4d;border-radius:8px;padding:8px 14px;min-width:40px}
button{font:inherit;font-weight:700;background:#ffcc33;color:#1a1a1a;border:0;border-radius:8px;padding:10px 28px;min-height:44px;cursor:pointer}
button:focus-visible{outline:3px solid #fff;outline-offset:2px}
</style></head>
<body><main>
<h1>${game}</h1>
<p class="meta">${vendor} · ${mode} · sandbox demo</p>
<p>Balance: <strong id="balance">${balance.toFixed(2)}</strong></p>
<div class="reels" aria-hidden="true"><span id="r1">7</span><span id="r2">7</span><span id="r3">7</span></div>
<button type="button" id="spin">Spin (bet 1.00)</button>
<p id="result" role="status" aria-live="polite"></p>
</main>
<script>
(function(){var b=${balance.toFixed(2)},s="7\\u2605\\u2663\\u2666\\u2660".split("");
var el=function(i){return document.getElementById(i)};
el("spin").addEventListener("click",function(){
 if(b<1){el("result").textContent="Not enough balance.";return}
 var r=[0,1,2].map(function(){return s[Math.floor(Math.random()*s.length)]});
 r.forEach(function(x,i){el("r"+(i+1)).textContent=x});
 var win=r[0]===r[1]&&r[1]===r[2]?10:(r[0]===r[1]||r[1]===r[2]?2:0);
 b=Math.round((b-1+win)*100)/100;el("balance").textContent=b.toFixed(2);
 el("result").textContent=win?"You won "+win.toFixed(2)+"!":"No win this time.";
});})();
</script>
</body></html>`;
}
