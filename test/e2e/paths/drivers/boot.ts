import type { BrowserDriver, ModelState } from "./types.ts";
import type { Check, Target } from "./runtime.ts";

const ENDPOINT: Record<string, string> = {
  fetchStatus: "/wps/system/status",
  fetchCountries: "/wps/system/country",
  fetchLanes: "/wps/relay/GCSGAME_newGameVendor",
  fetchHelp: "/wps/system/helpCenter",
};
const RETRY = /^(Tentar novamente|Try again)$/;
const screenNamed = (name: string): Target => ({ css: `[data-screen="${name}"]` });
const hasFailedRegion = (value: unknown) => JSON.stringify(value).includes('"failed"');

/** Start-up in the browser: the four start-up calls are held and answered as the path says. */
export const bootDriver: BrowserDriver = {
  machineId: "boot",

  start: () => ({ lang: "pt", hold: Object.values(ENDPOINT), url: "/" }),

  perform(event) {
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (settled) {
      const [, outcome, actor] = settled;
      const path = ENDPOINT[actor!]!;
      if (outcome === "error") return [{ do: "answer", path, answer: { abort: true } }];
      if (actor !== "fetchStatus") return [{ do: "answer", path, answer: { sandbox: true } }];
      const output = event.output as { maintenance: boolean; regionRestriction: boolean; location: { ip: string; country: string } };
      const status = output.maintenance ? (output.regionRestriction ? 3 : 1) : output.regionRestriction ? 2 : 0;
      return [
        { do: "scenario", patch: { status, visitorIp: output.location.ip, visitorCountry: output.location.country } },
        { do: "answer", path, answer: { sandbox: true } },
      ];
    }
    if (event.type === "boot.retry") return [{ do: "click", target: { role: "button", name: RETRY } }];
    if (event.type === "language.changed") return [{ do: "select", target: { role: "combobox", name: /^(Idioma|Language)$/ }, value: String(event.language) }];
    throw new Error(`the boot driver cannot perform ${event.type}`);
  },

  screen({ value, context }: ModelState): Check[] {
    if (value === "checkingStatus") return [{ see: screenNamed("checking") }];
    if (value === "statusFailed") return [{ see: { role: "alert", within: screenNamed("status-failed") } }];
    if (value === "maintenance") return [{ see: { role: "heading", level: 1, within: screenNamed("maintenance") }, text: "Manutenção do Sistema" }];
    if (value === "restricted") {
      const status = context.status as { location: { ip: string } };
      return [{ see: { testId: "visitor-ip", within: screenNamed("restricted") }, text: status.location.ip }];
    }
    const loading = typeof value === "object" && value !== null && "loadingSite" in value;
    if (loading && !hasFailedRegion(value)) return [{ see: screenNamed("checking") }];
    if (hasFailedRegion(value)) {
      return [
        { see: { role: "alert", within: screenNamed("site") }, text: /./ },
        { see: { role: "button", name: RETRY, within: screenNamed("site") } },
      ];
    }
    return [{ see: { role: "navigation", name: /Menu principal|Main/, within: screenNamed("site") } }, { notSee: { role: "alert", within: screenNamed("site") } }];
  },
};
