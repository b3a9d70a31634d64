/**
 * A page that fails to draw (issue 28, item 6): instead of the router's untranslated "Something went wrong!" with the
 * raw error, the player gets a message in their language with "Try again" and a way home; the header stays when only
 * the page failed; the failure goes to the operator's endpoint without personal data.
 */
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryHistory } from "@tanstack/react-router";
import { startApp } from "../../src/app/compose.ts";
import { App } from "../../src/app/app.tsx";
import { testConfig } from "../render-app.tsx";

const REPORTS = "https://reports.example/site-errors";

/** fetch as the app sees it, with the calls to the report endpoint kept (and answered) instead of sent. */
function captureReports() {
  const reports: { body: unknown; init: RequestInit | undefined }[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url !== REPORTS) return real(input, init);
    reports.push({ body: JSON.parse(String(init?.body)), init });
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  return reports;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** The whole app at `url` with one route's component replaced by `component` (a page with a bug). */
async function renderWithBrokenRoute(url: string, routeId: string, component: () => ReactElement) {
  localStorage.setItem("lang", "en");
  const config = testConfig({ errorReportUrl: REPORTS });
  const { services, router } = await startApp(config, window, createMemoryHistory({ initialEntries: [url] }));
  const route = (router.routesById as unknown as Record<string, { update(options: { component: () => ReactElement }): void }>)[routeId]!;
  route.update({ component });
  render(<App services={services} router={router} />);
  return { router };
}

describe("a page that fails to draw", () => {
  it("shows a translated message in the page's place with the header kept; Try again draws the page once it can; the report has no personal data", async () => {
    const user = userEvent.setup();
    const reports = captureReports();
    let broken = true;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderWithBrokenRoute("/vip", "/vip", () => {
      if (broken) throw new TypeError("Cannot read properties of undefined (member 12345678, demo@example.com)");
      return <h1>VIP page drawn</h1>;
    });
    const alert = await screen.findByRole("alert", {}, { timeout: 20_000 }).then(() => screen.getByRole("heading", { name: "This page could not be shown" }));
    expect(alert).toHaveFocus();
    // Only the page failed: the header (with its Log in) is still there.
    expect(screen.getByTestId("login-area")).toBeInTheDocument();
    // Never the raw error, never the router's own screen.
    expect(document.body.textContent).not.toContain("Cannot read properties");
    expect(document.body.textContent).not.toContain("Something went wrong!");

    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.body).toEqual({
      name: "TypeError",
      message: "Cannot read properties of undefined (member <number>, <email>)",
      route: "/vip",
      language: "en",
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(reports[0]!.init?.credentials).toBe("omit");

    broken = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "VIP page drawn" });
    expect(screen.queryByRole("heading", { name: "This page could not be shown" })).toBeNull();
  });

  it("when the site's frame itself fails, the message takes the window with a way home", async () => {
    const reports = captureReports();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { router } = await renderWithBrokenRoute("/vip", "__root__", () => {
      throw new Error("layout broke");
    });
    const heading = await screen.findByRole("heading", { level: 1, name: "This page could not be shown" }, { timeout: 20_000 });
    const card = heading.closest("[data-screen='page-error']") as HTMLElement;
    expect(within(card).getByRole("button", { name: "Try again" })).toBeInTheDocument();
    const home = within(card).getByRole("link", { name: "Go to the home page" });
    expect(home).toHaveAttribute("href", "/");
    await waitFor(() => expect(reports.length).toBeGreaterThanOrEqual(1));
    expect(router.state.location.pathname).toBe("/vip");
  });
});
