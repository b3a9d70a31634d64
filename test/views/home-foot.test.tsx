/**
 * Home's foot blocks (popular lottery, Vietnam results, winners) are drawn when they near the screen or at the first
 * key press: the headings are there from the start, the rows only then. (With a fake IntersectionObserver: jsdom has
 * none, and without one the blocks draw at once, as every other home test relies on.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../render-app.tsx";
import { resetKeyboardUse } from "../../src/components/near-screen/use-near-screen.ts";
import { FakeIntersectionObserver, intersect } from "../fake-intersection-observer.ts";

configure({ asyncUtilTimeout: 8000 });

describe("home's foot blocks", () => {
  beforeEach(() => {
    resetKeyboardUse();
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    localStorage.setItem("lang", "en");
    sessionStorage.setItem("ANONYMOUS_POPUP", "closed");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps their headings and draws their rows only once they near the screen, or at the first key press", async () => {
    await renderApp("/");
    const results = await screen.findByTestId("home-vn-numbers");
    const winners = screen.getByTestId("home-winners");
    const popular = screen.getByTestId("home-popular-lottery");
    expect(within(results).getByRole("heading", { name: "Vietnam lottery results" })).toBeInTheDocument();
    expect(within(winners).getByRole("heading", { name: "Winners" })).toBeInTheDocument();
    // The hot games above are drawn as soon as their answer is in; the foot blocks wait for the screen.
    await waitFor(() => expect(within(screen.getByTestId("home-hot-games")).getAllByTestId("game-tile")).toHaveLength(12));
    for (const block of [results, winners, popular]) expect(block).toHaveAttribute("data-drawn", "false");
    expect(screen.queryAllByTestId("vn-draw")).toHaveLength(0);

    intersect(results, 0.01);
    await waitFor(() => expect(within(results).getAllByTestId("vn-draw")).toHaveLength(100));
    expect(winners).toHaveAttribute("data-drawn", "false");
    expect(screen.queryAllByTestId("home-win")).toHaveLength(0);

    fireEvent.keyDown(document.body, { key: "Tab" });
    await waitFor(() => expect(within(winners).getAllByTestId("home-win")).toHaveLength(20));
    await waitFor(() => expect(within(popular).getAllByTestId("popular-lottery-game")).toHaveLength(20));
  });
});
