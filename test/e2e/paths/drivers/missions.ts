import type { MissionsContext } from "../../../../machines/missions/missions.machine.ts";
import type { MissionBoard, MissionClaimed } from "../../../../machines/missions/missions.types.ts";
import { rewardEndpoints } from "../../../../src/api/reward-endpoints.ts";
import { MISSIONS_LABEL as L, missionsMoney as money, wireBoard, wireClaimed } from "../../../drivers/missions-labels.ts";
import { escaped, type Answer, type Check, type Op, type Target } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";

const SUMMARY = rewardEndpoints.missionSummary.path;
const LEADERBOARD = rewardEndpoints.missionLeaderboard.path;
const CLAIM = rewardEndpoints.rewardClaim.path;
/** The demo member of the sandbox (src/sandbox/seed/members.ts). */
const DEMO = { username: "demo", password: "Demo1234" };

const exactly = (text: string) => new RegExp(`^${escaped(text)}$`);
/** The board (missions, leaderboard, Refresh), marked with the machine's state value once it has something to show. */
const board: Target = { css: "[data-state]:has(#leaderboard-title)" };
const boardIn = (value: unknown): Target => ({ css: `[data-state='${JSON.stringify(value)}']:has(#leaderboard-title)` });
const list: Target = { testId: "missions", within: board };
const card = (missionId: string): Target => ({ css: `li[data-mission='${missionId}']`, within: list });
const claimButton = (missionId: string): Target => ({ role: "button", within: card(missionId) });
/** The member centre's page beside its menu. */
const centrePage: Target = { css: "section[aria-labelledby='member-centre-page']" };
const loadAlert: Target = { role: "alert", within: centrePage };

const ok = (value: unknown): Answer => ({ json: { success: true, value } });
const networkDown: Answer = { abort: true };

/**
 * Mission activity in the browser: the demo member is logged in (the platform's own login call, the token in the
 * tab's sessionStorage) and opens `/member/missions` in English. The board's two reads and the claim are held and
 * answered as each step says: the sample's board in the platform's wire form, the sample's credit, or a failed
 * connection. The header's open-missions badge reads the missions too (at sign-in, after a claim): its reads are held
 * with the page's and get the same answer (the board's answer goes to every missions read waiting, after the
 * leaderboard read shows the page's own is on its way). A failed load is the leaderboard read failing (the missions
 * read beside it is dropped with it). A press on a control the page does not show in that state (Claim on a mission
 * that is not completed, Try again with nothing failed) does nothing, as the machine does.
 */
export const missionsDriver: BrowserDriver = {
  machineId: "missions",

  start() {
    return { lang: "en", member: DEMO, hold: [SUMMARY, LEADERBOARD, CLAIM], url: "/member/missions" };
  },

  perform(event, before): Op[] {
    const context = before.context as unknown as MissionsContext;
    const state = JSON.stringify(before.value);
    const shown = context.board !== null && state !== '"failed"';
    switch (event.type) {
      case "xstate.done.actor.fetchBoard": {
        const wire = wireBoard(event.output as MissionBoard);
        return [
          { do: "answer", path: LEADERBOARD, answer: ok(wire.leaderboard), all: true },
          { do: "answer", path: SUMMARY, answer: ok(wire.summary), all: true },
        ];
      }
      case "xstate.error.actor.fetchBoard":
        return [{ do: "answer", path: LEADERBOARD, answer: networkDown, all: true }];
      case "xstate.done.actor.claim":
        return [{ do: "answer", path: CLAIM, answer: ok(wireClaimed(event.output as MissionClaimed)) }];
      case "xstate.error.actor.claim":
        return [{ do: "answer", path: CLAIM, answer: networkDown }];
      case "missions.retry":
        if (state !== '"failed"') return [{ do: "nothing", why: "nothing failed to load: the page offers no Try again for the missions" }];
        return [{ do: "click", target: { role: "button", name: exactly(L.tryAgain), within: loadAlert } }];
      case "missions.refresh":
        if (!shown) return [{ do: "nothing", why: "the page shows no board yet: it offers no Refresh" }];
        // The page's own Refresh (the header's balance has one too); pressed while a claim is sent, it changes nothing.
        return [{ do: "click", target: { role: "button", name: exactly(L.refresh), within: board } }];
      case "mission.claim": {
        const mission = context.board?.missions.find((m) => m.claimId === event.claimId && m.status === "completed");
        if (!shown || !mission) return [{ do: "nothing", why: "only a completed mission offers Claim: no player can press it on another" }];
        // Claim (Try again on the mission whose claim failed); visibly off while a claim is sent or the board is read.
        return [{ do: "click", target: claimButton(mission.missionId) }];
      }
      case "mission.claimRetry": {
        const mission = context.board?.missions.find((m) => m.claimId === context.claimingId);
        if (state !== '"claimFailed"' || !mission) return [{ do: "nothing", why: "no claim failed: no mission offers Try again" }];
        return [{ do: "click", target: { role: "button", name: exactly(L.tryAgain), within: card(mission.missionId) } }];
      }
    }
    throw new Error(`the missions driver cannot perform ${event.type}`);
  },

  screen({ value, context: raw }: ModelState): Check[] {
    const context = raw as unknown as MissionsContext;
    const state = JSON.stringify(value);
    if (state === '"failed"') {
      return [{ see: loadAlert, text: L.loadFailed }, { see: { role: "button", name: exactly(L.tryAgain), within: loadAlert } }, { notSee: board }];
    }
    const shown = context.board;
    if (shown === null) return [{ see: { role: "status", within: centrePage }, text: L.loading }, { notSee: board }];
    // The board (kept on screen while it is read again): each mission with its status and reward, Claim on a completed
    // one (Claiming… while it is sent, Try again after it failed; visibly off unless the board can take a claim).
    const canClaim = state === '"ready"' || state === '"claimFailed"';
    const checks: Check[] = [{ see: boardIn(value) }];
    if (shown.missions.length === 0) checks.push({ see: { text: L.noMissions, within: board } }, { notSee: list });
    else checks.push({ notSee: { css: `li:nth-child(${shown.missions.length + 1})`, within: list } });
    for (const m of shown.missions) {
      checks.push({ attribute: "data-status", of: card(m.missionId), is: m.status }, { see: { testId: "mission-status", within: card(m.missionId) }, text: L.status[m.status] });
      checks.push({ see: card(m.missionId), text: money(m.reward) });
      if (m.status !== "completed") {
        checks.push({ notSee: claimButton(m.missionId) });
        continue;
      }
      const mine = context.claimingId === m.claimId;
      const label = mine && state === '"claiming"' ? L.claiming : mine && state === '"claimFailed"' ? L.tryAgain : L.claim;
      checks.push({ see: claimButton(m.missionId), text: exactly(label) }, { attribute: "aria-disabled", of: claimButton(m.missionId), is: canClaim ? null : "true" });
      if (mine && state === '"claimFailed"') checks.push({ see: { role: "alert", within: card(m.missionId) }, text: L.claimFailed });
    }
    if (state !== '"claimFailed"') checks.push({ notSee: { role: "alert", within: board } });
    // The credited reward, said once above the list.
    checks.push(context.claimed ? { see: { role: "status", within: board }, text: L.credited(context.claimed.amount) } : { notSee: { text: /was added to your balance\./, within: board } });
    // The week's leaderboard and the member's own rank.
    const { leaderboard } = shown;
    if (leaderboard.list.length === 0) checks.push({ see: { text: L.noLeaders, within: board } }, { notSee: { testId: "leaderboard", within: board } });
    for (const row of leaderboard.list) checks.push({ see: { testId: "leaderboard", within: board }, text: row.account });
    if (leaderboard.list.length > 0) checks.push({ notSee: { css: `tbody tr:nth-child(${leaderboard.list.length + 1})`, within: { testId: "leaderboard" } } });
    checks.push(leaderboard.own ? { see: { testId: "own-rank", within: board }, text: L.ownRank(leaderboard.own.rank) } : { notSee: { testId: "own-rank" } });
    checks.push({ attribute: "aria-disabled", of: { role: "button", name: exactly(L.refresh), within: board }, is: state === '"claiming"' ? "true" : null });
    return checks;
  },
};
