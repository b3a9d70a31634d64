/**
 * "My account" (securityCenter) rendered with the real app services — session, client, the security-centre machine
 * and its live actors — against the sandbox platform, used by role and label as a player would.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import SecurityCentrePage from "../../src/views/security-centre/security-centre-page.tsx";
import { renderMemberPage } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";

const { store } = nodeSandbox;

const renderPage = (username: string) => renderMemberPage(SecurityCentrePage, username);

const section = (name: string) => screen.getByRole("region", { name });

describe("My account (security centre)", { timeout: 60_000 }, () => {
  it("shows the masked mobile and e-mail, the payment password and the bank account; binds a new mobile number with the code sent to it [SEC-01] [SEC-02]", async () => {
    const { member, user } = await renderPage("demo");
    const mobile = await screen.findByRole("region", { name: "Mobile number" }, { timeout: 20_000 });
    expect(within(mobile).getByText("+55 *******4321")).toBeInTheDocument();
    expect(within(section("E-mail")).getByText(/^de\*+@sandbox\.example$/)).toBeInTheDocument();
    expect(within(section("Payment password")).getByText("Set")).toBeInTheDocument();
    expect(within(section("Bank accounts")).getByRole("listitem")).toHaveTextContent(/\*+\d{4}/);

    await user.click(within(mobile).getByRole("button", { name: "Change mobile number" }));
    const number = within(mobile).getByRole("textbox", { name: /^Mobile number/ });
    await waitFor(() => expect(number).toHaveFocus());
    await user.type(number, "11900002222");
    await user.click(within(mobile).getByRole("button", { name: /Send code|Get code/i }));
    await waitFor(() => expect(store.state.smsCodes.some((c) => c.purpose === "bind" && c.mobileNum === "11900002222")).toBe(true));
    const code = store.state.smsCodes.find((c) => c.purpose === "bind" && c.mobileNum === "11900002222")!.code;
    await user.type(within(mobile).getByRole("textbox", { name: /^Verification code/ }), code);
    await user.click(within(mobile).getByRole("button", { name: "Save" }));
    await screen.findByText("Your mobile number is saved.");
    expect(within(section("Mobile number")).getByText("+55 *******2222")).toBeInTheDocument();
    expect(member.mobile?.mobileNum).toBe("11900002222");
    expect(within(section("Mobile number")).getByRole("button", { name: "Change mobile number" })).toHaveFocus();
  });

  it("a wrong login password on the e-mail form shows the message and keeps the address; the right one saves it [SEC-03] [SITE-02]", async () => {
    const { member, user } = await renderPage("demo");
    const email = await screen.findByRole("region", { name: "E-mail" }, { timeout: 20_000 });
    await user.click(within(email).getByRole("button", { name: "Change e-mail" }));
    const address = within(email).getByRole("textbox", { name: /^E-mail/ });
    await user.type(address, "demo.second@sandbox.example");
    await user.type(within(email).getByLabelText(/^Login password/), "Wrong123");
    await user.click(within(email).getByRole("button", { name: "Save" }));
    await within(email).findByText("The login password is wrong.");
    expect(address).toHaveValue("demo.second@sandbox.example");
    expect(member.email).toBe("demo@sandbox.example");
    const password = within(email).getByLabelText(/^Login password/);
    await user.clear(password);
    await user.type(password, "Demo1234");
    await user.click(within(email).getByRole("button", { name: "Save" }));
    await screen.findByText("Your e-mail address is saved.");
    expect(member.email).toBe("demo.second@sandbox.example");
  });

  it("a member without a payment password who adds a bank account sets the password first, then binds the account [SEC-04] [CASH-05]", async () => {
    const { member, user } = await renderPage("newbie");
    const cards = await screen.findByRole("region", { name: "Bank accounts" }, { timeout: 20_000 });
    expect(within(cards).getByText("None yet")).toBeInTheDocument();
    await user.click(within(cards).getByRole("button", { name: "Add bank account" }));
    const password = section("Payment password");
    expect(within(password).getByText("Set a payment password first: bank accounts are confirmed with it.")).toBeInTheDocument();
    await user.type(within(password).getByLabelText(/^Login password/), "123456");
    await user.type(within(password).getByLabelText(/^Payment password \(6 digits\)/), "112233");
    await user.type(within(password).getByLabelText(/^Repeat the payment password/), "112244");
    await user.click(within(password).getByRole("button", { name: "Save" }));
    expect(within(password).getByLabelText(/^Repeat the payment password/)).toHaveAccessibleDescription(/not the same/);
    const repeat = within(password).getByLabelText(/^Repeat the payment password/);
    await user.clear(repeat);
    await user.type(repeat, "112233");
    await user.click(within(password).getByRole("button", { name: "Save" }));
    const form = await within(section("Bank accounts")).findByRole("form", { name: "Add a bank account" });
    expect(member.paymentPassword).toBe("112233");
    await user.selectOptions(within(form).getByLabelText("Bank"), "260");
    await user.type(within(form).getByRole("textbox", { name: /^Account number/ }), "1234567890");
    await user.type(within(form).getByRole("textbox", { name: /^Payee name/ }), "New Bie");
    await user.type(within(form).getByLabelText(/^Payment password/), "112233");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await screen.findByText("The bank account is added.");
    expect(within(section("Bank accounts")).getByRole("listitem")).toHaveTextContent("******7890");
  });
});
