/**
 * Model-based UI driver of team management (`agentTeam`, TEAM-01..04): each generated path through the agent
 * centre's Team management page (`/agent/team`) for agent01 in the whole app.
 *
 * The downline list's reads wait until the path says what the platform answers: the sample's page in the platform's
 * wire form, or a network failure. The search field, Search, Clear search, a row's Downlines button, the levels
 * leading back, the pager and Try again are pressed as an agent would; "a transfer was made" is a real transfer to
 * demo (payment password 246801 in the sandbox seed) closed from its dialog, which reads the list again.
 *
 * A press no control offers right now is sent to the page's actor, as the machine's guard against a stale press: a
 * member's row has no Downlines button, the agent's own level has no link back, Clear search shows only while a
 * search is shown, and a page with no next (or previous) page has that button off.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import { pageCount, type AgentTeamContext } from "../../machines/agent-team/agent-team.machine.ts";
import type { Downline, DownlinePage } from "../../machines/agent-team/agent-team.types.ts";
import { agentEndpoints } from "../../src/api/agent-endpoints.ts";
import type { AgentMachines } from "../../src/app/services.tsx";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { following } from "./follow.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { followedState, stopFollowed } from "./followed-page.ts";
import type { FlowDriver } from "./types.ts";

const { store } = nodeSandbox;
const LIST: string = agentEndpoints.downlineList.path;
/** The downline table's title: a search's, or the level's (its owner, agent01 for the agent's own). */
const caption = (search: string | null, owner: string) => (search !== null ? `Downlines matching “${search}”` : `Downlines of ${owner}`);
/** The agent centre's code and texts arrive on first use: a cold start under load takes longer than a step. */
const FIRST = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };

interface TeamSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  actors: AnyActorRef[];
}

type TeamSnapshot = { value: unknown; context: AgentTeamContext; can(event: EventObject): boolean };
const actorOf = (session: TeamSession) => session.actors.at(-1)!;
const snapshotOf = (session: TeamSession) => actorOf(session).getSnapshot() as TeamSnapshot;

const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
const down = () => HttpResponse.error();
const major = (minor: number) => (minor / 100).toFixed(2);
/** A row in the platform's wire form (amounts in major units; an agent is account type 1). */
const wireRow = (row: Downline) => ({
  userId: row.userId,
  username: row.username,
  accountType: row.isAgent ? 1 : 0,
  balance: major(row.balance),
  registerTime: row.registeredAt,
  lastLoginTime: row.lastLoginAt,
  status: row.frozen ? "FROZEN" : "ACTIVE",
  level: row.level,
  parentUsername: row.upline,
  downlineCount: row.downlineCount,
  teamSize: row.downlineCount,
  contracts: [],
});
const wirePage = (page: DownlinePage) => ({ list: page.rows.map(wireRow), total: page.total, pageNo: page.pageNo, pageSize: page.pageSize });

const centre = () => screen.getByRole("dialog", { name: "Agent centre" });
const searchBox = () => within(centre()).getByRole("searchbox", { name: "Username" });

/** A real transfer to demo from its row; closing the dialog after it reads the list again. */
async function transferToDemo(session: TeamSession) {
  const { user } = session;
  await user.click(within(centre()).getByRole("button", { name: "Transfer to demo" }));
  const dialog = () => screen.getByRole("dialog", { name: "Transfer to demo" });
  const form = await waitFor(() => within(dialog()).getByRole("form", { name: "Transfer to downline" }), WAIT);
  await user.type(within(form).getByLabelText(/^Amount/, { selector: "input" }), "10");
  await user.type(within(form).getByLabelText(/^Payment password/, { selector: "input" }), "246801");
  await user.click(within(form).getByRole("button", { name: "Continue" }));
  await user.click(await within(dialog()).findByRole("button", { name: "Confirm transfer" }, WAIT));
  const done = await within(dialog()).findByRole("region", { name: "Transfer made" }, WAIT);
  await user.click(within(done).getByRole("button", { name: "Close" }));
}

export const agentTeamDriver: FlowDriver<TeamSession> = {
  machineId: "agentTeam",
  // The first path loads the agent centre's code.
  pathTimeoutMs: 60_000,

  async start() {
    localStorage.setItem("lang", "en");
    sessionStorage.setItem("token", store.openSession(store.findMember("agent01")!.id));
    const actors: AnyActorRef[] = [];
    const calls = holdCalls((path) => path === LIST);
    const app = await renderApp("/agent/team", {}, (services) => {
      // The agent centre loads its machines once; the page starts the team's actor from them.
      const load = services.loadAgentMachines;
      let loaded: Promise<AgentMachines> | undefined;
      services.loadAgentMachines = () => (loaded ??= load().then((machines) => ({ ...machines, agentTeam: following(machines.agentTeam, actors) })));
    });
    await waitFor(() => expect(actors).toHaveLength(1), FIRST);
    await screen.findByRole("dialog", { name: "Agent centre" }, FIRST);
    return { app, user: userEvent.setup(), calls, actors };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    const snapshot = snapshotOf(session);
    switch (event.type) {
      case "xstate.done.actor.fetchDownlines":
        return calls.answer(LIST, ok(wirePage(event.output as DownlinePage)), "newest");
      case "xstate.error.actor.fetchDownlines":
        return calls.answer(LIST, down, "newest");
      case "list.retry":
        return user.click(within(within(centre()).getByRole("alert")).getByRole("button", { name: "Try again" }));
      case "query.changed": {
        await user.clear(searchBox());
        return user.type(searchBox(), event.value as string);
      }
      case "search.submitted":
        return user.click(within(centre()).getByRole("button", { name: "Search" }));
      case "search.cleared": {
        const clear = within(centre()).queryByRole("button", { name: "Clear search" });
        // Clear search shows only while a search is shown.
        if (!clear) return void actorOf(session).send(event);
        return user.click(clear);
      }
      case "level.opened": {
        const open = within(centre()).queryByRole("button", { name: `Show the downlines of ${event.username as string}` });
        // Only an agent's row with downlines of its own has a Downlines button.
        if (!open) return void actorOf(session).send(event);
        return user.click(open);
      }
      case "level.back": {
        const depth = event.depth as number;
        const levels = within(centre()).queryByRole("navigation", { name: "Team levels" });
        const names = ["agent01", ...snapshot.context.path];
        const link = depth < names.length - 1 && levels ? within(levels).queryByRole("button", { name: names[depth] }) : null;
        // The level shown (the agent's own, with no level opened) has no link back.
        if (!link) return void actorOf(session).send(event);
        return user.click(link);
      }
      case "page.next":
      case "page.previous": {
        const pager = within(centre()).queryByRole("navigation", { name: "Pages" });
        const button = pager ? within(pager).getByRole("button", { name: event.type === "page.next" ? "Next page" : "Previous page" }) : null;
        // On the last (or first) page that button is off.
        if (!button || (button as HTMLButtonElement).disabled) return void actorOf(session).send(event);
        return user.click(button);
      }
      case "list.refresh":
        return transferToDemo(session);
      default:
        throw new Error(`agentTeamDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    await waitFor(() => {
      const snapshot = snapshotOf(session);
      expect(snapshot.value).toEqual(value);
      const { page, search, path, query, pageNo } = snapshot.context;
      const root = centre();
      // What was typed stays in the search field in every state.
      expect(searchBox()).toHaveValue(query);
      expect(within(root).queryByRole("button", { name: "Clear search" }) !== null).toBe(search !== null);
      // The levels opened (only while levels are shown): the shown one is current, the ones above lead back.
      const levels = within(root).queryByRole("navigation", { name: "Team levels" });
      if (search === null) {
        const names = ["agent01", ...path];
        expect(within(levels!).getByText(names.at(-1)!)).toHaveAttribute("aria-current", "location");
        for (const name of names.slice(0, -1)) expect(within(levels!).getByRole("button", { name })).toBeInTheDocument();
      } else expect(levels).toBeNull();
      const owner = path.at(-1) ?? "agent01";
      const title = caption(search, owner);
      switch (value) {
        case "failed": {
          const alert = within(root).getByRole("alert");
          expect(alert).toHaveTextContent("The team could not be loaded.");
          expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
          expect(within(root).queryByRole("table")).toBeNull();
          return;
        }
        case "empty":
          expect(within(root).getByRole("status")).toHaveTextContent(search !== null ? `No downline's username contains “${search}”.` : `${owner} has no downlines yet.`);
          expect(within(root).queryByRole("table")).toBeNull();
          return;
        case "loading":
          expect(within(root).queryByRole("alert")).toBeNull();
          expect(within(root).getByRole("status")).toHaveTextContent("Loading…");
          // The page read before stays on screen, marked busy, while the next one loads.
          if (page !== null && page.total > 0) {
            const kept = within(root).getByRole("table");
            expect(kept.parentElement).toHaveAttribute("aria-busy", "true");
            // Its caption names the rows it still shows (the level or search read last), not the one on its way.
            const { shown } = snapshot.context;
            expect(within(kept).getByText(`${caption(shown!.search, shown!.parent ?? "agent01")} · ${page.total} in all`)).toBeInTheDocument();
          }
          return;
        case "loaded": {
          const table = within(root).getByRole("table");
          expect(table.parentElement).toHaveAttribute("aria-busy", "false");
          expect(within(root).queryByText("Loading…")).toBeNull();
          expect(within(table).getByText(`${title} · ${page!.total} in all`)).toBeInTheDocument();
          // One row per downline (and the header row); an agent with downlines offers to open its level.
          expect(within(table).getAllByRole("row")).toHaveLength(page!.rows.length + 1);
          for (const row of page!.rows) {
            const open = within(table).queryByRole("button", { name: `Show the downlines of ${row.username}` });
            expect(open !== null).toBe(search === null && row.isAgent && row.downlineCount > 0);
          }
          const pages = pageCount(page);
          const pager = within(root).queryByRole("navigation", { name: "Pages" });
          if (pages > 1) {
            expect(pager).toHaveTextContent(`Page ${pageNo} of ${pages}`);
            expect(within(pager!).getByRole("button", { name: "Next page" })).toHaveProperty("disabled", pageNo >= pages);
            expect(within(pager!).getByRole("button", { name: "Previous page" })).toHaveProperty("disabled", pageNo <= 1);
          } else expect(pager).toBeNull();
          return;
        }
        default:
          throw new Error(`no screen check for ${JSON.stringify(value)}`);
      }
    }, WAIT);
  },

  machineState: followedState("agentTeam"),

  stop: stopFollowed,
};
