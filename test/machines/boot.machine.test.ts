// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { bootMachine } from "../../machines/boot/boot.machine.ts";
import { selectBootScreen, selectSite } from "../../machines/boot/boot.selectors.ts";
import type { Country, HelpTopic, PlatformStatus, VendorLane } from "../../machines/boot/boot.types.ts";

const normal: PlatformStatus = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: "203.0.113.7", country: "Brazil" },
  modules: { FREEPLAY3: true },
  registerRules: {},
  resources: [{ type: "TELEGRAM", url: "https://t.me/x", label: "Telegram" }],
};
const countries: Country[] = [{ countryCode: "BR", countryDialingCode: "55", countryName: "Brazil" }];
const lanes: VendorLane[] = [
  {
    title: "SPORTS",
    gameClassify: "SPORTS",
    cards: [
      { vassalage: "SB", displayName: "Saba", icon: "", isHot: false, gameType: "SPORTS", isGame: "", gameCode: "", nodeId: 1 },
      { vassalage: "TF", displayName: "TF Gaming", icon: "", isHot: false, gameType: "SPORTS", isGame: "", gameCode: "", nodeId: 2 },
    ],
  },
];
const help: HelpTopic[] = [{ tag: "faq", title: "FAQ" }];

type Overrides = Partial<{
  status: () => Promise<PlatformStatus>;
  countries: () => Promise<Country[]>;
  lanes: (language: string) => Promise<VendorLane[]>;
  help: (language: string) => Promise<HelpTopic[]>;
}>;

const networkDown = Object.assign(new Error("down"), { code: "network.abnormal" });

function start(overrides: Overrides = {}, input = { host: "site.test", language: "pt" }) {
  const calls = { status: [] as string[], countries: 0, lanes: [] as string[], help: [] as string[] };
  const machine = bootMachine.provide({
    actors: {
      fetchStatus: fromPromise(async ({ input: i }: { input: { host: string } }) => {
        calls.status.push(i.host);
        return (overrides.status ?? (async () => normal))();
      }),
      fetchCountries: fromPromise(async () => {
        calls.countries += 1;
        return (overrides.countries ?? (async () => countries))();
      }),
      fetchLanes: fromPromise(async ({ input: i }: { input: { language: string } }) => {
        calls.lanes.push(i.language);
        return (overrides.lanes ?? (async () => lanes))(i.language);
      }),
      fetchHelp: fromPromise(async ({ input: i }: { input: { language: string } }) => {
        calls.help.push(i.language);
        return (overrides.help ?? (async () => help))(i.language);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

describe("boot machine", () => {
  it("asks for the system status with the host first, then loads the site data and shows the site [START-07] [API-13]", async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe("checkingStatus");
    expect(calls.status).toEqual(["site.test"]);
    expect(calls.countries).toBe(0);
    const snapshot = await waitFor(actor, (s) => s.matches("ready"));
    expect(calls.countries).toBe(1);
    expect(snapshot.context.countries).toEqual(countries);
    expect(selectBootScreen(snapshot)).toEqual({ kind: "site" });
    const site = selectSite(snapshot);
    expect(site.categories.map((c) => c.id)).toEqual(["SPORTS", "ESPORTS"]);
    expect(site.resources.TELEGRAM?.url).toBe("https://t.me/x");
  });

  it("shows maintenance when status says maintenance, even if the region is also restricted", async () => {
    const { actor, calls } = start({ status: async () => ({ ...normal, maintenance: true, regionRestriction: true }) });
    const snapshot = await waitFor(actor, (s) => s.matches("maintenance"));
    expect(selectBootScreen(snapshot)).toEqual({ kind: "maintenance", canRetry: true });
    expect(calls.countries).toBe(0);
  });

  it("shows the restriction page with the visitor's IP and country", async () => {
    const { actor } = start({ status: async () => ({ ...normal, regionRestriction: true }) });
    const snapshot = await waitFor(actor, (s) => s.matches("restricted"));
    expect(selectBootScreen(snapshot)).toEqual({ kind: "restricted", location: { ip: "203.0.113.7", country: "Brazil" }, canRetry: true });
  });

  it("a failed status call waits in statusFailed with its code, and retry asks again", async () => {
    let fail = true;
    const { actor, calls } = start({ status: async () => (fail ? Promise.reject(networkDown) : normal) });
    const failed = await waitFor(actor, (s) => s.matches("statusFailed"));
    expect(selectBootScreen(failed)).toEqual({ kind: "statusFailed", failure: { code: "network.abnormal" }, canRetry: true });
    fail = false;
    actor.send({ type: "boot.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(calls.status).toHaveLength(2);
  });

  it("maintenance and restriction can check again and reach the site once lifted", async () => {
    let status: PlatformStatus = { ...normal, maintenance: true };
    const { actor } = start({ status: async () => status });
    await waitFor(actor, (s) => s.matches("maintenance"));
    status = { ...normal, regionRestriction: true };
    actor.send({ type: "boot.retry" });
    await waitFor(actor, (s) => s.matches("restricted"));
    status = normal;
    actor.send({ type: "boot.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
  });

  it("each failed start-up list waits for retry, shows its code, and retry reloads only what failed", async () => {
    let countriesFail = true;
    let helpFail = true;
    const { actor, calls } = start({
      countries: async () => (countriesFail ? Promise.reject(networkDown) : countries),
      help: async () => (helpFail ? Promise.reject(Object.assign(new Error(), { code: "network.slow" })) : help),
    });
    const failed = await waitFor(actor, (s) => s.matches({ loadingSite: { countries: "failed", help: "failed" } }));
    const view = selectSite(failed);
    expect(view.loading).toBe(true);
    expect(view.failure).toEqual({ code: "network.abnormal" });
    expect(calls.lanes).toEqual(["pt"]);
    countriesFail = false;
    helpFail = false;
    actor.send({ type: "boot.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(calls.countries).toBe(2);
    expect(calls.help).toEqual(["pt", "pt"]);
    expect(calls.lanes).toEqual(["pt"]);
  });

  it("lanes and help failures are retryable too", async () => {
    let fail = true;
    const { actor } = start({
      lanes: async () => (fail ? Promise.reject(networkDown) : lanes),
      help: async () => (fail ? Promise.reject(networkDown) : help),
    });
    await waitFor(actor, (s) => s.matches({ loadingSite: { lanes: "failed", help: "failed" } }));
    fail = false;
    actor.send({ type: "boot.retry" });
    const snapshot = await waitFor(actor, (s) => s.matches("ready"));
    expect(snapshot.context.help).toEqual(help);
  });

  it("a language change reloads lanes and help in that language, keeping the old lists meanwhile", async () => {
    const { actor, calls } = start({ help: async (language) => [{ tag: "faq", title: `FAQ-${language}` }] });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    actor.send({ type: "language.changed", language: "en" });
    const refreshing = actor.getSnapshot();
    expect(selectSite(refreshing).refreshing).toBe(true);
    expect(refreshing.context.help).toEqual([{ tag: "faq", title: "FAQ-pt" }]);
    const done = await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(calls.lanes).toEqual(["pt", "en"]);
    expect(done.context.help).toEqual([{ tag: "faq", title: "FAQ-en" }]);
  });

  it("a failed reload keeps the old lists and can be retried", async () => {
    let fail = false;
    const { actor } = start({ lanes: async () => (fail ? Promise.reject(networkDown) : lanes) });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    fail = true;
    actor.send({ type: "language.changed", language: "ja" });
    const failed = await waitFor(actor, (s) => s.matches({ ready: { refreshing: { lanes: "failed" } } }));
    expect(failed.context.lanes).toEqual(lanes);
    expect(selectSite(failed).failure).toEqual({ code: "network.abnormal" });
    fail = false;
    actor.send({ type: "boot.retry" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
  });

  it("ignores retry while nothing has failed", async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().can({ type: "boot.retry" })).toBe(false);
    actor.send({ type: "boot.retry" });
    expect(calls.status).toHaveLength(1);
  });
});
