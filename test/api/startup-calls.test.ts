// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, toPromise, waitFor } from "xstate";
import { bootMachine } from "../../machines/boot/boot.machine.ts";
import { selectSite } from "../../machines/boot/boot.selectors.ts";
import { liveBootActors } from "../../src/api/live-actors.ts";
import { startStartupCalls, type BootPlatform } from "../../src/api/startup-calls.ts";
import { makeClient, MERCHANT } from "./helpers.ts";

/** The client, with every start-up call counted. */
function countedPlatform() {
  const { client } = makeClient({ token: null });
  const platform: BootPlatform = {
    systemStatus: vi.fn((host: string) => client.systemStatus(host)),
    countries: vi.fn(() => client.countries()),
    memberInfo: vi.fn(() => client.memberInfo()),
    vendorLanes: vi.fn((merchant: string) => client.vendorLanes(merchant)),
    helpCenter: vi.fn((lang: string) => client.helpCenter(lang)),
    customerServiceLinks: vi.fn(() => client.customerServiceLinks()),
  };
  return platform;
}

const options = { merchant: MERCHANT, imageCdn: "" };

async function run<T>(logic: Parameters<typeof createActor>[0], input?: unknown): Promise<T> {
  return (await toPromise(createActor(logic, { input }).start())) as T;
}

describe("start-up calls sent before the app has loaded", () => {
  it("sends the permission call and the three lists at once, in that order, before anything asks for them [START-07] [API-13]", async () => {
    const platform = countedPlatform();
    await startStartupCalls(platform, { ...options, host: "site.example", language: "pt" });
    expect(platform.systemStatus).toHaveBeenCalledWith("site.example");
    const first = vi.mocked(platform.systemStatus).mock.invocationCallOrder[0]!;
    expect(first).toBeLessThan(vi.mocked(platform.countries).mock.invocationCallOrder[0]!);
    expect(first).toBeLessThan(vi.mocked(platform.vendorLanes).mock.invocationCallOrder[0]!);
    expect(first).toBeLessThan(vi.mocked(platform.helpCenter).mock.invocationCallOrder[0]!);
    expect(platform.vendorLanes).toHaveBeenCalledWith(MERCHANT);
    expect(platform.helpCenter).toHaveBeenCalledWith("pt");
  });

  it("gives the browser its turn between two calls when asked to, without waiting for any answer", async () => {
    const platform = countedPlatform();
    const sentBefore: number[] = [];
    const sentCount = () =>
      [platform.systemStatus, platform.countries, platform.vendorLanes, platform.helpCenter].filter((call) => vi.mocked(call).mock.calls.length > 0).length;
    const between = vi.fn(async () => {
      sentBefore.push(sentCount());
    });
    await startStartupCalls(platform, { ...options, host: "site.example", language: "pt" }, between);
    // One call, a turn, the next: the permission call first.
    expect(sentBefore).toEqual([1, 2, 3]);
    expect(sentCount()).toBe(4);
  });

  it("gives the boot machine's first calls those answers, and asks the platform again on a retry", async () => {
    const platform = countedPlatform();
    const early = await startStartupCalls(platform, { ...options, host: "site.example", language: "pt" });
    const actors = liveBootActors(platform, options, early);
    const status = await run<{ modules: Record<string, boolean> }>(actors.fetchStatus, { host: "site.example" });
    const lanes = await run<{ cards: unknown[] }[]>(actors.fetchLanes, { language: "pt" });
    expect(Object.keys(status.modules).length).toBeGreaterThan(0);
    expect(lanes.length).toBeGreaterThan(0);
    expect(platform.systemStatus).toHaveBeenCalledTimes(1);
    expect(platform.vendorLanes).toHaveBeenCalledTimes(1);
    await run(actors.fetchStatus, { host: "site.example" });
    expect(platform.systemStatus).toHaveBeenCalledTimes(2);
  });

  it("hands each early answer over only after the browser has had its turn", async () => {
    const platform = countedPlatform();
    const early = await startStartupCalls(platform, { ...options, host: "site.example", language: "pt" });
    await early.lanes;
    let release: () => void = () => undefined;
    const handOver = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const actors = liveBootActors(platform, options, early, handOver);
    const actor = createActor(actors.fetchLanes, { input: { language: "pt" } }).start();
    await vi.waitFor(() => expect(handOver).toHaveBeenCalledTimes(1));
    // The answer is in, but the actor is still waiting for its turn.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().status).toBe("active");
    release();
    await expect(toPromise(actor)).resolves.not.toHaveLength(0);
    expect(platform.vendorLanes).toHaveBeenCalledTimes(1);
  });

  it("does not use lists fetched in another language", async () => {
    const platform = countedPlatform();
    const early = await startStartupCalls(platform, { ...options, host: "site.example", language: "pt" });
    const actors = liveBootActors(platform, options, early);
    await run(actors.fetchHelp, { language: "en" });
    expect(platform.helpCenter).toHaveBeenLastCalledWith("en");
    expect(platform.helpCenter).toHaveBeenCalledTimes(2);
  });

  it("hands an early failure to the boot machine's first call (which then offers a retry)", async () => {
    const platform = countedPlatform();
    vi.mocked(platform.countries).mockRejectedValueOnce(new Error("offline"));
    const early = await startStartupCalls(platform, { ...options, host: "site.example", language: "pt" });
    const actors = liveBootActors(platform, options, early);
    await expect(run(actors.fetchCountries)).rejects.toThrow("offline");
    await expect(run<unknown[]>(actors.fetchCountries)).resolves.not.toHaveLength(0);
  });

  it("after an outage at start-up, one retry asks the platform again for the permission call and every list, not the early failures (issue 28) [SITE-01] [ERR-10]", async () => {
    const platform = countedPlatform();
    const offline = () => Promise.reject(Object.assign(new Error("offline"), { code: "network.abnormal" }));
    for (const call of [platform.systemStatus, platform.countries, platform.vendorLanes, platform.helpCenter]) vi.mocked(call).mockImplementationOnce(offline);
    const early = await startStartupCalls(platform, { ...options, host: "site.example", language: "pt" });
    const boot = createActor(bootMachine.provide({ actors: liveBootActors(platform, options, early) }), { input: { host: "site.example", language: "pt" } }).start();
    await waitFor(boot, (snapshot) => snapshot.matches("statusFailed"));
    // The platform is back (the mocks answer normally from now on); the player presses Try again once.
    boot.send({ type: "boot.retry" });
    const ready = await waitFor(boot, (snapshot) => snapshot.matches("ready") || snapshot.matches({ loadingSite: { lanes: "failed" } }), { timeout: 5000 });
    expect(ready.matches("ready")).toBe(true);
    const site = selectSite(ready);
    expect(site.failure).toBeNull();
    expect(site.categories.length).toBeGreaterThan(0);
    expect(site.countries.length).toBeGreaterThan(0);
    expect(site.help.length).toBeGreaterThan(0);
    for (const call of [platform.systemStatus, platform.countries, platform.vendorLanes, platform.helpCenter]) expect(call).toHaveBeenCalledTimes(2);
    boot.stop();
  });

  it("after a maintenance at start-up, Try again asks for the lists again rather than taking the ones sent with the first call", async () => {
    const platform = countedPlatform();
    const early = await startStartupCalls(platform, { ...options, host: "site.example", language: "pt" });
    const actors = liveBootActors(platform, options, early);
    await run(actors.fetchStatus, { host: "site.example" });
    await run(actors.fetchStatus, { host: "site.example" });
    await run(actors.fetchLanes, { language: "pt" });
    await run(actors.fetchCountries);
    expect(platform.vendorLanes).toHaveBeenCalledTimes(2);
    expect(platform.countries).toHaveBeenCalledTimes(2);
  });
});
