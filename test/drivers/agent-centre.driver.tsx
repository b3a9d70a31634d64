/**
 * Model-based UI driver of the agent centre's menu (`agentCentre`, AGT-01/02): each generated path through the agent
 * centre (`/agent/overview`) for agent01 in the whole app.
 *
 * The consolidated contract info is held until the path says what the platform answers: the sample's features in the
 * platform's wire form (`…info…` fields), or a network failure. The app machine's contract offer popup asks for the
 * same info after a member's login; the driver opens the agent centre only after that popup has closed (nothing waits
 * for agent01), so every consolidated call held is the menu's. A site without the agent policy is the sandbox's
 * scenario with `AGENTPOLICY3` off. "A contract was offered, answered or ended" is agent01 ending its own daily salary
 * (DSL-2001) on the Daily salary page, after which the page tells the menu to read the info again.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import type { AgentCentreContext, AgentCentreInput } from "../../machines/agent-centre/agent-centre.machine.ts";
import type { ConsolidatedInfo } from "../../machines/agent-centre/agent-centre.types.ts";
import type { AgentOverviewContext } from "../../machines/agent-overview/agent-overview.machine.ts";
import type { TeamOverview, TeamPeriod } from "../../machines/agent-overview/agent-overview.types.ts";
import { agentEndpoints } from "../../src/api/agent-endpoints.ts";
import { patchScenario } from "../../src/sandbox/scenarios.ts";
import { CONTRACT_KIND_WIRE } from "../../src/sandbox/rules/contracts.ts";
import { nodeSandbox } from "../sandbox-server.ts";
import { followedState, openAgentPage, openFollowed, stopFollowed, type FollowedPage } from "./followed-page.ts";
import { holdCalls } from "./held-calls.ts";
import type { FlowDriver } from "./types.ts";

const { store } = nodeSandbox;
const CONSOLIDATED: string = agentEndpoints.fundsConsolidated.path;
/** The agent centre's code and texts arrive on first use: a cold start under load takes longer than a step. */
const FIRST = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };
/** The eight pages every agent has, in the menu's order (SPEC §2). */
const EVERY_AGENT = ["Announcement", "Overview", "Account", "Team management", "Team betting", "User profit and loss", "My income", "Transaction details"];
const CONTRACT_PAGES = { dividend: "Dividend", dailySalary: "Daily salary", hourlySalary: "Hourly salary", realTimeSalary: "Real-time salary" } as const;
/** agent01's own daily salary from its upline. */
const OWN_DAILY = "DSL-2001";

interface CentreSession extends FollowedPage {
  user: UserEvent;
  /** The app machine's contract offer popup has run for this login: from now on the menu alone reads the info. */
  popupDone: { value: boolean };
}

type CentreSnapshot = { value: unknown; context: AgentCentreContext };
const snapshotOf = (session: CentreSession) => session.actors.at(-1)!.getSnapshot() as CentreSnapshot;

/** The consolidated info in the platform's wire form: each feature's `…info…` field carries a contract. */
function wireConsolidated(info: ConsolidatedInfo) {
  const value: Record<string, unknown> = {};
  for (const [kind, on] of Object.entries(info.features)) {
    if (on) value[CONTRACT_KIND_WIRE[kind as keyof ConsolidatedInfo["features"]].info] = [{ contractId: `${kind}-1`, role: "downline" }];
  }
  return () => HttpResponse.json({ success: true, value });
}
const down = () => HttpResponse.error();

const centre = () => screen.getByRole("dialog", { name: "Agent centre" });
const menu = () => within(centre()).getByRole("navigation", { name: "Agent centre" });

/** agent01 ends its own daily salary on the Daily salary page: the page tells the menu a contract changed. */
async function endOwnDailySalary(session: CentreSession) {
  const { user } = session;
  await user.click(within(menu()).getByRole("link", { name: "Daily salary" }));
  await user.click(await within(centre()).findByRole("button", { name: `End contract ${OWN_DAILY}` }, FIRST));
  const dialog = await screen.findByRole("dialog", { name: `End contract ${OWN_DAILY}` }, WAIT);
  await user.click(within(dialog).getByRole("button", { name: "End contract" }));
  await within(dialog).findByText("The contract has ended.", {}, WAIT);
}

export const agentCentreDriver: FlowDriver<CentreSession> = {
  machineId: "agentCentre",
  // The first path loads the agent centre's code.
  pathTimeoutMs: 60_000,

  async start(sample) {
    const { agentPolicy } = sample.input as AgentCentreInput;
    if (!agentPolicy) patchScenario(store, { whitelabel: { AGENTPOLICY3: false } });
    const popupDone = { value: false };
    const calls = holdCalls((path) => path === CONSOLIDATED && popupDone.value);
    // agent01 lands on the home page first; the popup asks for the offers once and closes (none waits for agent01).
    const page = await openFollowed({ url: "/", member: "agent01", loader: "loadAgentMachines", machine: "agentCentre", calls, waitForActor: false });
    await waitFor(() => expect(page.app.services.app.getSnapshot().matches({ contractOffers: agentPolicy ? "done" : "off" })).toBe(true), FIRST);
    popupDone.value = true;
    await page.app.router.navigate({ to: "/agent/$page", params: { page: "overview" } });
    await waitFor(() => expect(page.actors).toHaveLength(1), FIRST);
    return { ...page, user: userEvent.setup(), popupDone };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { calls, user } = session;
    switch (event.type) {
      case "xstate.done.actor.fetchConsolidated":
        return calls.answer(CONSOLIDATED, wireConsolidated(event.output as ConsolidatedInfo));
      case "xstate.error.actor.fetchConsolidated":
        return calls.answer(CONSOLIDATED, down);
      case "contracts.retry":
        return user.click(within(within(menu()).getByRole("alert")).getByRole("button", { name: "Try again" }));
      case "contracts.changed":
        return endOwnDailySalary(session);
      default:
        throw new Error(`agentCentreDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    await waitFor(() => {
      const { context } = snapshotOf(session);
      expect(snapshotOf(session).value).toEqual(value);
      // The menu: the eight pages every agent has, then each contract page whose contract the info has.
      const shown = within(menu()).getAllByRole("link").map((link) => link.textContent);
      const contracts = Object.entries(CONTRACT_PAGES).filter(([kind]) => context.consolidated.features[kind as keyof typeof CONTRACT_PAGES]).map(([, name]) => name);
      expect(shown).toEqual([...EVERY_AGENT, ...contracts]);
      const alert = within(menu()).queryByRole("alert");
      if (value === "failed") {
        expect(alert).toHaveTextContent("The contract pages could not be loaded.");
        expect(within(alert!).getByRole("button", { name: "Try again" })).toBeInTheDocument();
      } else expect(alert).toBeNull();
      // The page shown stays the overview while the menu loads (or ended a contract on the daily salary page).
      expect(within(centre()).getByRole("heading", { level: 3 })).toHaveTextContent(/^(Overview|Daily salary)$/);
    }, FIRST);
  },

  machineState: followedState("agentCentre"),
  stop: stopFollowed,
};

/**
 * Model-based UI driver of the team overview (`agentOverview`, TEAM-05), the agent centre's first page: agent01 opens
 * `/agent/overview`; the figures' read is held until the path says what the platform answers (the sample's figures in
 * the platform's wire form, amounts in major units, or a network failure); the periods and Try again are pressed.
 */
const OVERVIEW: string = agentEndpoints.teamOverview.path;
const PERIOD_NAMES: Record<TeamPeriod, string> = { today: "Today", yesterday: "Yesterday", last7Days: "7 days", last30Days: "30 days" };
const major = (minor: number) => (minor / 100).toFixed(2);

type OverviewSession = FollowedPage & { user: UserEvent };
type OverviewSnapshot = { value: unknown; context: AgentOverviewContext };

const wireOverview = (o: TeamOverview) => () =>
  HttpResponse.json({
    success: true,
    value: {
      ...o,
      deposits: major(o.deposits),
      withdrawals: major(o.withdrawals),
      validBets: major(o.validBets),
      profit: major(o.profit),
      days: o.days.map((d) => ({ ...d, deposits: major(d.deposits), withdrawals: major(d.withdrawals), validBets: major(d.validBets), profit: major(d.profit) })),
    },
  });

const page = () => within(centre()).getByRole("region", { name: "Overview" });

export const agentOverviewDriver: FlowDriver<OverviewSession> = {
  machineId: "agentOverview",
  // The first path loads the agent centre's code.
  pathTimeoutMs: 60_000,

  async start() {
    const calls = holdCalls((path) => path === OVERVIEW);
    return { ...(await openAgentPage("/agent/overview", "agentOverview", calls)), user: userEvent.setup() };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { calls, user } = session;
    switch (event.type) {
      case "xstate.done.actor.fetchOverview":
        return calls.answer(OVERVIEW, wireOverview(event.output as TeamOverview), "newest");
      case "xstate.error.actor.fetchOverview":
        return calls.answer(OVERVIEW, down, "newest");
      case "overview.retry":
        return user.click(within(within(page()).getByRole("alert")).getByRole("button", { name: "Try again" }));
      case "period.chosen":
        return user.click(within(within(page()).getByRole("group", { name: "Period" })).getByRole("button", { name: PERIOD_NAMES[event.period as TeamPeriod] }));
      default:
        throw new Error(`agentOverviewDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    await waitFor(() => {
      const snapshot = session.actors.at(-1)!.getSnapshot() as OverviewSnapshot;
      expect(snapshot.value).toEqual(value);
      const { period, overview } = snapshot.context;
      const root = page();
      // The period chosen is the one pressed.
      const periods = within(root).getByRole("group", { name: "Period" });
      expect(within(periods).getByRole("button", { pressed: true })).toHaveTextContent(PERIOD_NAMES[period]);
      const alert = within(root).queryByRole("alert");
      const figures = within(root).queryByTestId("team-overview");
      if (value === "failed") {
        expect(alert).toHaveTextContent("The team overview could not be loaded.");
        expect(within(alert!).getByRole("button", { name: "Try again" })).toBeInTheDocument();
        expect(figures).toBeNull();
        return;
      }
      expect(alert).toBeNull();
      if (overview === null) {
        expect(figures).toBeNull();
        expect(within(root).getByRole("status")).toHaveTextContent("Loading…");
        return;
      }
      // The figures read (kept, marked busy, while the next period loads) and the chart of valid bets per day.
      expect(within(root).getByRole("heading", { name: `Your team: ${PERIOD_NAMES[period]}` })).toBeInTheDocument();
      expect(figures).toHaveTextContent(`Team size${overview.teamSize}`);
      expect(figures).toHaveTextContent(`Active members${overview.activeMembers}`);
      expect(figures!.closest("section")).toHaveAttribute("aria-busy", String(value === "loading"));
      expect(within(root).getByTestId("valid-bets-chart").querySelectorAll("rect")).toHaveLength(overview.days.length);
      expect(within(root).queryByRole("status") !== null).toBe(value === "loading");
    }, FIRST);
  },

  machineState: followedState("agentOverview"),
  stop: stopFollowed,
};
