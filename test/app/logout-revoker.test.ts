// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createLogoutRevoker } from "../../src/app/logout-revoker.ts";
import { PlatformError } from "../../src/api/errors.ts";

/** A platform whose logout answers from a script, and a clock the test moves. */
function setup(answers: ("ok" | "fail" | "401")[], token: string | null = "tok-1") {
  const sent: (string | undefined)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const client = {
    logout: (t?: string) => {
      sent.push(t);
      const answer = answers.shift() ?? "ok";
      if (answer === "ok") return Promise.resolve();
      return Promise.reject(answer === "401" ? new PlatformError("session.ended", { endpoint: "logout", status: 401 }) : new PlatformError("network.abnormal", { endpoint: "logout" }));
    },
  };
  const logout = createLogoutRevoker({ client, getToken: () => token, schedule: (run, ms) => timers.push({ run, ms }), retryMs: [2000, 10000] });
  const tick = async () => {
    const timer = timers.shift();
    timer?.run();
    await Promise.resolve();
    await Promise.resolve();
    return timer?.ms;
  };
  return { logout, sent, timers, tick };
}

describe("logout revoker [DEV-08]", () => {
  it("tells the platform once when the call succeeds", async () => {
    const { logout, sent, timers } = setup(["ok"]);
    await logout();
    expect(sent).toEqual(["tok-1"]);
    expect(timers).toEqual([]);
  });

  it("a failed call still fails (the local session ends) and is told again in the background with the old token until the platform confirms", async () => {
    const { logout, sent, tick, timers } = setup(["fail", "fail", "ok"]);
    await expect(logout()).rejects.toMatchObject({ code: "network.abnormal" });
    expect(await tick()).toBe(2000);
    expect(await tick()).toBe(10000);
    expect(sent).toEqual(["tok-1", "tok-1", "tok-1"]);
    expect(timers).toEqual([]);
  });

  it("stops when the platform says the session is already gone, and after the last retry", async () => {
    const gone = setup(["fail", "401"]);
    await expect(gone.logout()).rejects.toBeDefined();
    await gone.tick();
    expect(gone.timers).toEqual([]);
    const down = setup(["fail", "fail", "fail", "fail"]);
    await expect(down.logout()).rejects.toBeDefined();
    await down.tick();
    await down.tick();
    expect(down.sent).toHaveLength(3);
    expect(down.timers).toEqual([]);
  });

  it("does not retry a logout the platform refused with 401 at once", async () => {
    const { logout, timers } = setup(["401"]);
    await expect(logout()).rejects.toMatchObject({ code: "session.ended" });
    expect(timers).toEqual([]);
  });
});
