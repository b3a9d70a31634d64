// @vitest-environment node
import { describe, expect, it } from "vitest";
import { applyPreset, patchScenario } from "../../src/sandbox/scenarios.ts";
import { getEnvelope, platformFetch, store } from "./helpers.ts";

const STATUS = "/wps/system/status?url=localhost";

describe("failure injection", () => {
  it("http500: answers 500 with the system-busy envelope", async () => {
    patchScenario(store, { failure: { mode: "http500" } });
    const { status, body } = await getEnvelope(STATUS);
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, message: "#500 system busy" });
  });

  it("recovers after `remaining` failures (the flaky preset fails the next two requests)", async () => {
    applyPreset(store, "flaky");
    expect((await platformFetch(STATUS)).status).toBe(500);
    expect((await platformFetch("/wps/system/country")).status).toBe(500);
    expect((await platformFetch(STATUS)).status).toBe(200);
    expect(store.state.scenario.failure).toEqual({ mode: "none" });
  });

  it("fails only paths starting with `path`, and counts only those", async () => {
    patchScenario(store, { failure: { mode: "http500", path: "/wps/system/status", remaining: 1 } });
    expect((await platformFetch("/wps/system/country")).status).toBe(200);
    expect((await platformFetch(STATUS)).status).toBe(500);
    expect((await platformFetch(STATUS)).status).toBe(200);
  });

  it("malformed: HTTP 200 with a body that is not the envelope (HTML or bare JSON)", async () => {
    applyPreset(store, "broken");
    const html = await platformFetch(STATUS);
    expect(html.status).toBe(200);
    expect(await html.text()).toMatch(/^<!doctype html>/);
    expect((await platformFetch("/wps/system/country")).status).toBe(200);
    patchScenario(store, { failure: { body: "json" } });
    expect(await (await platformFetch(STATUS)).json()).toEqual({ ok: 1 });
  });

  it("network: the request fails", async () => {
    applyPreset(store, "offline");
    await expect(platformFetch(STATUS)).rejects.toThrow(TypeError);
  });

  it("timeout: the sandbox never answers (the client's abort ends the wait)", async () => {
    applyPreset(store, "stalled");
    const started = performance.now();
    await expect(platformFetch(STATUS, { signal: AbortSignal.timeout(150) })).rejects.toMatchObject({ name: "TimeoutError" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("injects failures before the Merchant check", async () => {
    patchScenario(store, { failure: { mode: "http500", remaining: 1 } });
    expect((await fetch("http://sandbox.test/wps/system/country")).status).toBe(500);
    expect((await fetch("http://sandbox.test/wps/system/country")).status).toBe(400);
  });
});

describe("latency", () => {
  it("delays answers by latencyMs", async () => {
    patchScenario(store, { latencyMs: 120 });
    const started = performance.now();
    expect((await platformFetch(STATUS)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it("the slow preset sets 3 s", () => {
    applyPreset(store, "slow");
    expect(store.state.scenario.latencyMs).toBe(3000);
  });
});

describe("scenario patches", () => {
  it("merge-patches and removes keys with null", () => {
    patchScenario(store, { whitelabel: { FREEPLAY3: false }, failure: { mode: "http500", path: "/wps/", remaining: 3 } });
    const result = patchScenario(store, { whitelabel: { FREEPLAY3: null }, failure: { path: null } });
    expect(result.ok).toBe(true);
    expect(store.state.scenario.whitelabel).toEqual({});
    expect(store.state.scenario.failure).toEqual({ mode: "http500", remaining: 3 });
    expect(store.state.scenarioName).toBe("custom");
  });

  it("rejects an invalid patch and keeps the scenario", () => {
    const before = structuredClone(store.state.scenario);
    const result = patchScenario(store, { status: 7, failure: { mode: "explode" } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.join(" ")).toMatch(/status/);
    expect(store.state.scenario).toEqual(before);
  });

  it("rejects unknown preset names", () => {
    expect(applyPreset(store, "nonsense")).toBe(false);
    expect(store.state.scenarioName).toBe("default");
  });
});

describe("answer overrides (issue 28: a fuzz case replayed in a browser)", () => {
  it("answers the given body for the exact path the given number of times, then the route answers normally", async () => {
    const result = patchScenario(store, { answers: [{ path: "/wps/system/country", body: '{"success":true,"value":[{"odd":1}]}', remaining: 2 }] });
    expect(result.ok).toBe(true);
    expect((await platformFetch(STATUS)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const response = await platformFetch("/wps/system/country");
      expect(await response.text()).toBe('{"success":true,"value":[{"odd":1}]}');
    }
    expect(store.state.scenario.answers).toBeUndefined();
    const { body } = await getEnvelope("/wps/system/country");
    expect(body.success).toBe(true);
  });

  it("sends any text with any status, and a body-less 204", async () => {
    patchScenario(store, {
      answers: [
        { path: "/wps/system/country", status: 503, body: "<html>down</html>" },
        { path: "/wps/system/helpCenter", status: 204, body: "ignored" },
      ],
    });
    const country = await platformFetch("/wps/system/country");
    expect([country.status, await country.text()]).toEqual([503, "<html>down</html>"]);
    const help = await platformFetch("/wps/system/helpCenter?lang=en&device=WEB");
    expect([help.status, await help.text()]).toEqual([204, ""]);
  });

  it("refuses an override that is not a path with a text body", () => {
    expect(patchScenario(store, { answers: [{ path: "wps/system/country", body: "{}" }] }).ok).toBe(false);
    expect(patchScenario(store, { answers: [{ path: "/wps/system/country", body: {} }] }).ok).toBe(false);
    expect(patchScenario(store, { answers: [{ path: "/wps/system/country", body: "{}", status: 99 }] }).ok).toBe(false);
  });
});
