import { assign, fromPromise, setup } from "xstate";
import { toFailure, type Failure } from "../shared/errors.ts";
import { described } from "../shared/described.ts";
import type { BootInput, Country, HelpTopic, PlatformStatus, VendorLane } from "./boot.types.ts";

export interface BootContext {
  host: string;
  language: string;
  status: PlatformStatus | null;
  countries: Country[];
  lanes: VendorLane[];
  help: HelpTopic[];
  statusFailure: Failure | null;
  countriesFailure: Failure | null;
  lanesFailure: Failure | null;
  helpFailure: Failure | null;
}

export type BootEvent = { type: "boot.retry" } | { type: "language.changed"; language: string };

type ListKey = "countries" | "lanes" | "help";
const LIST_ACTOR = { countries: "fetchCountries", lanes: "fetchLanes", help: "fetchHelp" } as const;
const LIST_FAILURE = { countries: "countriesFailure", lanes: "lanesFailure", help: "helpFailure" } as const;

/**
 * A list region's documentation: written as `description` and `meta` properties, so that production builds drop it
 * with the rest of the statechart texts (scripts/vite/strip-chart-docs.ts).
 */
interface ListTexts {
  description?: string;
  loading: { description?: string };
  failed: { description?: string };
  loaded: { description?: string };
  meta?: { spec: string };
}

/** A start-up list as a region: loading → loaded, or failed until the player retries. */
function listRegion<K extends ListKey>(key: K, text: ListTexts) {
  return {
    description: text.description,
    initial: "loading",
    states: {
      loading: {
        description: text.loading.description,
        invoke: {
          id: LIST_ACTOR[key] as (typeof LIST_ACTOR)[K],
          src: LIST_ACTOR[key] as (typeof LIST_ACTOR)[K],
          input: ({ context }: { context: BootContext }) => ({ language: context.language }),
          onDone: {
            target: "loaded",
            actions: assign({ [key]: ({ event }: { event: { output: unknown } }) => event.output, [LIST_FAILURE[key]]: null } as never) as never,
            meta: text.meta,
          },
          onError: {
            target: "failed",
            actions: assign({ [LIST_FAILURE[key]]: ({ event }: { event: { error: unknown } }) => toFailure(event.error) } as never) as never,
            meta: { spec: "ERR-10 SITE-01" },
          },
        },
      },
      failed: {
        description: text.failed.description,
        on: { "boot.retry": { target: "loading", meta: { spec: "ERR-10 SITE-01" } } },
      },
      loaded: { description: text.loaded.description, type: "final" },
    },
  } as const;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const bootMachine = setup({
  types: {
    context: {} as BootContext,
    events: {} as BootEvent,
    input: {} as BootInput,
  },
  actors: {
    fetchStatus: fromPromise<PlatformStatus, { host: string }>(notProvided("fetchStatus")),
    fetchCountries: fromPromise<Country[]>(notProvided("fetchCountries")),
    fetchLanes: fromPromise<VendorLane[], { language: string }>(notProvided("fetchLanes")),
    fetchHelp: fromPromise<HelpTopic[], { language: string }>(notProvided("fetchHelp")),
  },
  actions: {
    /** Tells whoever runs the site (machines/app) the platform's switches and field rules. */
    announceStatus: (_, _params: { status: PlatformStatus }) => {},
  },
  guards: {
    isMaintenance: described(
      "The platform says the site is under maintenance (this wins over an IP restriction).",
      (_, params: { status: PlatformStatus }) => params.status.maintenance,
    ),
    isRestricted: described(
      "The platform says the visitor's IP or region is not allowed.",
      (_, params: { status: PlatformStatus }) => params.status.regionRestriction,
    ),
    isNewLanguage: described(
      "The chosen language differs from the one the lists were loaded in.",
      ({ context, event }) => event.type === "language.changed" && event.language !== context.language,
    ),
  },
}).createMachine({
  id: "boot",
  description:
    "Start-up of the site: the permission call decides between maintenance, IP restriction and the site; the site then loads the country codes, the vendor lanes and the help titles (the session machine restores a stored login).",
  context: ({ input }) => ({
    host: input.host,
    language: input.language,
    status: null,
    countries: [],
    lanes: [],
    help: [],
    statusFailure: null,
    countriesFailure: null,
    lanesFailure: null,
    helpFailure: null,
  }),
  initial: "checkingStatus",
  states: {
    checkingStatus: {
      description: "The permission call (system status with the host) is under way; nothing else has been asked yet.",
      invoke: {
        id: "fetchStatus",
        src: "fetchStatus",
        input: ({ context }) => ({ host: context.host }),
        onDone: [
          {
            guard: { type: "isMaintenance", params: ({ event }) => ({ status: event.output }) },
            target: "maintenance",
            actions: assign({ status: ({ event }) => event.output, statusFailure: null }),
            meta: { spec: "START-03 START-05" },
          },
          {
            guard: { type: "isRestricted", params: ({ event }) => ({ status: event.output }) },
            target: "restricted",
            actions: assign({ status: ({ event }) => event.output, statusFailure: null }),
            meta: { spec: "START-04" },
          },
          {
            target: "loadingSite",
            actions: [assign({ status: ({ event }) => event.output, statusFailure: null }), { type: "announceStatus", params: ({ event }) => ({ status: event.output }) }],
            meta: { spec: "START-02" },
          },
        ],
        onError: {
          target: "statusFailed",
          actions: assign({ statusFailure: ({ event }) => toFailure(event.error) }),
          meta: { spec: "ERR-10 SITE-01" },
        },
      },
    },
    statusFailed: {
      description: "The permission call failed; the player sees why and can try again.",
      on: {
        "boot.retry": { target: "checkingStatus", meta: { spec: "ERR-10 SITE-01" } },
      },
    },
    maintenance: {
      description: "The platform is under maintenance: the maintenance page replaces the whole site.",
      on: {
        "boot.retry": { target: "checkingStatus", meta: { spec: "START-03" } },
      },
    },
    restricted: {
      description: "The visitor's IP or region is not allowed: the restriction page with the IP and country replaces the site.",
      on: {
        "boot.retry": { target: "checkingStatus", meta: { spec: "START-04" } },
      },
    },
    loadingSite: {
      description: "The site is allowed; its start-up data loads side by side.",
      type: "parallel",
      onDone: { target: "ready", meta: { spec: "START-06" } },
      states: {
        countries: listRegion("countries", {
          description: "The country dialing-code list.",
          loading: { description: "The country-code list is being fetched." },
          failed: { description: "The country-code list could not be loaded; waiting for the player to retry." },
          loaded: { description: "The country-code list is in." },
          meta: { spec: "START-06" },
        }),
        lanes: listRegion("lanes", {
          description: "The game vendor lanes that make the header's category tabs.",
          loading: { description: "The vendor lanes are being fetched." },
          failed: { description: "The vendor lanes could not be loaded; waiting for the player to retry." },
          loaded: { description: "The vendor lanes are in." },
          meta: { spec: "HDR-02" },
        }),
        help: listRegion("help", {
          description: "The help-centre titles listed in the footer.",
          loading: { description: "The help-centre list is being fetched in the current language." },
          failed: { description: "The help-centre list could not be loaded; waiting for the player to retry." },
          loaded: { description: "The help-centre list is in." },
          meta: { spec: "FTR-01 API-31" },
        }),
      },
    },
    ready: {
      description: "The site is shown. A language change reloads the language-dependent lists while the old ones stay on screen.",
      on: {
        "language.changed": {
          guard: "isNewLanguage",
          target: ".refreshing",
          actions: assign({ language: ({ event }) => event.language }),
          meta: { spec: "SITE-13" },
        },
      },
      initial: "idle",
      states: {
        idle: { description: "Nothing is being reloaded." },
        refreshing: {
          description: "Vendor lanes and help titles reload in the new language.",
          type: "parallel",
          onDone: { target: "idle", meta: { spec: "SITE-13" } },
          states: {
            lanes: listRegion("lanes", {
              description: "The vendor lanes in the new language.",
              loading: { description: "The vendor lanes are being fetched again." },
              failed: { description: "The lanes could not be reloaded; the old ones stay and the player can retry." },
              loaded: { description: "The lanes are in the new language." },
              meta: { spec: "LANG-02" },
            }),
            help: listRegion("help", {
              description: "The help titles in the new language.",
              loading: { description: "The help-centre list is being fetched again." },
              failed: { description: "The help titles could not be reloaded; the old ones stay and the player can retry." },
              loaded: { description: "The help titles are in the new language." },
              meta: { spec: "LANG-02" },
            }),
          },
        },
      },
    },
  },
});
