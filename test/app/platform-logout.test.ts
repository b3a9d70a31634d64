// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createPlatformLogout } from "../../src/app/platform-logout.ts";
import { PlatformError } from "../../src/api/errors.ts";

/** A platform whose logout answers from a script. */
function setup(answers: ("ok" | "fail" | "401")[], token: string | null = "tok-1") {
  const sent: (string | undefined)[] = [];
  const client = {
    logout: (t?: string) => {
      sent.push(t);
      const answer = answers.shift() ?? "ok";
      if (answer === "ok") return Promise.resolve();
      return Promise.reject(answer === "401" ? new PlatformError("session.ended", { endpoint: "logout", status: 401 }) : new PlatformError("network.abnormal", { endpoint: "logout" }));
    },
  };
  return { logout: createPlatformLogout({ client, getToken: () => token }), sent };
}

describe("platform logout [DEV-08]", () => {
  it("tells the platform with the session's token; a confirmed call ends it", async () => {
    const { logout, sent } = setup(["ok"]);
    await expect(logout.logOut()).resolves.toEqual({ ended: true });
    expect(sent).toEqual(["tok-1"]);
  });

  it("a failed call hands back the token the platform may still hold (the app machine tells it again)", async () => {
    const { logout } = setup(["fail"]);
    await expect(logout.logOut()).resolves.toEqual({ ended: false, token: "tok-1" });
  });

  it("a 401 means the platform's session is already gone; without a token there is nothing to end", async () => {
    await expect(setup(["401"]).logout.logOut()).resolves.toEqual({ ended: true });
    await expect(setup(["fail"], null).logout.logOut()).resolves.toEqual({ ended: true });
  });

  it("the retry sends the old token, and fails as the platform answers", async () => {
    const { logout, sent } = setup(["fail", "401"]);
    await expect(logout.endSession("tok-old")).rejects.toMatchObject({ code: "network.abnormal" });
    await expect(logout.endSession("tok-old")).rejects.toMatchObject({ code: "session.ended" });
    expect(sent).toEqual(["tok-old", "tok-old"]);
  });
});
