// @vitest-environment node
import { HttpResponse, delay, http } from "msw";
import { describe, expect, it } from "vitest";
import { nodeSandbox } from "../sandbox-server.ts";
import { PlatformError, isPlatformError, type PlatformErrorCode } from "../../src/api/errors.ts";
import { makeClient, rejectionOf, url } from "./helpers.ts";
import { memberValue, ok, statusValue } from "./fixtures.ts";

function answer(method: "get" | "post", path: string, respond: () => Response | Promise<Response>) {
  nodeSandbox.server.use(http[method](url(path), respond));
}

async function failure(promise: Promise<unknown>, code: PlatformErrorCode): Promise<PlatformError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(PlatformError);
  expect((error as PlatformError).code).toBe(code);
  return error as PlatformError;
}

describe("envelope", () => {
  it("returns the validated value and tolerates unknown extra fields", async () => {
    answer("get", "/wps/system/status", () =>
      HttpResponse.json({ success: true, value: { ...statusValue, brandNew: 1 }, traceId: "x" }),
    );
    const status = await makeClient().client.systemStatus("a.example");
    expect(status.info.whitelabel[0]?.childrenNodes[0]?.modId).toBe("USERNAMEREG3");
    expect(status).toMatchObject({ brandNew: 1 });
  });

  it("turns success:false with HTTP 200 into platform.message with the server message", async () => {
    answer("get", "/wps/member/info", () => HttpResponse.json({ success: false, message: "#727 system busy", errorCode: "727" }));
    const error = await failure(makeClient().client.memberInfo(), "platform.message");
    expect(error.serverMessage).toBe("#727 system busy");
    expect(error.errorCode).toBe("727");
    expect(error.status).toBe(200);
    expect(error.message).toBe("#727 system busy");
  });

  it("turns success:false with HTTP 500 into platform.message, falling back to errorCode", async () => {
    answer("get", "/wps/member/info", () => HttpResponse.json({ success: false, errorCode: "function.not.available" }, { status: 500 }));
    const error = await failure(makeClient().client.memberInfo(), "platform.message");
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBe("function.not.available");
  });

  it("keeps the failure value (login asks for a captcha)", async () => {
    answer("post", "/wps/session/login", () =>
      HttpResponse.json({ success: false, message: "Please Enter The Correct Captcha Code", value: { captcha: true } }),
    );
    answer("get", "/wps/session/key/rsa", () => HttpResponse.text("100000001"));
    const error = await failure(
      makeClient().client.login({ username: "demo", password: "x", captcha: null, type: "username" }),
      "platform.message",
    );
    expect(error.value).toEqual({ captcha: true });
  });
});

describe("session end", () => {
  it("clears the session, notifies once and raises session.ended on HTTP 401", async () => {
    answer("get", "/wps/member/info", () => HttpResponse.json({ success: false, message: "login.not.session" }, { status: 401 }));
    const { client, session, onSessionEnded } = makeClient();
    const error = await failure(client.memberInfo(), "session.ended");
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe("login.not.session");
    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(session.getToken()).toBeNull();
  });

  it("a logout told again with an old token sends that token, and its 401 leaves the current session alone [DEV-08]", async () => {
    let sentToken: string | null = null;
    nodeSandbox.server.use(
      http.delete(url("/wps/session/logout"), ({ request }) => {
        sentToken = request.headers.get("Authorization");
        return HttpResponse.json({ success: false, message: "login.not.session" }, { status: 401 });
      }),
    );
    const { client, session, onSessionEnded } = makeClient();
    await failure(client.logout("old-token"), "session.ended");
    expect(sentToken).toBe("old-token");
    expect(session.clear).not.toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe("network", () => {
  it("raises network.abnormal when the connection fails", async () => {
    answer("get", "/wps/system/country", () => HttpResponse.error());
    const error = await failure(makeClient().client.countries(), "network.abnormal");
    expect(error.endpoint).toBe("countries");
  });

  it("raises network.abnormal for a non-JSON error page from a gateway", async () => {
    answer("get", "/wps/system/country", () => new HttpResponse("<html>502 Bad Gateway</html>", { status: 502 }));
    const error = await failure(makeClient().client.countries(), "network.abnormal");
    expect(error.status).toBe(502);
  });

  it("aborts a slow read after slowMs with network.slow", async () => {
    answer("get", "/wps/system/country", async () => {
      await delay(1000);
      return HttpResponse.json(ok([]));
    });
    const started = Date.now();
    await failure(makeClient({ slowMs: 40, timeoutMs: 5000 }).client.countries(), "network.slow");
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("does not abort a write at slowMs", async () => {
    answer("post", "/wps/relay/MCSFE_addFavoriteGameV2", async () => {
      await delay(120);
      return HttpResponse.json(ok(null));
    });
    const { client } = makeClient({ slowMs: 20, timeoutMs: 3000 });
    await expect(client.request("favouriteAdd", { body: { nodeId: 1 } })).resolves.toBeNull();
  });

  it("aborts a write only at timeoutMs, with network.timeout", async () => {
    answer("post", "/wps/relay/MCSFE_addFavoriteGameV2", async () => {
      await delay(2000);
      return HttpResponse.json(ok(null));
    });
    const started = Date.now();
    const { client } = makeClient({ slowMs: 10, timeoutMs: 150 });
    await failure(client.request("favouriteAdd", { body: { nodeId: 1 } }), "network.timeout");
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("rejects with the caller's reason when the caller aborts", async () => {
    answer("get", "/wps/system/country", async () => {
      await delay(1000);
      return HttpResponse.json(ok([]));
    });
    const controller = new AbortController();
    const pending = makeClient().client.request("countries", { signal: controller.signal });
    const reason = new Error("left the page");
    setTimeout(() => controller.abort(reason), 20);
    expect(await rejectionOf(pending)).toBe(reason);
  });
});

describe("malformed answers", () => {
  it("raises platform.malformed for a body that is not JSON", async () => {
    answer("get", "/wps/system/country", () => HttpResponse.text("<html>oops</html>"));
    await failure(makeClient().client.countries(), "platform.malformed");
  });

  it("raises platform.malformed when the envelope is missing", async () => {
    answer("get", "/wps/system/country", () => HttpResponse.json([{ countryCode: "BR" }]));
    const error = await failure(makeClient().client.countries(), "platform.malformed");
    expect(error.issues).toEqual(["success"]);
  });

  it("names the failing field path when the value does not match the schema", async () => {
    answer("get", "/wps/system/status", () =>
      HttpResponse.json(
        ok({
          ...statusValue,
          maintenance: "no",
          info: { ...statusValue.info, whitelabel: [{ modId: "REG3", enabled: "2", childrenNodes: [] }] },
        }),
      ),
    );
    const error = await failure(makeClient().client.systemStatus("a.example"), "platform.malformed");
    expect(error.issues).toEqual(expect.arrayContaining(["value.maintenance", "value.info.whitelabel.0.enabled"]));
  });

  it("names a missing required field", async () => {
    const { avatarType: _dropped, ...withoutAvatarType } = memberValue;
    answer("get", "/wps/member/info", () => HttpResponse.json(ok(withoutAvatarType)));
    const error = await failure(makeClient().client.memberInfo(), "platform.malformed");
    expect(error.issues).toEqual(["value.avatarType"]);
  });

  it("accepts the bare JSON of lottery-gateway calls (an object of games becomes the list of its values, research §4.13)", async () => {
    nodeSandbox.server.use(http.get(url("/lgw/games/popular"), () => HttpResponse.json({ a: { gameCode: "X" } })));
    await expect(makeClient().client.request("lotteryPopular", { query: { count: 20 } })).resolves.toEqual([{ gameCode: "X" }]);
  });
});

describe("guard", () => {
  it("recognises platform errors and their codes", () => {
    const error = new PlatformError("network.slow", { endpoint: "countries" });
    expect(isPlatformError(error)).toBe(true);
    expect(isPlatformError(error, "network.slow")).toBe(true);
    expect(isPlatformError(error, "network.timeout")).toBe(false);
    expect(isPlatformError(new Error("x"))).toBe(false);
  });
});
