// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createSandboxStore } from "../../src/sandbox/store.ts";
import { applyPreset, defaultScenario, patchScenario } from "../../src/sandbox/scenarios.ts";
import { issueCaptcha, login } from "../../src/sandbox/rules/auth.ts";

describe("sandbox store", () => {
  it("starts with the demo accounts and the default scenario", () => {
    const store = createSandboxStore();
    expect(store.state.members.map((m) => m.account)).toEqual(["demo", "agent01", "newbie", "expired", "vipgold", "traveller"]);
    expect(store.state.scenario).toEqual(defaultScenario());
    expect(store.state.sessions.size).toBe(0);
  });

  it("reset restores everything, including the random sequence", () => {
    const store = createSandboxStore();
    const firstImage = issueCaptcha(store);
    const firstCode = store.state.captcha?.code;
    const first = login(store, { username: "demo", password: "Demo1234" });
    login(store, { username: "agent01", password: "bad-pass1" });
    store.state.members[0]!.nickname = "Changed";
    applyPreset(store, "maintenance");
    patchScenario(store, { whitelabel: { REG3: false } });

    store.reset();
    expect(store.state.sessions.size).toBe(0);
    expect(store.state.failedLogins.size).toBe(0);
    expect(store.state.captcha).toBeNull();
    expect(store.state.members[0]!.nickname).toBe("Demo Player");
    expect(store.state.scenario).toEqual(defaultScenario());
    expect(store.state.scenarioName).toBe("default");

    expect(issueCaptcha(store)).toBe(firstImage);
    expect(store.state.captcha?.code).toBe(firstCode);
    expect(login(store, { username: "demo", password: "Demo1234" })).toEqual(first);
  });

  it("keeps stores independent", () => {
    const a = createSandboxStore();
    const b = createSandboxStore();
    applyPreset(a, "maintenance");
    expect(b.state.scenario.status).toBe(0);
  });
});
