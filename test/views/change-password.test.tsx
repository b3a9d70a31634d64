import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createActor, fromPromise } from "xstate";
import { ChangePasswordDialog } from "../../src/views/change-password/change-password-dialog.tsx";
import {
  changePasswordMachine,
  type ChangePasswordInput,
  type ChangePasswordRequest,
} from "../../machines/change-password/change-password.machine.ts";
import { platformMessage } from "../../machines/auth/auth.samples.ts";
import { installDialogStub, renderUi } from "../components/render.tsx";

beforeAll(installDialogStub);

const INPUT: ChangePasswordInput = { account: "player01", heldOldPassword: null, forced: false, passwordRule: null, defaultPassword: "abc123" };

async function open(input: Partial<ChangePasswordInput> = {}, change?: (request: ChangePasswordRequest) => Promise<void>) {
  const changePassword = vi.fn(change ?? (async () => {}));
  const machine = changePasswordMachine.provide({ actors: { changePassword: fromPromise(({ input }) => changePassword(input)) } });
  const actor = createActor(machine, { input: { ...INPUT, ...input } }).start();
  await renderUi(<ChangePasswordDialog actor={actor} />);
  return { actor, changePassword, user: userEvent.setup() };
}

const dialog = () => screen.getByRole("dialog", { name: "Change password" });
const oldPassword = () => screen.queryByLabelText(/^Old password/);
const newPassword = () => screen.getByLabelText(/^New password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm new password/);

describe("ChangePasswordDialog", () => {
  it("shows the account name (also for password managers) and asks for the old, new and repeated password [PWD-02] [PWD-07]", async () => {
    await open();
    expect(within(dialog()).getByText("player01")).toBeInTheDocument();
    expect(dialog()).toHaveTextContent("Account: player01");
    const hidden = dialog().querySelector<HTMLInputElement>('input[autocomplete="username"]')!;
    expect(hidden).toHaveValue("player01");
    expect(hidden).not.toBeVisible();
    expect(oldPassword()).toHaveAttribute("autocomplete", "current-password");
    expect(newPassword()).toHaveAttribute("autocomplete", "new-password");
    expect(confirmPassword()).toHaveAttribute("autocomplete", "new-password");
    expect(screen.queryByText(/must be changed before you continue/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm" })).toHaveAttribute("type", "submit");
  });

  it("after a login that forces the change it explains why and does not ask the held old password again", async () => {
    const { user, changePassword } = await open({ forced: true, heldOldPassword: "abc123" });
    expect(screen.getByText("Your password must be changed before you continue.")).toBeInTheDocument();
    expect(oldPassword()).not.toBeInTheDocument();
    await user.type(newPassword(), "Better456");
    await user.type(confirmPassword(), "Better456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(changePassword).toHaveBeenCalledWith({ oldPassword: "abc123", newPassword: "Better456", confirmNewPassword: "Better456" }));
  });

  it("says the passwords are inconsistent next to the confirmation and keeps what was typed [PWD-07] [ERR-06]", async () => {
    const { user, changePassword } = await open();
    await user.type(oldPassword()!, "Old12345");
    await user.type(newPassword(), "Better456");
    await user.type(confirmPassword(), "Better457");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(confirmPassword()).toHaveAccessibleDescription("The passwords are inconsistent");
    expect(confirmPassword()).toHaveFocus();
    expect(confirmPassword()).toHaveValue("Better457");
    expect(newPassword()).toHaveValue("Better456");
    expect(newPassword()).not.toHaveAttribute("aria-invalid", "true");
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("checks each field: the old password required, the new one under the rule and different from the old [PWD-07]", async () => {
    const { user } = await open();
    await user.type(newPassword(), "a b");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(oldPassword()).toHaveAccessibleDescription("Input cannot be empty");
    expect(oldPassword()).toHaveFocus();
    expect(newPassword()).toHaveAccessibleDescription("6–20 characters without spaces");
    expect(confirmPassword()).toHaveAccessibleDescription("Input cannot be empty");
    await user.type(oldPassword()!, "Same1234");
    await user.clear(newPassword());
    await user.type(newPassword(), "Same1234");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(newPassword()).toHaveAccessibleDescription("The new password must differ from the old one");
  });

  it("sends the change under a loading overlay and ends changed", async () => {
    let finish!: () => void;
    const { user, actor, changePassword } = await open({}, () => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(oldPassword()!, "Old12345");
    await user.type(newPassword(), "Better456");
    await user.type(confirmPassword(), "Better456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(screen.getByTestId("loading-overlay")).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: "Old12345", newPassword: "Better456", confirmNewPassword: "Better456" });
    finish();
    await waitFor(() => expect(actor.getSnapshot().status).toBe("done"));
    expect(actor.getSnapshot().output).toEqual({ changed: true });
  });

  it("shows the platform's refusal and lets the player correct it", async () => {
    const { user } = await open({}, () => Promise.reject(platformMessage("Old password is incorrect")));
    await user.type(oldPassword()!, "Wrong123");
    await user.type(newPassword(), "Better456");
    await user.type(confirmPassword(), "Better456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Old password is incorrect");
    expect(screen.queryByTestId("loading-overlay")).not.toBeInTheDocument();
    expect(oldPassword()).toHaveValue("Wrong123");
  });

  it("the close button cancels the change", async () => {
    const { user, actor, changePassword } = await open();
    await user.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ changed: false });
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("Escape cancels the change", async () => {
    const { user, actor } = await open();
    await user.type(oldPassword()!, "Old{Escape}");
    expect(actor.getSnapshot().value).toBe("cancelled");
  });
});
