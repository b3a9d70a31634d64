import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { activateLocale, i18n } from "../../src/i18n/i18n.ts";
import { ConfigErrorScreen } from "../../src/views/config-error/config-error-screen.tsx";
import { loadConfig } from "../../src/config/load-config.ts";

async function renderProblem(body: string, status = 200) {
  await activateLocale("en");
  const result = await loadConfig("/config.json", async () => new Response(body, { status }));
  if (result.ok) throw new Error("expected a problem");
  const onReload = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <ConfigErrorScreen problem={result.problem} onReload={onReload} />
    </I18nProvider>,
  );
  return onReload;
}

describe("configuration error screen", () => {
  it("names the missing field instead of rendering a broken site", async () => {
    await renderProblem(JSON.stringify({ brand: { id: "x", name: "X", logo: "/l.svg", theme: "aurora" } }));
    expect(screen.getByRole("heading", { name: "This site is not configured correctly" })).toBeInTheDocument();
    expect(screen.getByTestId("config-field")).toHaveTextContent("platform");
  });

  it("names a nested invalid field", async () => {
    const raw = JSON.parse(JSON.stringify({
      brand: { id: "x", name: "X", logo: "/l.svg", theme: "aurora" },
      platform: { baseUrl: "", merchant: "" },
      defaultLang: "pt",
      supportLanguages: ["pt"],
      imageCdn: "",
      loginToHome: false,
      defaultPassword: "123456",
    }));
    await renderProblem(JSON.stringify(raw));
    expect(screen.getByTestId("config-field")).toHaveTextContent("platform.merchant");
  });

  it("says when the file is not JSON and offers a reload", async () => {
    const onReload = await renderProblem("<html>");
    expect(screen.getByText("The configuration file is not valid JSON.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
