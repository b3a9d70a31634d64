/** useNearScreen: a part far down the page is drawn once it nears the screen or the visitor uses the keyboard. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { NEAR_MARGIN, resetKeyboardUse, useNearScreen } from "../../src/components/near-screen/use-near-screen.ts";
import { FakeIntersectionObserver, intersect, watchersOf } from "../fake-intersection-observer.ts";

function Part({ name }: { name: string }) {
  const [ref, near] = useNearScreen<HTMLElement>();
  return (
    <section ref={ref} data-testid={name}>
      {near ? <p>{`${name} rows`}</p> : null}
    </section>
  );
}

describe("useNearScreen", () => {
  beforeEach(() => {
    resetKeyboardUse();
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("draws nothing until the part comes within a screen's height of the screen, then keeps it drawn", () => {
    render(<Part name="results" />);
    const part = screen.getByTestId("results");
    expect(screen.queryByText("results rows")).toBeNull();
    const [watcher] = watchersOf(part);
    expect(watcher?.options.rootMargin).toBe(NEAR_MARGIN);
    intersect(part, 0.01);
    expect(screen.getByText("results rows")).toBeInTheDocument();
    // Drawn once is drawn for good: it stops watching, and scrolling away does not take it down.
    expect(watchersOf(part)).toHaveLength(0);
  });

  it("stays undrawn while the observer reports the part far away", () => {
    render(<Part name="winners" />);
    intersect(screen.getByTestId("winners"), 0, false);
    expect(screen.queryByText("winners rows")).toBeNull();
  });

  it("draws every waiting part at the first key press (Tab, Page Down, End, find), and later parts at once", () => {
    const { rerender } = render(<Part name="results" />);
    rerender(
      <>
        <Part name="results" />
        <Part name="winners" />
      </>,
    );
    expect(screen.queryByText("results rows")).toBeNull();
    fireEvent.keyDown(document.body, { key: "Tab" });
    expect(screen.getByText("results rows")).toBeInTheDocument();
    expect(screen.getByText("winners rows")).toBeInTheDocument();
    render(<Part name="popular" />);
    expect(screen.getByText("popular rows")).toBeInTheDocument();
  });

  it("is not drawn by typing in a text field or by any key inside a modal dialog, whose page behind is inert", () => {
    render(
      <>
        <label>
          Search
          <input type="search" />
        </label>
        <dialog open aria-label="Member centre">
          <label>
            Amount
            <input inputMode="decimal" />
          </label>
          <button type="button">Close</button>
        </dialog>
        <Part name="results" />
      </>,
    );
    const amount = screen.getByRole("textbox", { name: "Amount" });
    fireEvent.keyDown(amount, { key: "1" });
    fireEvent.keyDown(amount, { key: "Tab" });
    fireEvent.keyDown(screen.getByRole("button", { name: "Close", hidden: true }), { key: "Tab" });
    fireEvent.keyDown(screen.getByRole("searchbox", { name: "Search" }), { key: "d" });
    expect(screen.queryByText("results rows")).toBeNull();
    // Leaving the search field with Tab, or the find shortcut from it, moves through the page.
    fireEvent.keyDown(screen.getByRole("searchbox", { name: "Search" }), { key: "Tab" });
    expect(screen.getByText("results rows")).toBeInTheDocument();
  });

  it("is drawn by the find shortcut pressed in a text field", () => {
    render(
      <>
        <input aria-label="Search" type="search" />
        <Part name="results" />
      </>,
    );
    fireEvent.keyDown(screen.getByRole("searchbox", { name: "Search" }), { key: "f", ctrlKey: true });
    expect(screen.getByText("results rows")).toBeInTheDocument();
  });

  it("draws at once where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Part name="results" />);
    expect(screen.getByText("results rows")).toBeInTheDocument();
  });
});
