import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { Country, HelpTopic, PlatformStatus, VendorLane } from "./boot.types.ts";

/** The platform's status for an openStatus site (free play on). */
export const openStatus: PlatformStatus = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: "203.0.113.7", country: "Brazil" },
  modules: { FREEPLAY3: true },
  registerRules: {},
  resources: [],
};
const countries: Country[] = [{ countryCode: "BR", countryDialingCode: "+55", countryName: "Brazil" }];
const lanes: VendorLane[] = [
  {
    title: "RNG",
    gameClassify: "RNG",
    cards: [{ vassalage: "PG", displayName: "Pocket Games Soft", icon: "", isHot: true, gameType: "RNG", isGame: "", gameCode: "", nodeId: 1 }],
  },
];
const help: HelpTopic[] = [{ tag: "faq", title: "FAQ" }];
const networkDown = { code: "network.abnormal" };

export const bootInputs: SampleInput[] = [
  { label: "A visitor opens the site", input: { host: "www.aurora.test", language: "pt" } },
];

export const bootSamples: SampleEvent[] = [
  { label: "Platform answers: the site is open", event: { type: "xstate.done.actor.fetchStatus", output: openStatus } },
  { label: "Platform answers: system maintenance", event: { type: "xstate.done.actor.fetchStatus", output: { ...openStatus, maintenance: true } } },
  { label: "Platform answers: visitor's IP or region not allowed", event: { type: "xstate.done.actor.fetchStatus", output: { ...openStatus, regionRestriction: true, location: { ip: "198.51.100.23", country: "United States" } } } },
  { label: "Platform answers: maintenance and IP restriction at once", event: { type: "xstate.done.actor.fetchStatus", output: { ...openStatus, maintenance: true, regionRestriction: true } } },
  { label: "The status call fails (network link abnormal)", event: { type: "xstate.error.actor.fetchStatus", error: networkDown } },
  { label: "Country codes arrive", event: { type: "xstate.done.actor.fetchCountries", output: countries } },
  { label: "The country-code call fails", event: { type: "xstate.error.actor.fetchCountries", error: networkDown } },
  { label: "Vendor lanes arrive", event: { type: "xstate.done.actor.fetchLanes", output: lanes } },
  { label: "The vendor-lane call fails", event: { type: "xstate.error.actor.fetchLanes", error: networkDown } },
  { label: "Help titles arrive", event: { type: "xstate.done.actor.fetchHelp", output: help } },
  { label: "The help-centre call fails", event: { type: "xstate.error.actor.fetchHelp", error: networkDown } },
  { label: "Player presses Try again", event: { type: "boot.retry" } },
  { label: "Player switches the language to English", event: { type: "language.changed", language: "en" } },
  { label: "Player switches the language to Portuguese", event: { type: "language.changed", language: "pt" } },
];
