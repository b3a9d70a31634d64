import { beforeAll, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChatRoomLink } from "../../src/views/chat-room/chat-room-link.tsx";
import { installDialogStub, renderUi } from "../components/render.tsx";

beforeAll(installDialogStub);

describe("the chat room modal (SPEC §2 modals)", () => {
  it("\"Chat room\" opens a titled modal with the chat in a sandboxed frame; Close closes it", async () => {
    await renderUi(<ChatRoomLink url="https://chat.example.test/room" allowedOrigins={[]} />);
    const user = userEvent.setup();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Chat room" }));
    const dialog = screen.getByRole("dialog", { name: "Chat room" });
    const frame = within(dialog).getByTitle("Chat room");
    expect(frame).toHaveAttribute("src", "https://chat.example.test/room");
    expect(frame).toHaveAttribute("sandbox");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("an address outside the operator's frame origins is refused with a message, not framed", async () => {
    await renderUi(<ChatRoomLink url="https://evil.example.test/room" allowedOrigins={["https://chat.example.test"]} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Chat room" }));
    const dialog = screen.getByRole("dialog", { name: "Chat room" });
    expect(within(dialog).getByRole("alert")).toBeInTheDocument();
    expect(within(dialog).queryByTitle("Chat room")).not.toBeInTheDocument();
  });
});
