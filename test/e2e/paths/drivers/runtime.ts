/**
 * The browser path drivers' language: what a player does (`Op`) and what the screen must show (`Check`), written as
 * data so that one description serves both the browser specs (`run` / `expectScreen` below execute it with
 * playwright-core) and the exporter (`scripts/statecharts/export.ts` prints the same data as Playwright code, see
 * `code.ts`). Platform answers a path dictates are held with `page.route` and released by an `answer` op: passed on to
 * the sandbox (`sandbox`, optionally with the encrypted payload rewritten, e.g. to the credentials of the demo member
 * whose real answer the step asks for), scripted in the platform's envelope (`json`), or failed at the network level
 * (`abort`).
 *
 * This file imports nothing but playwright-core's types and the sandbox's crypto (for rewriting an encrypted payload).
 */
import type { Locator, Page, Route } from "playwright-core";
import { decryptPayload, encryptLikeClient } from "../../../../src/sandbox/crypto.ts";

export type Name = string | RegExp;

/** Text to match literally inside a RegExp name (a vendor's or a mission's name may hold `+` or `.`). */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Something on the screen, as a player names it: by role and accessible name, label, text, test id or CSS. */
export interface Target {
  role?: "alert" | "alertdialog" | "banner" | "button" | "link" | "region" | "row" | "checkbox" | "combobox" | "dialog" | "form" | "heading" | "img" | "navigation" | "radio" | "status" | "tab" | "textbox" | "timer";
  name?: Name;
  level?: number;
  label?: Name;
  text?: Name;
  testId?: string;
  css?: string;
  /** The n-th (0-based) of several matches, e.g. the dialog's corner Close button before its text one. */
  nth?: number;
  within?: Target;
}

export type Answer =
  /** The sandbox answers; `rewrite` replaces fields of the encrypted payload first. */
  | { sandbox: true; rewrite?: Record<string, unknown> }
  /** A scripted answer in the platform's envelope (`{origin}` in it stands for the site's origin). */
  | { json: unknown; status?: number }
  /** The connection fails (network link abnormal). */
  | { abort: true };

export type Op =
  | { do: "click"; target: Target }
  | { do: "fill"; target: Target; value: string }
  /** Focuses the target and presses a key (e.g. ArrowRight on a tab). */
  | { do: "press"; target: Target; key: string }
  | { do: "select"; target: Target; value: string }
  /** Chooses a file in a file input: a file of that name, type and size (its bytes are zeros). */
  | { do: "upload"; target: Target; file: { name: string; mimeType: string; size: number } }
  /** The page's clock jumps ahead (the path's start installed it): timers that fall due fire. */
  | { do: "time"; ms: number }
  /** The page is loaded again (the session in sessionStorage resumes). */
  | { do: "reload" }
  /** Holds the page's calls to `path` from now on (until an `answer` op releases them). */
  | { do: "hold"; path: string }
  /** Answers the oldest held request to `path` (every held one with `all`: requests of stopped actors go first). */
  | { do: "answer"; path: string; answer: Answer; all?: boolean }
  /** The sandbox's scenario switches (JSON merge patch), e.g. the platform status it reports. */
  | { do: "scenario"; patch: Record<string, unknown> }
  /**
   * Types the code the platform texted to `mobileNum` for `purpose` (the sandbox's SMS inbox stands for the player's
   * phone). When no code is waiting there, the player presses `send` first, as they would to get one.
   */
  | { do: "typeSmsCode"; target: Target; send: Target; mobileNum: string; purpose: "register" | "noLogin" | "verification" | "bind" }
  /** The step happens by itself (time passes, an answer is already on its way): the screen check waits for it. */
  | { do: "wait"; why: string }
  /** Nothing for the player to do: `why` says so (e.g. the view offers no control, so the refused event never happens). */
  | { do: "nothing"; why: string };

export type Check =
  | { see: Target; text?: Name }
  | { notSee: Target }
  | { attribute: string; of: Target; is: string | null };

/** How a path starts: the language stored, the operator's config, the sandbox scenario, cookies, held calls, the first screen. */
export interface Start {
  lang: string;
  config?: Record<string, unknown>;
  scenario?: Record<string, unknown>;
  cookies?: { name: string; value: string }[];
  hold: string[];
  url: string;
  /**
   * A member already logged in when the page first loads: the path logs them in with the platform's own login call
   * (from Node, as the site would) and the tab's sessionStorage holds the token, so the site resumes that session.
   */
  member?: { username: string; password: string };
  /** The page runs on a controllable clock (the `time` op moves it on). */
  clock?: boolean;
  /** What the player does before the path's first state (e.g. the header's login form). */
  then?: Op[];
  /** What the screen shows once that is done. */
  ready?: Check[];
}

/**
 * How long a step waits for the page: for a screen to show, for a call to be made, for a code to arrive. A limit for
 * a broken step, not a speed check: a member's deep link takes ~3 s to draw on an idle machine, and more than three
 * times that on a 2-core CI machine running two workers.
 */
const TIMEOUT = 30_000;

/** Addresses of the calls a path made fail on purpose, per page: Chromium's network log line for them is expected. */
const failedOnPurpose = new WeakMap<Page, Set<string>>();
const markFailed = (page: Page, url: string) => failedOnPurpose.set(page, (failedOnPurpose.get(page) ?? new Set()).add(url));

/** Thrown by a driver for a step that cannot be produced in a browser; the spec lists such paths (an exact allowlist). */
export class NotInBrowser extends Error {}

export function locate(page: Page, target: Target): Locator {
  const base: Page | Locator = target.within ? locate(page, target.within) : page;
  let found: Locator;
  if (target.role) found = base.getByRole(target.role, { ...(target.name === undefined ? {} : { name: target.name }), ...(target.level === undefined ? {} : { level: target.level }) });
  else if (target.label !== undefined) found = base.getByLabel(target.label);
  else if (target.text !== undefined) found = base.getByText(target.text);
  else if (target.testId !== undefined) found = base.getByTestId(target.testId);
  else found = base.locator(target.css ?? "*");
  return target.nth === undefined ? found : found.nth(target.nth);
}

/** The held platform calls of one page. */
export interface Held {
  answer(path: string, answer: Answer, all?: boolean): Promise<void>;
  hold(path: string): void;
}

export async function holdPlatform(page: Page, held: readonly string[]): Promise<Held> {
  const paths = new Set(held);
  const waiting = new Map<string, Route[]>();
  const arrived = (path: string) => waiting.get(path) ?? [];
  await page.route(
    (url) => paths.has(url.pathname),
    (route) => {
      const path = new URL(route.request().url()).pathname;
      waiting.set(path, [...arrived(path), route]);
    },
  );
  // A request the page gave up (its actor stopped, the page reloaded) waits for no answer.
  page.on("requestfailed", (request) => {
    for (const [path, routes] of waiting) waiting.set(path, routes.filter((route) => route.request() !== request));
  });
  const release = async (route: Route, answer: Answer) => {
    if ("abort" in answer) {
      markFailed(page, route.request().url());
      return route.abort("connectionfailed");
    }
    if ("json" in answer) {
      if ((answer.status ?? 200) >= 400) markFailed(page, route.request().url());
      const body = JSON.stringify(answer.json).split("{origin}").join(new URL(route.request().url()).origin);
      return route.fulfill({ status: answer.status ?? 200, contentType: "application/json", body });
    }
    if (!answer.rewrite) return route.fallback();
    const request = route.request();
    const payload = decryptPayload(await request.headerValue("encryption"), (request.postDataJSON() as { value: unknown }).value) as Record<string, unknown>;
    const encrypted = encryptLikeClient({ ...payload, ...answer.rewrite }, { modulusHex: (await request.headerValue("x-rsa")) ?? undefined });
    const response = await route.fetch({ headers: { ...request.headers(), ...lower(encrypted.headers) }, postData: JSON.stringify(encrypted.body) });
    return route.fulfill({ response });
  };
  return {
    hold(path) {
      paths.add(path);
    },
    async answer(path, answer, all = false) {
      const deadline = Date.now() + TIMEOUT;
      while (arrived(path).length === 0) {
        if (Date.now() > deadline) throw new Error(`the page never called ${path}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      const routes = all ? arrived(path) : arrived(path).slice(0, 1);
      waiting.set(path, arrived(path).slice(routes.length));
      for (const route of routes) await release(route, answer);
    },
  };
}

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

/** The merchant of the shipped public/config.json (the platform calls carry it). */
const MERCHANT = "aurora01";

/** Logs a member in with the platform's encrypted login call, as the site does; returns the session token. */
export async function platformLogin(baseUrl: string, member: { username: string; password: string }): Promise<string> {
  const encrypted = encryptLikeClient({ type: "username", username: member.username, password: member.password, captcha: null, firebaseIdToken: null });
  const send = () =>
    fetch(new URL("/wps/session/login", baseUrl), { method: "POST", headers: { "content-type": "application/json", Merchant: MERCHANT, ...encrypted.headers }, body: JSON.stringify(encrypted.body) });
  const response = await send().catch(send);
  const answer = (await response.json()) as { success?: boolean; value?: { token?: unknown } };
  if (!answer.success || typeof answer.value?.token !== "string") throw new Error(`the platform did not log ${member.username} in: ${JSON.stringify(answer)}`);
  return answer.value.token;
}

/**
 * Puts a session's token where the site keeps it (the tab's sessionStorage) before the page's scripts run, so the
 * page resumes that session as a reload does. The tab's first load only: after a sign-out and a new login, a reload
 * keeps the site's own token.
 */
export async function resumeSession(page: Page, token: string): Promise<void> {
  await page.context().addInitScript((t) => {
    if (window === window.top && window.sessionStorage.getItem("merchant") === null && window.sessionStorage.getItem("token") === null) window.sessionStorage.setItem("token", t);
  }, token);
}

/**
 * The client's time limits (`platform.slowMs`, `timeoutMs`) while a path holds calls. A held call answers when the
 * path's step says, and the limits run on the page's flowing clock: with the shipped 8 s, a step that ran axe or
 * waited on a busy machine let the site give up on the call first (CI's failures of the withdrawal-confirmation and
 * deposit paths). A path about a call too slow to answer moves the page's clock by this much (`time`).
 */
export const HELD_CALL_LIMIT_MS = 120_000;

/** Opens the path's first screen in `page` (a fresh context): storage, config, scenario, cookies, held calls. */
export async function startPath(page: Page, baseUrl: string, start: Start): Promise<Held> {
  await page.context().addInitScript((lang) => {
    if (window === window.top && window.localStorage.getItem("lang") === null) window.localStorage.setItem("lang", lang);
  }, start.lang);
  const limits = start.hold.length > 0 ? { slowMs: HELD_CALL_LIMIT_MS, timeoutMs: HELD_CALL_LIMIT_MS } : {};
  if (start.config || start.hold.length > 0) {
    const patch = start.config ?? {};
    await page.context().route(/\/config\.json(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const shipped = (await response.json()) as { platform?: object };
      // `platform` is merged key by key (a path may change one of the client's limits and keep the rest).
      const platform = { ...shipped.platform, ...limits, ...(patch as { platform?: object }).platform };
      await route.fulfill({ response, json: { ...shipped, ...patch, platform } });
    });
  }
  if (start.cookies?.length) await page.context().addCookies(start.cookies.map((c) => ({ ...c, url: baseUrl })));
  await sandboxControl(baseUrl, "reset");
  if (start.scenario) await sandboxControl(baseUrl, "scenario", start.scenario);
  if (start.clock) await page.clock.install();
  if (start.member) await resumeSession(page, await platformLogin(baseUrl, start.member));
  const held = await holdPlatform(page, start.hold);
  await page.goto(new URL(start.url, baseUrl).href);
  for (const op of start.then ?? []) await perform(page, held, op);
  await expectScreen(page, start.ready ?? []);
  return held;
}

export async function sandboxControl(baseUrl: string, what: "reset" | "scenario", body?: unknown): Promise<void> {
  const send = () =>
    fetch(new URL(`/__sandbox/api/${what}`, baseUrl), { method: "POST", headers: body === undefined ? { "x-sandbox-control": "1" } : { "content-type": "application/json", "x-sandbox-control": "1" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const response = await send().catch(send);
  if (!response.ok) throw new Error(`sandbox ${what}: HTTP ${response.status} ${await response.text()}`);
}

export async function perform(page: Page, held: Held, op: Op): Promise<void> {
  if (op.do === "scenario") return sandboxControl(new URL(page.url()).origin, "scenario", op.patch);
  switch (op.do) {
    case "click":
      return locate(page, op.target).click();
    case "fill":
      return locate(page, op.target).fill(op.value);
    case "press":
      return locate(page, op.target).press(op.key);
    case "select":
      return void (await locate(page, op.target).selectOption(op.value));
    case "upload":
      return locate(page, op.target).setInputFiles({ name: op.file.name, mimeType: op.file.mimeType, buffer: Buffer.alloc(op.file.size) });
    case "time":
      return page.clock.fastForward(op.ms);
    case "reload":
      return void (await page.reload());
    case "typeSmsCode":
      return typeSmsCode(page, op);
    case "answer":
      return held.answer(op.path, op.answer, op.all);
    case "hold":
      return held.hold(op.path);
    case "wait":
    case "nothing":
      return;
  }
}

/** Performs a `typeSmsCode` op (exported for the path scripts `npm run paths:export` prints). */
export async function typeSmsCode(page: Page, op: Extract<Op, { do: "typeSmsCode" }>): Promise<void> {
  const state = new URL("/__sandbox/api/state", page.url());
  const inbox = async () => {
    const { smsCodes } = (await (await fetch(state)).json()) as { smsCodes: { mobileNum: string; purpose: string; code: string; used: boolean }[] };
    return smsCodes.find((c) => c.mobileNum === op.mobileNum && c.purpose === op.purpose && !c.used)?.code;
  };
  let code = await inbox();
  if (code === undefined) {
    await locate(page, op.send).click();
    const deadline = Date.now() + TIMEOUT;
    while ((code = await inbox()) === undefined) {
      if (Date.now() > deadline) throw new Error(`no ${op.purpose} SMS code reached ${op.mobileNum}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await locate(page, op.target).fill(code);
}

/** Waits until every check holds (each within the time limit), naming the first that does not. */
export async function expectScreen(page: Page, checks: readonly Check[]): Promise<void> {
  for (const check of checks) {
    if ("see" in check) await see(locate(page, check.see), check.text, describeTarget(check.see));
    else if ("notSee" in check) await notSee(locate(page, check.notSee), describeTarget(check.notSee));
    else await hasAttribute(locate(page, check.of), check.attribute, check.is, describeTarget(check.of));
  }
}

/** Polls `why` (a reason the check fails now, or "" when it holds) until it holds or the time is up. */
async function until(why: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + TIMEOUT;
  for (;;) {
    const failing = await why();
    if (failing === "") return;
    if (Date.now() > deadline) throw new Error(`the screen does not show what it should: ${failing}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the (first) element is visible, and reads `text` when given. */
export function see(locator: Locator, text?: Name, what = String(locator)): Promise<void> {
  return until(async () => {
    const found = locator.first();
    if (!(await found.isVisible())) return `expected to see ${what}`;
    if (text === undefined) return "";
    const shown = (await found.textContent()) ?? "";
    const matches = typeof text === "string" ? shown.includes(text) : text.test(shown);
    return matches ? "" : `expected ${what} to read ${String(text)}, it reads "${shown}"`;
  });
}

/** Waits until no such element is visible. */
export function notSee(locator: Locator, what = String(locator)): Promise<void> {
  return until(async () => ((await locator.filter({ visible: true }).count()) === 0 ? "" : `expected not to see ${what}`));
}

/** Waits until the (first, visible) element has the attribute value (`null`: has no such attribute). */
export function hasAttribute(locator: Locator, name: string, value: string | null, what = String(locator)): Promise<void> {
  return until(async () => {
    const found = locator.first();
    if (!(await found.isVisible())) return `expected to see ${what}`;
    const actual = await found.getAttribute(name);
    return actual === value ? "" : `expected ${what} to have ${name}=${String(value)}, it has ${String(actual)}`;
  });
}

export function describeTarget(target: Target): string {
  const self = target.role
    ? `the ${target.role}${target.name === undefined ? "" : ` "${String(target.name)}"`}`
    : target.label !== undefined
      ? `the field labelled ${String(target.label)}`
      : target.text !== undefined
        ? `the text ${String(target.text)}`
        : target.testId !== undefined
          ? `the ${target.testId}`
          : `${target.css}`;
  return target.within ? `${self} in ${describeTarget(target.within)}` : self;
}

/**
 * Collects what the page logs as a warning or an error, and its uncaught errors, from now on. Chromium's own
 * "Failed to load resource" line for a call the path itself made fail (an `abort` or an HTTP error answer) is
 * expected; any other is not.
 */
const PRELOAD_TIMING = /^The resource (\S+\.css|\S+\/BANNER\/\S+) was preloaded using link preload but not used within a few seconds from the window's load event\./;

export function watchConsole(page: Page): () => string[] {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "warning" && message.type() !== "error") return;
    if (message.text().startsWith("Failed to load resource:") && failedOnPurpose.get(page)?.has(message.location().url)) return;
    // Chromium's own clock, not the page: a preloaded stylesheet not applied "within a few seconds" of the load event
    // is reported when a busy machine (two workers on two cores) runs the page slowly; the same page on an idle
    // machine logs nothing. A home page's first banner is asked for as soon as the announcements answer, before the
    // start-up is known to succeed: where it fails (the boot paths), the picture stays unused, which Chromium reports
    // once a busy machine's slower steps outlast those few seconds. Everything else the page logs still fails the path.
    if (PRELOAD_TIMING.test(message.text())) return;
    logged.push(`console.${message.type() === "warning" ? "warn" : "error"}: ${message.text()}`);
  });
  page.on("pageerror", (error) => logged.push(`uncaught: ${error.message}`));
  return () => logged;
}
