/** `/wps/system/*`: status (the first call), whitelabel module tree, countries, domain route. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { type Scenario } from "../scenarios.ts";
import { COUNTRIES } from "../seed/countries.ts";
import { buildWhitelabelTree, customerService, domainList, resources } from "../seed/platform.ts";
import { registerRules } from "../seed/register-rules.ts";
import { ok, route } from "./route.ts";

/** Maintenance wins when both bits are set. */
export function platformFlags(scenario: Scenario): { maintenance: boolean; regionRestriction: boolean } {
  const maintenance = (scenario.status & 1) === 1;
  return { maintenance, regionRestriction: !maintenance && (scenario.status & 2) === 2 };
}

function hostOf(url: string): string {
  try {
    return new URL(url.includes("://") ? url : `http://${url}`).host;
  } catch {
    return url;
  }
}

export function systemHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/system/status", ({ url, merchant }) => {
      const site = url.searchParams.get("url")?.trim() || url.host;
      const { scenario } = store.state;
      return ok({
        ...platformFlags(scenario),
        location: { ip: scenario.visitorIp, country: scenario.visitorCountry, countryCode: scenario.visitorCountryCode },
        info: {
          whitelabel: buildWhitelabelTree(scenario.whitelabel),
          register: registerRules(scenario.registerRules),
          customerService: customerService(merchant),
          domainRoute: { domainList: domainList() },
          resources: resources(),
          mainDomain: hostOf(site),
          analytics: { gtagId: "" },
          imageCDNs: [],
          launchGameCDNs: [],
        },
      });
    }, { merchantFromDomain: true }),
    route(store, "get", "/wps/system/whitelabel", () => ok(buildWhitelabelTree(store.state.scenario.whitelabel))),
    route(store, "get", "/wps/system/country", () => ok(COUNTRIES.map((c) => ({ ...c })))),
    route(store, "get", "/wps/system/domainRoute", () => ok({ domainList: domainList(), resources: resources() })),
  ];
}
