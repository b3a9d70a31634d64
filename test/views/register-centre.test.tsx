/**
 * The agent centre's Account page (register centre) rendered with the real app services and live actors against the
 * sandbox platform, used by role and label as an agent would: failures with Try again, malformed data, the disable
 * confirmation (focus on Cancel, Escape changes nothing) and the create form's field message.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import RegisterCentrePage from "../../src/views/agent-links/register-centre-page.tsx";
import { renderMemberPage } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";

const { store } = nodeSandbox;
const LINKS_PATH = "/wps/relay/MCSFE_getAffiliateLinks";

describe("Account (register centre)", { timeout: 60_000 }, () => {
  it("a failed load says so with Try again; malformed links are an error too; then the agent's links show [LNK-02] [SITE-01]", async () => {
    store.state.scenario.failure = { mode: "http500", path: LINKS_PATH, remaining: 1 };
    const { user } = await renderPage();
    const alert = await screen.findByText(/Your links could not be loaded\./, {}, { timeout: 20_000 });
    // An answer the schema refuses (a link without a code, a count that is not a number) is an error, never a blank page.
    store.state.scenario.answers = [{ path: LINKS_PATH, body: JSON.stringify({ success: true, value: { links: [{ code: "", visits: "many" }], domains: [], maxLinks: 10 } }) }];
    await user.click(within(alert.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(store.state.scenario.answers).toBeUndefined());
    const again = await screen.findByText(/Your links could not be loaded\./);
    await user.click(within(again.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Try again" }));
    const own = store.state.agentLinks.filter((l) => l.agent === "agent01");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(own.length));
    for (const link of own) expect(screen.getByRole("article", { name: link.code })).toHaveTextContent(`https://${link.domain}/register.html?affiliateCode=${link.code}`);
  });

  it("disabling asks first with the focus on Cancel; Escape changes nothing; Disable disables it [LNK-04]", async () => {
    const { user } = await renderPage();
    const card = await screen.findByRole("article", { name: "AGENT01" }, { timeout: 20_000 });
    const opener = within(card).getByRole("button", { name: "Disable" });
    await user.click(opener);
    const confirm = await screen.findByRole("alertdialog", { name: "Disable the link AGENT01?" });
    await waitFor(() => expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(store.state.agentLinks.find((l) => l.code === "AGENT01")?.enabled).toBe(true);
    await user.click(within(card).getByRole("button", { name: "Disable" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Disable" }));
    await screen.findByText("The link AGENT01 is disabled: its code registers no one now.");
    expect(store.state.agentLinks.find((l) => l.code === "AGENT01")?.enabled).toBe(false);
    expect(within(card).getByRole("button", { name: "Enable" })).toBeInTheDocument();
  });

  it("a code another agent's link has is refused next to the code field, which keeps it [LNK-03] [SITE-02]", async () => {
    const { user } = await renderPage();
    const form = await screen.findByRole("region", { name: "Create a link" }, { timeout: 20_000 });
    const taken = store.state.agentLinks.find((l) => l.agent !== "agent01")!.code;
    const code = within(form).getByRole("textbox", { name: /^Code/ });
    await user.type(code, taken.toLowerCase());
    await user.click(within(form).getByRole("button", { name: "Create link" }));
    await within(form).findByText("Another link already has this code. Choose another.");
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveValue(taken.toLowerCase());
  });
});

function renderPage() {
  return renderMemberPage(RegisterCentrePage, "agent01");
}
