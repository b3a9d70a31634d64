import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AlertDialog } from "../../src/components/dialog/alert-dialog.tsx";
import { ConfirmDialog } from "../../src/components/dialog/confirm-dialog.tsx";
import { installDialogStub, renderUi } from "./render.tsx";

beforeAll(installDialogStub);

function SmsFailure({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onConfirm();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Send code
      </button>
      <AlertDialog open={open} title="Warning" message="The SMS could not be sent. Try again later." onConfirm={close} />
    </>
  );
}

function Logout({ onConfirm, onCancel, focusConfirm }: { onConfirm: () => void; onCancel: () => void; focusConfirm?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign out
      </button>
      <ConfirmDialog
        open={open}
        title="Sign out"
        message="Are you sure you want to log out?"
        initialFocus={focusConfirm ? "confirm" : undefined}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

describe("AlertDialog", () => {
  it("is an alertdialog named by its title and described by its message, with focus on its one button", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    await renderUi(<SmsFailure onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    const dialog = screen.getByRole("alertdialog", { name: "Warning" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("The SMS could not be sent. Try again later.");
    const ok = screen.getByRole("button", { name: "OK" });
    expect(ok).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Send code" })).toHaveFocus();
  });

  it("Escape and the close button acknowledge it too (onConfirm unless onClose is given)", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    await renderUi(<SmsFailure onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.keyboard("{Escape}");
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Send code" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onConfirm).toHaveBeenCalledTimes(2);

    const onClose = vi.fn();
    const view = await renderUi(<AlertDialog open title="Trial account" message="Please register a real account." confirmLabel="Register" onConfirm={() => {}} onClose={onClose} />);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Register" })).toBeInTheDocument();
    view.unmount();
  });
});

describe("ConfirmDialog", () => {
  it("asks with Cancel (focused: the safe choice) and Confirm; Confirm confirms and focus returns", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderUi(<Logout onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    const dialog = screen.getByRole("alertdialog", { name: "Sign out" });
    expect(dialog).toHaveAccessibleDescription("Are you sure you want to log out?");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign out" })).toHaveFocus();
  });

  it("Cancel, Escape and the close button cancel", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderUi(<Logout onConfirm={onConfirm} onCancel={onCancel} />);
    const opener = screen.getByRole("button", { name: "Sign out" });
    await user.click(opener);
    await user.keyboard("{Enter}");
    await user.click(opener);
    await user.keyboard("{Escape}");
    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it("can put focus on Confirm, and ignores it while busy", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const view = await renderUi(<Logout onConfirm={onConfirm} onCancel={() => {}} focusConfirm />);
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(screen.getByRole("button", { name: "Confirm" })).toHaveFocus();
    view.unmount();

    const busy = vi.fn();
    await renderUi(<ConfirmDialog open busy title="Sign out" message="Are you sure you want to log out?" onConfirm={busy} onCancel={() => {}} />);
    const confirm = screen.getByRole("button", { name: "Confirm" });
    expect(confirm).toHaveAttribute("aria-disabled", "true");
    await user.click(confirm);
    expect(busy).not.toHaveBeenCalled();
  });
});
