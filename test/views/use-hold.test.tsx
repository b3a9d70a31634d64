import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useHold } from "../../src/views/announcements/use-hold.ts";

function Block() {
  const [held, handlers] = useHold();
  return (
    <>
      <div data-testid="block" data-held={held} {...handlers}>
        <button type="button">One</button>
        <button type="button">Two</button>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

const held = () => screen.getByTestId("block").dataset.held;

describe("holding a rotating block (banner carousel, notice strip)", () => {
  it("holds while the pointer is over it", () => {
    render(<Block />);
    expect(held()).toBe("false");
    fireEvent.mouseEnter(screen.getByTestId("block"));
    expect(held()).toBe("true");
    fireEvent.mouseLeave(screen.getByTestId("block"));
    expect(held()).toBe("false");
  });

  it("holds while focus is inside it, also when focus moves from one of its controls to another", async () => {
    const user = userEvent.setup();
    render(<Block />);
    await user.tab();
    expect(held()).toBe("true");
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Two");
    expect(held()).toBe("true");
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Outside");
    expect(held()).toBe("false");
  });
});
