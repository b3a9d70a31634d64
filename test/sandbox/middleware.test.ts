import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { serveMiddleware, type MiddlewareServer } from "../middleware-server.ts";
import { bypass, http, HttpResponse, matchRequestUrl, type HttpHandler } from "msw";
import { CONTROL_HEADER, createSandboxMiddleware, handlerIndex } from "../../src/sandbox/middleware.ts";
import { createHandlers } from "../../src/sandbox/handlers/index.ts";
import { createSandboxStore } from "../../src/sandbox/store.ts";
import { encryptLikeClient } from "../../src/sandbox/crypto.ts";
import { submitDeposit, withdraw } from "../../src/sandbox/rules/cashier.ts";

const middleware = createSandboxMiddleware();

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});
let server: MiddlewareServer;
let base = "";

/** Real HTTP to the test server; `bypass` keeps the global msw/node interceptor out of the way. */
const realFetch = globalThis.fetch;
const call = (path: string, init: RequestInit = {}): Promise<Response> => realFetch(bypass(`${base}${path}`, init));
const withMerchant = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { Merchant: "aurora01", ...init.headers } });
/** A control API POST as the sandbox's own callers send it (with the control header). */
const control = (path: string, init: RequestInit = {}): Promise<Response> =>
  call(path, { method: "POST", ...init, headers: { [CONTROL_HEADER]: "1", ...init.headers } });

beforeAll(async () => {
  server = await serveMiddleware(middleware);
  base = server.base;
});

afterAll(() => server.close());

describe("sandbox middleware over node:http", () => {
  it("answers platform calls through the msw handlers", async () => {
    const response = await call("/wps/system/status?url=127.0.0.1", withMerchant());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, value: { maintenance: false } });
    expect((await call("/wps/system/country")).status).toBe(400);
  });

  it("passes an encrypted login body through", async () => {
    const sent = encryptLikeClient({ username: "demo", password: "Demo1234" });
    const response = await call(
      "/wps/session/login",
      withMerchant({ method: "POST", headers: { ...sent.headers, "Content-Type": "application/json" }, body: JSON.stringify(sent.body) }),
    );
    expect(await response.json()).toMatchObject({ success: true, value: { userName: "demo" } });
    expect(middleware.store.state.sessions.size).toBe(1);
  });

  it("gzips large answers for clients that accept it, as a platform gateway does", async () => {
    const lanes = "/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&merchantCode=aurora01";
    const zipped = await call(lanes, withMerchant({ headers: { Merchant: "aurora01", "Accept-Encoding": "gzip" } }));
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(await zipped.json()).toMatchObject({ success: true, value: { data: { lanes: expect.any(Array) } } });
    const plain = await call(lanes, withMerchant({ headers: { Merchant: "aurora01", "Accept-Encoding": "identity" } }));
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toMatchObject({ success: true });
  });

  it("serves the country flags the app asks for same-origin ({imageCdn} is empty)", async () => {
    const response = await call("/TCG_PROD_IMAGES/COUNTRY_FLAG/BR.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await response.arrayBuffer()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await call("/TCG_PROD_IMAGES/COUNTRY_FLAG/nope.png")).status).toBe(404);
    expect(await (await call("/TCG_PROD_IMAGES/other/logo.png")).text()).toBe("next");
  });

  it("calls next() for other paths and for platform paths without a handler", async () => {
    expect(await (await call("/index.html")).text()).toBe("next");
    expect(await (await call("/wps/not/implemented", withMerchant())).text()).toBe("next");
  });

  it("serves the control page", async () => {
    const response = await call("/__sandbox");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<h1>Sandbox platform</h1>");
    expect(html).toContain('lang="en"');
  });

  it("runs the control page script: presets, scenario form, reset", async () => {
    // Run the page in this test's jsdom document, with fetch going to the real server.
    const html = await (await call("/__sandbox")).text();
    const parsed = new DOMParser().parseFromString(html, "text/html");
    const script = parsed.querySelector("script")?.textContent ?? "";
    parsed.querySelector("script")?.remove();
    document.body.innerHTML = parsed.body.innerHTML;
    vi.stubGlobal("fetch", (path: string, init?: RequestInit) => call(path, init));
    new Function(script)();
    const status = () => document.getElementById("status")?.textContent ?? "";
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(check()).toBe(true);
    };
    await until(() => document.querySelectorAll("#presets button").length > 0);
    expect(document.querySelectorAll("#accounts tr")).toHaveLength(6);

    [...document.querySelectorAll<HTMLButtonElement>("#presets button")].find((b) => b.textContent === "flaky")?.click();
    await until(() => status() === "Preset flaky applied.");
    expect(middleware.store.state.scenario.failure).toEqual({ mode: "http500", remaining: 2 });

    document.querySelector<HTMLInputElement>('input[name=status][value="2"]')!.checked = true;
    document.querySelector<HTMLInputElement>("input[name=visitorIp]")!.value = "192.0.2.99";
    document.querySelector<HTMLInputElement>('input[name=flag][value="FREEPLAY3"]')!.checked = false;
    document.querySelector<HTMLSelectElement>("select[name=mode]")!.value = "none";
    document.querySelector<HTMLFormElement>("#scenario")!.requestSubmit();
    await until(() => status() === "Scenario applied.");
    expect(middleware.store.state.scenario).toMatchObject({ status: 2, visitorIp: "192.0.2.99", whitelabel: { FREEPLAY3: false }, failure: { mode: "none" } });

    document.querySelector<HTMLSelectElement>("select[name=registerRules]")!.value = "strict";
    document.querySelector<HTMLFormElement>("#scenario")!.requestSubmit();
    // The server's state changes before its answer is rendered: wait for the page itself.
    const strictIds = Array.from({ length: 20 }, (_, i) => i).join(", ");
    await until(() => document.getElementById("pattern-ids")?.textContent === strictIds);
    expect(middleware.store.state.scenario.registerRules).toBe("strict");

    // SMS codes appear on refresh; the clock buttons move the sandbox time on.
    await call("/wps/verification/sms/noLogin", withMerchant({ method: "POST", headers: { Merchant: "aurora01", "Content-Type": "application/json" }, body: JSON.stringify({ mobileNum: "11987654321", countryDialingCode: "+55" }) }));
    const code = middleware.store.state.smsCodes[0]?.code ?? "none";
    document.getElementById("refresh")!.click();
    await until(() => document.getElementById("sms")?.textContent?.includes(code) === true);
    expect(document.querySelector("#sms tr")?.textContent).toContain("+55 11987654321noLogin");
    document.querySelector<HTMLButtonElement>('button[data-advance="300000"]')!.click();
    await until(() => status() === "Clock moved on.");
    expect(document.querySelectorAll("#sms tr")).toHaveLength(0);

    document.getElementById("reset")!.click();
    await until(() => status() === "Sandbox reset.");
    expect(middleware.store.state.scenarioName).toBe("default");
  });

  it("runs the cashier controls of the control page: pay a part, force it, make a deposit fail", async () => {
    const store = middleware.store;
    const demo = store.findMember("demo")!;
    const made = withdraw(store, demo, { amount: 50, cardId: "card-demo-1", paymentPassword: "135790", requestId: "page-w" });
    const deposit = submitDeposit(store, demo, { channelId: "pix-instant", amount: 100, requestId: "page-d" });
    if (!made.ok || !deposit.ok) throw new Error("setup failed");
    const html = await (await call("/__sandbox")).text();
    const parsed = new DOMParser().parseFromString(html, "text/html");
    const script = parsed.querySelector("script")?.textContent ?? "";
    parsed.querySelector("script")?.remove();
    document.body.innerHTML = parsed.body.innerHTML;
    vi.stubGlobal("fetch", (path: string, init?: RequestInit) => call(path, init));
    new Function(script)();
    const status = () => document.getElementById("status")?.textContent ?? "";
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(check()).toBe(true);
    };
    const byLabel = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
    const id = made.value.withdrawalId;
    await until(() => byLabel(`Pay the next part of ${id}`) !== null);
    expect(document.getElementById("ledger")?.textContent).toContain("WITHDRAWAL-50.00");
    byLabel(`Pay the next part of ${id}`)!.click();
    await until(() => status() === `Part paid out for ${id}.`);
    const part = store.state.cashier.payouts[0]!;
    expect(part).toMatchObject({ withdrawalId: id, amountMinor: 2500, status: "WAITING" });
    byLabel(`Force receipt of payout ${part.payoutId}`)!.click();
    await until(() => status() === `Payout ${part.payoutId} forced.`);
    expect(part.status).toBe("FORCED");
    byLabel(`Deposit ${deposit.value.orderId}: make it fail`)!.click();
    await until(() => status() === `Deposit ${deposit.value.orderId} will fail.`);
    expect(store.state.cashier.deposits[0]?.outcome).toBe("fail");
    store.reset();
  });

  it("serves the control API: state, scenario patch, preset, reset", async () => {
    const state = await (await call("/__sandbox/api/state")).json();
    expect(state).toMatchObject({ scenarioName: "default", presets: expect.arrayContaining(["maintenance", "flaky"]) });
    expect(state.accounts).toContainEqual(expect.objectContaining({ username: "demo", password: "Demo1234" }));

    const patched = await control("/__sandbox/api/scenario", {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: 2, visitorIp: "192.0.2.44" }),
    });
    expect(patched.status).toBe(200);
    const status = await (await call("/wps/system/status?url=x", withMerchant())).json();
    expect(status.value).toMatchObject({ regionRestriction: true, location: { ip: "192.0.2.44" } });

    const bad = await control("/__sandbox/api/scenario", { body: JSON.stringify({ latencyMs: -1 }) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues.join(" ")).toMatch(/latencyMs/);

    expect((await control("/__sandbox/api/preset/slow")).status).toBe(200);
    expect(middleware.store.state.scenario.latencyMs).toBe(3000);
    expect((await control("/__sandbox/api/preset/nope")).status).toBe(404);

    const reset = await (await control("/__sandbox/api/reset")).json();
    expect(reset.scenarioName).toBe("default");
    expect(middleware.store.state.sessions.size).toBe(0);
  });

  it("refuses control calls from another origin, and POSTs without the control header (issue 28)", async () => {
    const before = middleware.store.state.scenarioName;
    // What a page on another origin can send without a preflight: a text/plain POST (a form, or fetch no-cors).
    const crossSite = await call("/__sandbox/api/preset/maintenance", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: "http://192.168.1.50:8080" },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
    // Even with the control header (a preflight that some server answered), another origin is refused.
    expect((await control("/__sandbox/api/reset", { headers: { Origin: "http://localhost:5999" } })).status).toBe(403);
    // Reading the state (passwords, codes) from another origin too.
    expect((await call("/__sandbox/api/state", { headers: { Origin: "http://evil.example" } })).status).toBe(403);
    // Same origin (or no Origin: curl, the test helpers) but no control header: refused.
    expect((await call("/__sandbox/api/preset/maintenance", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).status).toBe(403);
    expect(middleware.store.state.scenarioName).toBe(before);
    // The server's own origin with the header: accepted.
    expect((await control("/__sandbox/api/reset", { headers: { Origin: base } })).status).toBe(200);
    expect((await call("/__sandbox/api/state", { headers: { Origin: base } })).status).toBe(200);
  });

  it("serves its own pages with their own strict CSP (inline style and script by hash)", async () => {
    const csp = (await call("/__sandbox")).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'sha256-[^']+'/);
    expect(csp).toMatch(/style-src 'sha256-[^']+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    const game = await call("/__sandbox/demo-game?game=Demo&balance=5", withMerchant());
    expect(game.headers.get("content-security-policy")).toMatch(/script-src 'sha256-[^']+'.*frame-ancestors 'self'/);
  });

  it("switches the scenario with ?sandbox=<preset> and lets the request continue", async () => {
    const page = await call("/?sandbox=maintenance");
    expect(await page.text()).toBe("next");
    expect(middleware.store.state.scenarioName).toBe("maintenance");
    const status = await (await call("/wps/system/status?url=x", withMerchant())).json();
    expect(status.value.maintenance).toBe(true);
    await control("/__sandbox/api/reset");
  });

  it("drops the connection for network failures", async () => {
    await control("/__sandbox/api/preset/offline");
    await expect(call("/wps/system/status?url=x", withMerchant())).rejects.toThrow();
    await control("/__sandbox/api/reset");
  });

  it("sees duplicate Merchant headers (joined by Fetch) as a 400", async () => {
    const { request } = await import("node:http");
    const statusWith = (merchants: string[]) =>
      new Promise<number>((resolve, reject) => {
        // An array value goes out as repeated header lines; `accept: msw/passthrough` keeps msw/node out of the way.
        const headers = merchants.length > 0 ? { Accept: "msw/passthrough", Merchant: merchants } : { Accept: "msw/passthrough" };
        const req = request(`${base}/wps/system/country`, { headers });
        req.on("response", (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.end();
      });
    expect(await statusWith(["aurora01"])).toBe(200);
    expect(await statusWith(["aurora01", "aurora01"])).toBe(400);
    expect(await statusWith([])).toBe(400);
  });
});

describe("handlerIndex", () => {
  const handlers = createHandlers(createSandboxStore());
  const candidates = handlerIndex(handlers);
  const at = (path: string) => new URL(path, "http://127.0.0.1:4173");
  const paths = (list: readonly HttpHandler[]) => list.map((handler) => handler.info.path);

  it("narrows a call to the handlers of its method and path", () => {
    expect(paths(candidates("GET", at("/wps/system/status?url=x")))).toEqual(["*/wps/system/status"]);
    expect(paths(candidates("GET", at("/TCG_GAME_ICONS/5G/5G_0001.png")))).toEqual(["*/TCG_GAME_ICONS/:vendor/:file"]);
    expect(candidates("POST", at("/wps/system/status"))).toEqual([]);
    expect(candidates("GET", at("/assets/app.js"))).toEqual([]);
  });

  it("keeps every handler msw itself would match (any case, a final slash)", () => {
    for (const handler of handlers) {
      const { path, method } = handler.info;
      if (typeof path !== "string") continue;
      const concrete = path.replace(/^\*/, "").replace(/:\w+/g, "X1");
      for (const variant of [concrete, `${concrete}/`, concrete.toUpperCase()]) {
        const url = at(variant);
        if (!matchRequestUrl(url, path).matches) continue;
        expect(candidates(typeof method === "string" ? method : "GET", url), `${String(method)} ${variant}`).toContain(handler);
      }
    }
  });

  it("keeps a handler whose pattern it does not compile", () => {
    const custom = http.get(/\/custom\/(\d+)$/, () => HttpResponse.text("ok"));
    expect(handlerIndex([custom])("GET", at("/anything"))).toEqual([custom]);
  });
});
