// @vitest-environment node
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { nodeSandbox } from "../sandbox-server.ts";
import { isPlatformError } from "../../src/api/errors.ts";
import { MERCHANT, TOKEN, makeClient, rejectionOf, url } from "./helpers.ts";
import { memberValue, ok, statusValue } from "./fixtures.ts";

type Seen = { request: Request; body: string };

function capture(method: "get" | "post" | "put" | "delete", path: string, answer: unknown = ok(null)) {
  const seen: Seen[] = [];
  nodeSandbox.server.use(
    http[method](url(path), async ({ request }) => {
      seen.push({ request: request.clone(), body: await request.text() });
      return HttpResponse.json(answer as Record<string, unknown>);
    }),
  );
  return seen;
}

describe("request headers", () => {
  it("sends exactly one Merchant, the upper-case Language and Device web on a public call [API-01] [API-13]", async () => {
    const seen = capture("get", "/wps/system/status", ok(statusValue));
    const { client } = makeClient();
    await client.systemStatus("www.example.com");
    const request = seen[0]!.request;
    expect(request.headers.get("Merchant")).toBe(MERCHANT);
    expect(request.headers.get("Language")).toBe("PT");
    expect(request.headers.get("Device")).toBe("web");
    expect(request.headers.has("Authorization")).toBe(false);
    expect(new URL(request.url).searchParams.get("url")).toBe("www.example.com");
  });

  it("sends the raw token as Authorization on token calls only [API-01] [API-05]", async () => {
    const seen = capture("get", "/wps/member/info", ok(memberValue));
    const { client } = makeClient();
    await client.memberInfo();
    expect(seen[0]!.request.headers.get("Authorization")).toBe(TOKEN);
    expect(seen[0]!.request.headers.get("Merchant")).toBe(MERCHANT);
  });

  it("sends a token call without Authorization when there is no token", async () => {
    const seen: Request[] = [];
    nodeSandbox.server.use(
      http.get(url("/wps/member/info"), ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ success: false, message: "login.not.session" }, { status: 401 });
      }),
    );
    const { client } = makeClient({ token: null });
    const error = await rejectionOf(client.memberInfo());
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.has("Authorization")).toBe(false);
    expect(isPlatformError(error, "session.ended")).toBe(true);
  });

  it("reads the language and the device per call [API-01]", async () => {
    const seen = capture("get", "/wps/system/country", ok([]));
    let language = "en";
    const { client } = makeClient({ getLanguage: () => language, device: "h5" });
    await client.countries();
    language = "hi";
    await client.countries();
    expect(seen.map((s) => s.request.headers.get("Language"))).toEqual(["EN", "HI"]);
    expect(seen[0]!.request.headers.get("Device")).toBe("h5");
  });

  it("sends JSON bodies as application/json;charset=UTF-8", async () => {
    const seen = capture("post", "/wps/relay/MCSFE_addFavoriteGameV2");
    const { client } = makeClient();
    await client.request("favouriteAdd", { body: { nodeId: 7, vendor: "PG", gameType: "RNG" } });
    expect(seen[0]!.request.headers.get("Content-Type")).toBe("application/json;charset=UTF-8");
    expect(JSON.parse(seen[0]!.body)).toEqual({ nodeId: 7, vendor: "PG", gameType: "RNG" });
    expect(seen[0]!.request.headers.get("Authorization")).toBe(TOKEN);
  });

  it("sends a JSON body with DELETE when the row says so", async () => {
    const seen = capture("delete", "/wps/relay/MCSFE_removeFavoriteGameV2");
    const { client } = makeClient();
    await client.request("favouriteRemove", { body: { nodeId: 7, vendor: "PG", gameType: "RNG" } });
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ nodeId: 7 });
  });

  it("sends form bodies urlencoded", async () => {
    const seen = capture("post", "/wps/member/password/email");
    const { client } = makeClient();
    await client.request("passwordResetEmail", { body: { username: "demo", email: "demo@example.com", note: undefined } });
    expect(seen[0]!.request.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded;charset=UTF-8");
    expect(seen[0]!.body).toBe("username=demo&email=demo%40example.com");
  });

  it("puts GET parameters in the query string", async () => {
    const help = capture("get", "/wps/system/helpCenter", ok([{ tag: "term", title: "Terms", content: "<p>x</p>" }]));
    const lanes = capture("get", "/wps/relay/GCSGAME_newGameVendor", ok({ data: { lanes: [] } }));
    const { client } = makeClient();
    await client.helpCenter("pt");
    await client.vendorLanes(MERCHANT);
    expect(Object.fromEntries(new URL(help[0]!.request.url).searchParams)).toEqual({ lang: "pt", device: "WEB" });
    expect(Object.fromEntries(new URL(lanes[0]!.request.url).searchParams)).toEqual({ platform: "html5-desktop", merchantCode: MERCHANT });
    expect(help[0]!.body).toBe("");
  });

  it("asks for a fresh captcha every time (t=<ms>, no-cache)", async () => {
    const seen = capture("get", "/wps/captcha", ok("iVBORw0KGgo="));
    const { client } = makeClient({ now: () => 1_700_000_000_123 });
    await expect(client.captcha()).resolves.toBe("iVBORw0KGgo=");
    expect(new URL(seen[0]!.request.url).searchParams.get("t")).toBe("1700000000123");
    expect(seen[0]!.request.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("sends logout as DELETE with the token", async () => {
    const seen = capture("delete", "/wps/session/logout", ok(null));
    const { client } = makeClient();
    await expect(client.logout()).resolves.toBeUndefined();
    expect(seen[0]!.request.method).toBe("DELETE");
    expect(seen[0]!.request.headers.get("Authorization")).toBe(TOKEN);
  });
});
