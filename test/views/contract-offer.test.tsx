/**
 * The offer form and the contract offer popup rendered with the real app services against the sandbox platform
 * (OFR-05, OFR-08): problems show next to their fields and keep what was typed; the popup shows the offer waiting
 * for demo (run by the app machine after the login) and accepting it makes the contract active.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OfferContractDialog } from "../../src/views/contract-offer/offer-dialog.tsx";
import { ContractOfferHost } from "../../src/views/contract-offer/contract-offer-host.tsx";
import { AgentCentreContext } from "../../src/views/agent/agent-centre-context.ts";
import { useAgentMachines } from "../../src/views/agent/use-agent-machines.ts";
import { topRateOf } from "../../src/sandbox/rules/contracts.ts";
import { renderApp, renderMemberPage } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";

const { store } = nodeSandbox;
const ALL = { dividend: true, dailySalary: true, hourlySalary: true, realTimeSalary: true };

function OfferToDemo() {
  const { machines } = useAgentMachines();
  return machines ? (
    <AgentCentreContext.Provider value={{ features: ALL, contractsChanged: () => {} }}>
      <OfferContractDialog machines={machines} downline="demo" onClose={() => {}} />
    </AgentCentreContext.Provider>
  ) : null;
}

describe("contract offers", { timeout: 60_000 }, () => {
  it("checks the offer's terms next to the fields and keeps what was typed [OFR-05] [AGT-07]", async () => {
    store.reset();
    const own = Math.max(...store.state.contracts.filter((c) => c.kind === "dailySalary" && c.downline === "agent01" && c.state === "active").map(topRateOf));
    const { user } = await renderMemberPage(OfferToDemo, "agent01");
    const dialog = await screen.findByRole("dialog", { name: "Offer a contract to demo" }, { timeout: 20_000 });
    await user.click(within(dialog).getByRole("radio", { name: "Daily salary" }));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    const form = await within(dialog).findByRole("form", { name: "Contract terms" }, { timeout: 20_000 });
    const ownText = `${(own / 100).toFixed(2)}%`;
    expect(form).toHaveTextContent(`Your own rate is ${ownText}`);

    await user.click(within(form).getByRole("button", { name: "Offer contract" }));
    expect(within(form).getByText("Fill in every column of every tier with a number.")).toBeInTheDocument();
    const bet = within(form).getByRole("textbox", { name: "Daily bet amount of a member" });
    expect(bet).toHaveAttribute("aria-invalid", "true");
    expect(bet).toHaveAccessibleDescription("Input cannot be empty");

    // A rate above the agent's own: the message names it; the text typed stays.
    await user.type(within(form).getByRole("textbox", { name: "Tier 1: Daily valid bet" }), "1,000");
    await user.type(within(form).getByRole("textbox", { name: "Tier 1: active members" }), "2");
    const rate = within(form).getByRole("textbox", { name: "Tier 1: rate (%)" });
    const above = ((own + 10) / 100).toFixed(2);
    await user.type(rate, above);
    await user.type(bet, "abc");
    await user.click(within(form).getByRole("button", { name: "Offer contract" }));
    expect(within(form).getByText(`No rate can be above your own, ${ownText}.`)).toBeInTheDocument();
    expect(bet).toHaveAccessibleDescription("Enter an amount like 100 or 100.50");
    expect(rate).toHaveValue(above);
    expect(bet).toHaveValue("abc");

    // Tiers are added and removed; the only tier cannot be removed.
    expect(within(form).getByRole("button", { name: "Remove tier 1" })).toBeDisabled();
    await user.click(within(form).getByRole("button", { name: "Add tier" }));
    expect(within(form).getByText("2 of 10 tiers")).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Remove tier 2" }));
    expect(within(form).getByText("1 of 10 tiers")).toBeInTheDocument();
    // Nothing reached the platform.
    expect(store.state.contracts.filter((c) => c.downline === "demo" && c.state === "pending")).toEqual([]);
  });

  it("shows demo the offer waiting for it; Accept makes it active [OFR-08] [OFR-03]", async () => {
    store.reset();
    const offer = store.state.contracts.find((c) => c.contractId === "DSL-2004")!;
    Object.assign(offer, { state: "pending", decidedAt: null });
    const { user, services } = await renderMemberPage(ContractOfferHost, "demo");
    const popup = await screen.findByRole("dialog", { name: "Contract offers" }, { timeout: 20_000 });
    expect(within(popup).getByRole("heading", { name: "Daily salary from agent01" })).toBeInTheDocument();
    expect(within(popup).getByText("DSL-2004")).toBeInTheDocument();
    expect(within(popup).getAllByRole("listitem")).toHaveLength(offer.tiers.length);
    await user.click(within(popup).getByRole("button", { name: "Accept" }));
    await within(popup).findByText("You accepted the offer. The contract is active from now on.");
    await waitFor(() => expect(offer.state).toBe("active"));
    // Close ends the popup for this login: the app machine forgets its actor.
    await user.click(within(popup).getAllByRole("button", { name: "Close" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Contract offers" })).not.toBeInTheDocument());
    expect(services.app.getSnapshot().matches({ contractOffers: "done" })).toBe(true);
    expect(services.app.getSnapshot().context.contractOffers).toBeNull();
  });

  it("an offer agent01 accepts in the popup while the agent centre is open adds its contract page to the menu [OFR-07] [OFR-08]", async () => {
    store.reset();
    // agent01 holds no real-time salary (its upline's contract waits as an offer, its downline's has ended).
    const offer = store.state.contracts.find((c) => c.contractId === "RTS-4001")!;
    Object.assign(offer, { state: "pending", decidedAt: null, activeFrom: null });
    store.state.contracts.find((c) => c.contractId === "RTS-4002")!.state = "terminated";
    localStorage.setItem("lang", "en");
    sessionStorage.setItem("token", store.openSession(store.findMember("agent01")!.id));
    const { services, unmount } = await renderApp("/agent/overview");
    try {
      const user = userEvent.setup();
      const centre = await screen.findByRole("dialog", { name: "Agent centre" }, { timeout: 20_000 });
      const menu = await within(centre).findByRole("navigation", { name: "Agent centre" }, { timeout: 20_000 });
      await within(menu).findByRole("link", { name: "Hourly salary" }, { timeout: 20_000 });
      expect(within(menu).queryByRole("link", { name: "Real-time salary" })).toBeNull();
      const popup = await screen.findByRole("dialog", { name: "Contract offers" }, { timeout: 20_000 });
      expect(within(popup).getByRole("heading", { name: "Real-time salary from master01" })).toBeInTheDocument();
      await user.click(within(popup).getByRole("button", { name: "Accept" }));
      await within(popup).findByText("You accepted the offer. The contract is active from now on.");
      // The menu reads the consolidated info again: the new contract's page is there, without a reload.
      await within(menu).findByRole("link", { name: "Real-time salary" }, { timeout: 10_000 });
      expect(offer.state).toBe("active");
    } finally {
      services.app.stop();
      unmount();
    }
  });
});
