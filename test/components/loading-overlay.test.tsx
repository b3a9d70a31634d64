import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { LoadingOverlay } from "../../src/components/overlay/loading-overlay.tsx";
import { renderUi } from "./render.tsx";

function Form({ busy }: { busy: boolean }) {
  return (
    <LoadingOverlay busy={busy}>
      <form aria-label="Register">
        <button type="submit">Register</button>
      </form>
    </LoadingOverlay>
  );
}

describe("LoadingOverlay", () => {
  it("idle: the content is not busy, no overlay, an empty status region waits", async () => {
    await renderUi(<Form busy={false} />);
    const form = screen.getByRole("form", { name: "Register" });
    expect(form.parentElement).toHaveAttribute("aria-busy", "false");
    expect(screen.queryByTestId("loading-overlay")).toBeNull();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("busy: the content is aria-busy and covered; 'Loading…' is said by a status outside the busy part", async () => {
    const view = await renderUi(<Form busy={false} />);
    const status = screen.getByRole("status");
    const submit = screen.getByRole("button", { name: "Register" });
    submit.focus();
    view.rerender(<Form busy />);
    const form = screen.getByRole("form", { name: "Register" });
    expect(form.parentElement).toHaveAttribute("aria-busy", "true");
    expect(screen.getByTestId("loading-overlay")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("status")).toBe(status);
    expect(status).toHaveTextContent("Loading…");
    expect(status.closest("[aria-busy='true']")).toBeNull();
    // Focus is not thrown away while busy.
    expect(submit).toHaveFocus();
    view.rerender(<Form busy={false} />);
    expect(status).toBeEmptyDOMElement();
  });

  it("takes its own status text", async () => {
    await renderUi(
      <LoadingOverlay busy label="Signing in…">
        <p>form</p>
      </LoadingOverlay>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Signing in…");
  });
});
