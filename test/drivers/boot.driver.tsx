import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import { patchScenario } from "../../src/sandbox/scenarios.ts";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { createPlatformGate } from "./platform-gate.ts";
import type { FlowDriver } from "./types.ts";

const ENDPOINT: Record<string, string> = {
  fetchStatus: "/wps/system/status",
  fetchCountries: "/wps/system/country",
  fetchLanes: "/wps/relay/GCSGAME_newGameVendor",
  fetchHelp: "/wps/system/helpCenter",
};

interface BootSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  gate: ReturnType<typeof createPlatformGate>;
}

const RETRY = /^(Tentar novamente|Try again)$/;
const entry = registry.find((e) => e.machine.id === "boot")!;
const { store } = nodeSandbox;

function screenIs(name: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-screen="${name}"]`);
  if (!found) throw new Error(`expected the ${name} screen; showing ${document.querySelector("[data-screen]")?.getAttribute("data-screen") ?? "nothing"}`);
  return found;
}

function hasFailedRegion(value: unknown): boolean {
  return JSON.stringify(value).includes('"failed"');
}

/** Boot through the real views: the sandbox answers each start-up call when the path says so. */
export const bootDriver: FlowDriver<BootSession> = {
  machineId: "boot",

  async start() {
    localStorage.setItem("lang", "pt");
    const gate = createPlatformGate(Object.values(ENDPOINT));
    const app = await renderApp("/");
    return { app, gate };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (settled) {
      const [, outcome, actor] = settled;
      const path = ENDPOINT[actor!]!;
      if (actor === "fetchStatus" && outcome === "done") {
        const output = event.output as { maintenance: boolean; regionRestriction: boolean; location: { ip: string; country: string } };
        const status = output.maintenance ? (output.regionRestriction ? 3 : 1) : output.regionRestriction ? 2 : 0;
        patchScenario(store, { status, visitorIp: output.location.ip, visitorCountry: output.location.country });
      } else if (outcome === "done") {
        patchScenario(store, { failure: { mode: "none" } });
      } else {
        patchScenario(store, { failure: { mode: actor === "fetchStatus" ? "http500" : "network", path, remaining: 1 } });
      }
      await session.gate.release(path);
      return;
    }
    if (event.type === "boot.retry") {
      const retry = await screen.findAllByRole("button", { name: RETRY });
      await userEvent.click(retry[0]!);
      return;
    }
    if (event.type === "language.changed") {
      const select = await screen.findByRole("combobox", { name: /^(Idioma|Language)$/ });
      if ((select as HTMLSelectElement).value !== event.language) await userEvent.selectOptions(select, String(event.language));
      return;
    }
    throw new Error(`bootDriver cannot perform ${event.type}`);
  },

  async expectScreen(session, value) {
    await waitFor(() => {
      if (value === "checkingStatus") return void screenIs("checking");
      if (value === "statusFailed") {
        expect(within(screenIs("status-failed")).getByRole("alert")).toBeInTheDocument();
        return;
      }
      if (value === "maintenance") {
        expect(within(screenIs("maintenance")).getByRole("heading", { level: 1 })).toHaveTextContent("Manutenção do Sistema");
        return;
      }
      if (value === "restricted") {
        const page = screenIs("restricted");
        const status = session.app.services.boot.getSnapshot().context.status;
        expect(within(page).getByTestId("visitor-ip")).toHaveTextContent(status!.location.ip);
        return;
      }
      const loading = typeof value === "object" && value !== null && "loadingSite" in value;
      if (loading && !hasFailedRegion(value)) return void screenIs("checking");
      const site = screenIs("site");
      if (hasFailedRegion(value)) {
        expect(within(site).getByRole("alert")).toHaveTextContent(/./);
        expect(within(site).getByRole("button", { name: RETRY })).toBeInTheDocument();
        return;
      }
      expect(within(site).getByRole("navigation", { name: /Menu principal|Main/ })).toBeInTheDocument();
      expect(within(site).queryByRole("alert")).not.toBeInTheDocument();
    });
  },

  machineState(session) {
    return entry.serialize(session.app.services.boot.getSnapshot() as never);
  },

  async stop(session) {
    session.app.services.app.stop();
    session.app.unmount();
  },
};
