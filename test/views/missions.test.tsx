/**
 * Mission activity (missionLeaderboard) rendered with the real app services and live actors against the sandbox, used
 * by role as a member would: a failed load and malformed data say so with Try again; each mission's progress bar
 * names its mission and says its value in words; a failed claim says so next to the mission with Try again, which
 * claims it.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import MissionsPage from "../../src/views/missions/missions-page.tsx";
import { renderMemberPage } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";

const { store } = nodeSandbox;
const BOARD_PATH = "/wps/relay/MCSFE_getMissionLeaderboard";
const CLAIM_PATH = "/wps/relay/MCSFE_getClaimPromotion";

describe("mission activity", { timeout: 60_000 }, () => {
  it("a failed load says so with Try again; a malformed leaderboard is an error too; then the missions show [MIS-05] [SITE-01]", async () => {
    store.state.scenario.failure = { mode: "http500", path: BOARD_PATH, remaining: 1 };
    const { user } = await renderMemberPage(MissionsPage, "demo");
    const alert = await screen.findByText(/Your missions could not be loaded\./, {}, { timeout: 20_000 });
    store.state.scenario.answers = [{ path: BOARD_PATH, body: JSON.stringify({ success: true, value: { periodStart: 0, periodEnd: 0, list: [{ rank: 0, account: "x", score: "lots" }], own: null } }) }];
    await user.click(within(alert.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(store.state.scenario.answers).toBeUndefined());
    const again = await screen.findByText(/Your missions could not be loaded\./);
    await user.click(within(again.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Try again" }));
    const list = await screen.findByTestId("missions");
    const bars = within(list).getAllByRole("progressbar");
    expect(bars).toHaveLength(within(list).getAllByRole("listitem").length);
    expect(within(list).getByRole("progressbar", { name: "Login days this week" })).toHaveAttribute("aria-valuetext", "3 of 3 (100%)");
    expect(screen.getByRole("table", { name: "Top 10 players this week" })).toBeInTheDocument();
  });

  it("a failed claim says so next to the mission with Try again, which claims it once [MIS-07] [MIS-08]", async () => {
    const { user, member } = await renderMemberPage(MissionsPage, "demo");
    const list = await screen.findByTestId("missions", {}, { timeout: 20_000 });
    const card = within(list).getByRole("progressbar", { name: "Login days this week" }).closest("li") as HTMLElement;
    store.state.scenario.failure = { mode: "network", path: CLAIM_PATH, remaining: 1 };
    await user.click(within(card).getByRole("button", { name: "Claim" }));
    await within(card).findByText(/The reward could not be claimed\./);
    await user.click(within(card).getByRole("button", { name: "Try again" }));
    await screen.findByText(/P 8\.00 was added to your balance\./);
    await waitFor(() => expect(card).toHaveAttribute("data-status", "claimed"));
    expect(within(card).queryByRole("button")).toBeNull();
    const rewards = store.state.cashier.accounts.get(member.id)?.ledger.filter((row) => row.kind === "REWARD") ?? [];
    expect(rewards.map((row) => row.amount)).toEqual([800]);
  });
});
