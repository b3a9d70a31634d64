// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { bootMachine } from "../../machines/boot/boot.machine.ts";
import { sameSite, selectSite } from "../../machines/boot/boot.selectors.ts";
import type { Country, HelpTopic, PlatformStatus, VendorLane } from "../../machines/boot/boot.types.ts";

const status: PlatformStatus = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: "203.0.113.7", country: "Brazil" },
  modules: { FREEPLAY3: true },
  registerRules: {},
  resources: [
    { type: "TELEGRAM", url: "https://t.me/x", label: "Telegram" },
    { type: "WHATSAPP", url: "https://wa.me/1", label: "WhatsApp" },
  ],
};
const countries: Country[] = [{ countryCode: "BR", countryDialingCode: "55", countryName: "Brazil" }];

/** A new lanes list on every call, as a fresh answer from the platform would be. */
const lanesIn = (language: string): VendorLane[] => [
  {
    title: "SPORTS",
    gameClassify: "SPORTS",
    cards: [{ vassalage: "SB", displayName: `Saba ${language}`, icon: "", isHot: false, gameType: "SPORTS", isGame: "", gameCode: "", nodeId: 1 }],
  },
  {
    title: "RNG",
    gameClassify: "RNG",
    cards: [{ vassalage: "PG", displayName: `PG ${language}`, icon: "", isHot: false, gameType: "RNG", isGame: "", gameCode: "", nodeId: 2 }],
  },
];

function start() {
  const machine = bootMachine.provide({
    actors: {
      fetchStatus: fromPromise(async () => status),
      fetchCountries: fromPromise(async () => countries),
      fetchLanes: fromPromise(async ({ input }: { input: { language: string } }) => lanesIn(input.language)),
      fetchHelp: fromPromise(async ({ input }: { input: { language: string } }): Promise<HelpTopic[]> => [{ tag: "faq", title: `FAQ ${input.language}` }]),
    },
  });
  return createActor(machine, { input: { host: "site.test", language: "pt" } }).start();
}

describe("site view of the boot snapshot", () => {
  it("gives every reader of one snapshot the same categories and resources", async () => {
    const snapshot = await waitFor(start(), (s) => s.matches({ ready: "idle" }));
    const first = selectSite(snapshot);
    const second = selectSite(snapshot);
    expect(first.categories.map((category) => category.id)).toEqual(["SPORTS", "RNG"]);
    expect(first.resources.WHATSAPP?.url).toBe("https://wa.me/1");
    expect(second.categories).toBe(first.categories);
    expect(second.resources).toBe(first.resources);
    expect(sameSite(first, second)).toBe(true);
  });

  it("keeps the derived lists across snapshots whose lanes and status have not changed", async () => {
    const actor = start();
    const idle = selectSite(await waitFor(actor, (s) => s.matches({ ready: "idle" })));
    actor.send({ type: "language.changed", language: "en" });
    const refreshing = selectSite(actor.getSnapshot());
    expect(refreshing.refreshing).toBe(true);
    expect(refreshing.categories).toBe(idle.categories);
    expect(refreshing.resources).toBe(idle.resources);
    expect(sameSite(idle, refreshing)).toBe(false);
  });

  it("derives new categories once new lanes arrive, and the views are no longer the same", async () => {
    const actor = start();
    const before = selectSite(await waitFor(actor, (s) => s.matches({ ready: "idle" })));
    actor.send({ type: "language.changed", language: "en" });
    const after = selectSite(await waitFor(actor, (s) => s.matches({ ready: "idle" })));
    expect(after.categories).not.toBe(before.categories);
    expect(after.categories[0]?.vendors[0]?.displayName).toBe("Saba en");
    expect(after.resources).toBe(before.resources);
    expect(sameSite(before, after)).toBe(false);
  });
});

describe("sameSite", () => {
  async function readyView() {
    return selectSite(await waitFor(start(), (s) => s.matches({ ready: "idle" })));
  }

  it("compares failures by content", async () => {
    const view = await readyView();
    expect(sameSite({ ...view, failure: { code: "network.abnormal" } }, { ...view, failure: { code: "network.abnormal" } })).toBe(true);
    expect(sameSite({ ...view, failure: { code: "network.abnormal" } }, { ...view, failure: { code: "network.slow" } })).toBe(false);
    expect(sameSite({ ...view, failure: { code: "network.abnormal" } }, view)).toBe(false);
  });

  it("compares lists by identity, so an equal copy counts as a change", async () => {
    const view = await readyView();
    expect(sameSite(view, { ...view })).toBe(true);
    expect(sameSite(view, { ...view, countries: [...view.countries] })).toBe(false);
    expect(sameSite(view, { ...view, categories: [...view.categories] })).toBe(false);
  });

  it("notices a changed flag", async () => {
    const view = await readyView();
    expect(sameSite(view, { ...view, loading: !view.loading })).toBe(false);
    expect(sameSite(view, { ...view, canRetry: !view.canRetry })).toBe(false);
  });
});
