// @vitest-environment node
/**
 * Fuzzing the platform through the machines (issue 28, second slice). Each machine that consumes platform answers
 * runs with its REAL live actors (src/api/*-actors.ts) over a platform client whose `fetch` answers fast-check
 * generated bodies for every endpoint those actors call: the sandbox's own valid answer bent in odd but often still
 * valid ways (empty or doubled lists, odd strings and numbers, dropped keys, nulls), the same answer with a non-2xx
 * status, or anything at all (any JSON, envelopes with odd fields, text that is not JSON). For each case: no uncaught
 * error, the machine settles within bounded steps in a success state or in a failure state with a way out (its retry
 * event is accepted), a failure carries a code with a translated message, and pressing that retry with the platform
 * answering normally again brings the machine to a success state. The number of cases per group is reported.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createActor, type AnyActorRef, type AnyStateMachine, type EventObject, type SnapshotFrom } from "xstate";
import { activateLocale, i18n } from "../../src/i18n/i18n.ts";
import { errorMessages } from "../../src/i18n/messages.ts";
import { createPlatformClient, type PlatformClient } from "../../src/api/client.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { isLoginVerification } from "../../src/api/schemas.ts";
import type { Failure } from "../../machines/shared/errors.ts";
import { liveBootActors } from "../../src/api/live-actors.ts";
import { liveAnnouncementActors } from "../../src/api/announcement-actors.ts";
import { liveHomeActors } from "../../src/api/home-actors.ts";
import { providedCatalogueMachine } from "../../src/api/catalogue-actors.ts";
import { providedLobbyMachines } from "../../src/api/lobby-actors.ts";
import { providedCashierMachines } from "../../src/api/cashier-actors.ts";
import { liveWithdrawalConfirmationActors } from "../../src/api/withdrawal-confirmation-actors.ts";
import { liveAuthActors } from "../../src/api/auth-actors.ts";
import { bootMachine } from "../../machines/boot/boot.machine.ts";
import { announcementsMachine } from "../../machines/announcements/announcements.machine.ts";
import { homeMachine } from "../../machines/home/home.machine.ts";
import { withdrawalConfirmationMachine } from "../../machines/withdrawal-confirmation/withdrawal-confirmation.machine.ts";
import { balanceMachine } from "../../machines/balance/balance.machine.ts";
import { lobbyInputs } from "../../machines/lobby/lobby.samples.ts";
import { catalogueInputs } from "../../machines/catalogue/catalogue.samples.ts";
import { SANDBOX_ORIGIN } from "../sandbox-server.ts";

const MERCHANT = "wic11f3";
const RUNS = 40;
const SEED = 28;

// ---------------------------------------------------------------------------------------------------------------
// The answers: what the fake platform says for one path in one case.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One change to a valid answer: at the `at`-th node (depth first, modulo the node count). */
type Op =
  | { kind: "emptyList"; at: number }
  | { kind: "doubleList"; at: number }
  | { kind: "string"; at: number; value: string }
  | { kind: "number"; at: number; value: number }
  | { kind: "null"; at: number }
  | { kind: "drop"; at: number }
  | { kind: "flip"; at: number };

/** A plan: bend the valid answer, send it with a failure status, or send anything at all. */
type Plan = { kind: "bent"; ops: Op[] } | { kind: "status"; status: number } | { kind: "raw"; status: number; text: string };

const oddString = fc.oneof(
  fc.constantFrom("", " ", "\u202e", "<img src=x onerror=alert(1)>", "javascript:alert(1)", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "null", "0", "-1", "1e309", "a".repeat(3000), "PENDING", "true"),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);
const oddNumber = fc.constantFrom(0, -1, 1, 0.1, 1.005, -0.01, 1e21, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 99_999_999_999);
const at = fc.nat({ max: 10_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("emptyList" as const), at }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("doubleList" as const), at }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("string" as const), at, value: oddString }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("number" as const), at, value: oddNumber }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("null" as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("drop" as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("flip" as const), at }) },
);
const rawText = fc.oneof(
  fc.jsonValue().map((j) => JSON.stringify(j)),
  fc
    .record(
      { success: fc.oneof(fc.boolean(), fc.constantFrom("true", 1, 0, null)), value: fc.jsonValue(), message: fc.oneof(fc.string(), fc.constant(null)), errorCode: fc.oneof(fc.constantFrom("E1001", ""), fc.constant(null)) },
      { requiredKeys: [] },
    )
    .map((e) => JSON.stringify(e)),
  fc.string(),
  fc.constantFrom("", "null", "{}", "[]", "<html>502 Bad Gateway</html>", '{"success":true}', '{"success":true,"value":'),
);
const failureStatus = fc.constantFrom(400, 403, 404, 429, 500, 502, 503, 504);
const plan: fc.Arbitrary<Plan> = fc.oneof(
  { weight: 8, arbitrary: fc.array(op, { minLength: 1, maxLength: 2 }).map((ops): Plan => ({ kind: "bent", ops })) },
  { weight: 1, arbitrary: failureStatus.map((status): Plan => ({ kind: "status", status })) },
  { weight: 2, arbitrary: fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constant(200) }, { weight: 1, arbitrary: failureStatus }), rawText).map(([status, text]): Plan => ({ kind: "raw", status, text })) },
);

/** Every node of a JSON value with a way to replace or remove it. */
function nodes(root: Json): { value: Json; set(next: Json): void; drop(): void }[] {
  const out: { value: Json; set(next: Json): void; drop(): void }[] = [];
  const walk = (value: Json, set: (next: Json) => void, drop: () => void) => {
    out.push({ value, set, drop });
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, (next) => (value[i] = next), () => value.splice(i, 1)));
    } else if (value !== null && typeof value === "object") {
      for (const key of Object.keys(value)) walk(value[key]!, (next) => (value[key] = next), () => delete value[key]);
    }
  };
  const holder = { root };
  walk(root, (next) => (holder.root = next), () => undefined);
  return out;
}

/** The valid answer with the plan's changes (on `value` for an envelope, on the whole body otherwise). */
function bend(text: string, ops: Op[]): string {
  const body = JSON.parse(text) as Json;
  const enveloped = body !== null && typeof body === "object" && !Array.isArray(body) && "success" in body && "value" in body;
  const holder = { value: (enveloped ? (body as { value: Json }).value : body) as Json };
  for (const change of ops) {
    // The root itself is node 0: `set` on it replaces the holder's value.
    const all = nodes(holder.value);
    all[0]!.set = (next) => (holder.value = next);
    /** Lists, strings and numbers keep their type (odd but often still valid); null, drop and flip break it. */
    const kinds: Record<Op["kind"], (v: Json) => boolean> = {
      emptyList: Array.isArray,
      doubleList: Array.isArray,
      string: (v) => typeof v === "string",
      number: (v) => typeof v === "number",
      null: () => true,
      drop: () => true,
      flip: () => true,
    };
    const fitting = all.filter((n) => kinds[change.kind](n.value));
    if (fitting.length === 0) continue;
    const node = fitting[change.at % fitting.length]!;
    const v = node.value;
    switch (change.kind) {
      case "emptyList":
        (v as Json[]).length = 0;
        break;
      case "doubleList":
        (v as Json[]).push(...(JSON.parse(JSON.stringify(v)) as Json[]));
        break;
      case "string":
      case "number":
        node.set(change.value);
        break;
      case "null":
        node.set(null);
        break;
      case "drop":
        node.drop();
        break;
      case "flip":
        node.set(typeof v === "boolean" ? !v : typeof v === "number" ? String(v) : typeof v === "string" ? Number(v) || 0 : v === null ? {} : typeof v === "object" ? "" : v);
        break;
    }
  }
  return JSON.stringify(enveloped ? { ...(body as object), value: holder.value } : holder.value);
}

// ---------------------------------------------------------------------------------------------------------------
// The fake platform: recorded valid answers (from the sandbox, in beforeAll), and per case the plans per path.

const pathToId = new Map<string, string>(Object.values(endpoints).map((row) => [row.path, row.id]));
/** The sandbox's valid answer per path, recorded while each machine ran once against it. */
const recorded = new Map<string, string>();
let token = "";

function fakeFetch(answerFor: (path: string) => { status: number; text: string }, log: { calls: number; pending: number }): typeof fetch {
  return (input) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    log.calls += 1;
    log.pending += 1;
    const { status, text } = answerFor(url.pathname);
    return Promise.resolve(new Response(text, { status, headers: { "content-type": "application/json" } })).finally(() => (log.pending -= 1));
  };
}

function makeClient(fetchImpl: typeof fetch): PlatformClient {
  return createPlatformClient({
    baseURL: SANDBOX_ORIGIN,
    merchant: MERCHANT,
    getLanguage: () => "en",
    session: { getToken: () => token, clear: () => undefined },
    slowMs: 2000,
    timeoutMs: 5000,
    fetch: fetchImpl,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The machines under test.

interface Outcome {
  /** The machine (or its child) is in a state where the answer is used. */
  success: boolean;
  /** Failures on show, each with the event that tries again and the actor that takes it. */
  failures: { failure: Failure | null; retry: EventObject; actor: AnyActorRef; snapshot: { can(event: EventObject): boolean } }[];
}

interface MachineCase {
  group: string;
  /** The paths its actors call (each gets a plan per case). */
  paths: string[];
  start(client: PlatformClient, variant: number): AnyActorRef;
  outcome(actor: AnyActorRef): Outcome;
}

const path = (id: keyof typeof endpoints) => endpoints[id].path;
const ctx = { merchant: MERCHANT, imageCdn: "https://cdn.example", language: () => "en" };
type Snap = SnapshotFrom<AnyStateMachine>;
const snap = (actor: AnyActorRef) => actor.getSnapshot() as Snap;
/** A failure region of `actor` shown when it matches `state`: the failure it keeps and the event that retries it. */
function failed(actor: AnyActorRef, state: string | Record<string, unknown>, failure: Failure | null, retry: string): Outcome["failures"] {
  const s = snap(actor);
  return s.matches(state as never) ? [{ failure, retry: { type: retry }, actor, snapshot: s }] : [];
}
const anyOf = (actor: AnyActorRef, states: string[]) => states.some((state) => snap(actor).matches(state as never));

const machines: MachineCase[] = [
  {
    group: "boot (status, countries, lanes, help)",
    paths: [path("systemStatus"), path("countries"), path("vendorLanes"), path("helpCenter")],
    start: (client) => createActor(bootMachine.provide({ actors: liveBootActors(client, { merchant: MERCHANT, imageCdn: ctx.imageCdn }) }), { input: { host: "www.aurora.test", language: "en" } }),
    outcome: (actor) => {
      const c = snap(actor).context as Record<string, Failure | null>;
      return {
        success: anyOf(actor, ["ready", "maintenance", "restricted"]),
        failures: [
          ...failed(actor, "statusFailed", c.statusFailure!, "boot.retry"),
          ...failed(actor, { loadingSite: { countries: "failed" } }, c.countriesFailure!, "boot.retry"),
          ...failed(actor, { loadingSite: { lanes: "failed" } }, c.lanesFailure!, "boot.retry"),
          ...failed(actor, { loadingSite: { help: "failed" } }, c.helpFailure!, "boot.retry"),
        ],
      };
    },
  },
  {
    group: "announcements",
    paths: [path("announcements")],
    start: (client, variant) =>
      createActor(announcementsMachine.provide({ actors: liveAnnouncementActors(client, { imageCdn: ctx.imageCdn }) }), {
        input: { loggedIn: variant % 2 === 0, language: "en", popupClosed: { user: false, anonymous: false } },
      }),
    outcome: (actor) => ({ success: anyOf(actor, ["loaded"]), failures: failed(actor, "failed", snap(actor).context.failure, "announcements.retry") }),
  },
  {
    group: "home blocks (hot games, popular lottery, VN numbers, winners)",
    paths: [path("hotGames"), path("lotteryPopular"), path("vnOpenedNumbers"), path("winnerBoard")],
    start: (client) => createActor(homeMachine.provide({ actors: liveHomeActors(client, { merchant: MERCHANT, imageCdn: ctx.imageCdn, device: "WEB" }) }), { input: { language: "en", prizeMode: "ELOTT" } }),
    outcome: (actor) => {
      const f = (snap(actor).context as { failures: Record<string, Failure | null> }).failures;
      const blocks = ["hotGames", "popular", "vnNumbers", "winners"];
      return {
        success: blocks.every((b) => anyOf(actor, [`${b}.loaded`, `${b}.failed`])) && blocks.some((b) => anyOf(actor, [`${b}.loaded`])),
        failures: blocks.flatMap((b) => failed(actor, `${b}.failed`, f[b] ?? null, `${b}.retry`)),
      };
    },
  },
  {
    group: "game list (/rng catalogue) with favourites or recent games",
    paths: [path("gameList"), path("favouriteIds"), path("favouriteList"), path("recentGames")],
    start: (client, variant) => {
      const { machine } = providedCatalogueMachine(client, ctx, { requestLogin: () => undefined });
      const input = { ...(catalogueInputs[0]!.input as object), signedIn: true };
      const actor = createActor(machine, { input: input as never });
      const tab = (["all", "favourites", "recent"] as const)[variant % 3]!;
      if (tab !== "all") queueMicrotask(() => actor.send({ type: "tab.selected", tab }));
      return actor;
    },
    outcome: (actor) => {
      const list = snap(actor).children.gameList as AnyActorRef | undefined;
      const c = snap(actor).context as { favouriteFailure: Failure | null; tabFailure: Failure | null };
      const listDone = list ? anyOf(list, ["loaded", "empty"]) : false;
      const tabDone = anyOf(actor, ["tab.all", "tab.favourites.loaded", "tab.favourites.empty", "tab.recent.loaded", "tab.recent.empty"]);
      return {
        success: listDone && tabDone && anyOf(actor, ["favourites.member.ready"]),
        failures: [
          ...(list ? failed(list, "failed", snap(list).context.failure, "retry") : []),
          ...failed(actor, "favourites.member.failed", c.favouriteFailure, "retry"),
          ...failed(actor, "tab.favourites.failed", c.tabFailure, "retry"),
          ...failed(actor, "tab.recent.failed", c.tabFailure, "retry"),
        ],
      };
    },
  },
  {
    group: "game list (a lobby's game grid)",
    paths: [path("gameList")],
    start: (client) => {
      const { gameList } = providedLobbyMachines(client, { ...ctx, origin: "https://www.aurora.test" }, () => undefined);
      return createActor(gameList, { input: { gameType: "FISH" } });
    },
    outcome: (actor) => ({ success: anyOf(actor, ["loaded", "empty"]), failures: failed(actor, "failed", snap(actor).context.failure, "retry") }),
  },
  {
    group: "lobby (live tables, card rooms)",
    paths: [path("gameList"), path("cardRooms")],
    start: (client, variant) => {
      const { lobby } = providedLobbyMachines(client, { ...ctx, origin: "https://www.aurora.test" }, () => undefined);
      const base = lobbyInputs[0]!.input as { vendors: { vassalage: string }[] };
      const kind = variant % 2 === 0 ? "LIVE" : "PVP";
      return createActor(lobby, { input: { ...base, kind, signedIn: true, vendors: base.vendors.map((v) => ({ ...v, gameType: kind })) } as never });
    },
    outcome: (actor) => ({
      success: anyOf(actor, ["tables", "noTables", "rooms", "noRooms"]),
      failures: failed(actor, "failed", snap(actor).context.failure, "lobby.retry"),
    }),
  },
  {
    group: "deposit settings",
    paths: [path("depositSettings")],
    start: (client) => createActor(providedCashierMachines(client).deposit, { input: { decimalSeparator: ".", requestPrefix: "dep-fuzz" } }),
    outcome: (actor) => ({ success: anyOf(actor, ["form", "closed"]), failures: failed(actor, "loadFailed", snap(actor).context.failure, "settings.retry") }),
  },
  {
    group: "withdraw (settings, security, bank accounts, banks)",
    paths: [path("withdrawSettings"), path("securityConfig"), path("bankCards"), path("bankList")],
    start: (client) => createActor(providedCashierMachines(client).withdraw, { input: { decimalSeparator: ".", requestPrefix: "wd-fuzz" } }),
    outcome: (actor) => ({ success: anyOf(actor, ["form", "settingPassword", "addingCard"]), failures: failed(actor, "loadFailed", snap(actor).context.failure, "info.retry") }),
  },
  {
    group: "wallet (mode, balance, vendor wallets)",
    paths: [path("merchantWallet"), path("walletBalance"), path("vendorWallets")],
    start: (client) => createActor(providedCashierMachines(client).wallet, { input: { decimalSeparator: ".", requestPrefix: "wal-fuzz", transfersEnabled: true } }),
    outcome: (actor) => ({ success: anyOf(actor, ["single", "wallets.idle"]), failures: failed(actor, "loadFailed", snap(actor).context.failure, "wallets.retry") }),
  },
  {
    group: "upline transfer (balance)",
    paths: [path("walletBalance")],
    start: (client) => createActor(providedCashierMachines(client).uplineTransfer, { input: { decimalSeparator: ".", requestPrefix: "up-fuzz", allowed: true } }),
    outcome: (actor) => ({ success: anyOf(actor, ["form"]), failures: failed(actor, "loadFailed", snap(actor).context.failure, "info.retry") }),
  },
  {
    group: "withdrawal confirmation (payouts)",
    paths: [path("paymentConfirmations")],
    start: (client) => {
      const actor = createActor(withdrawalConfirmationMachine.provide({ actors: liveWithdrawalConfirmationActors(client) }));
      queueMicrotask(() => actor.send({ type: "payouts.check" }));
      return actor;
    },
    outcome: (actor) => ({
      success: anyOf(actor, ["idle", "open", "settled"]),
      failures: failed(actor, "checkFailed", snap(actor).context.failure, "check.retry"),
    }),
  },
  {
    group: "security centre (security, bank accounts, banks)",
    paths: [path("securityConfig"), path("bankCards"), path("bankList")],
    start: (client) => createActor(providedCashierMachines(client).securityCentre, { input: { defaultDialingCode: "+55" } }),
    outcome: (actor) => ({ success: anyOf(actor, ["overview"]), failures: failed(actor, "loadFailed", snap(actor).context.failure, "security.retry") }),
  },
  {
    group: "balance",
    paths: [path("walletBalance")],
    start: (client) => createActor(balanceMachine.provide({ actors: liveAuthActors(client, { os: "Linux" } as never).balance })),
    outcome: (actor) => ({ success: anyOf(actor, ["shown"]), failures: failed(actor, "failed", snap(actor).context.failure, "balance.refresh") }),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Running one case.

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Steps (macrotasks) a machine may take to settle; the fake platform answers at once. */
const MAX_STEPS = 60;

/** Waits until no call is pending and the snapshot (and its children's) stopped changing. */
async function settle(actor: AnyActorRef, log: { pending: number }): Promise<number> {
  const shape = () => {
    const s = snap(actor);
    return JSON.stringify([s.value, Object.values(s.children as Record<string, AnyActorRef | undefined>).map((c) => (c ? (c.getSnapshot() as { value?: unknown; status: string }).value ?? c.getSnapshot().status : null))]);
  };
  let last = "";
  let still = 0;
  for (let step = 1; step <= MAX_STEPS; step += 1) {
    await tick();
    const now = shape();
    still = now === last && log.pending === 0 ? still + 1 : 0;
    last = now;
    if (still >= 3) return step;
  }
  throw new Error(`did not settle within ${MAX_STEPS} steps: ${last}`);
}

const counts = new Map<string, { cases: number; success: number; failure: number }>();
const pathCounts = new Map<string, number>();
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

function answerWith(plans: Map<string, Plan>) {
  return (p: string): { status: number; text: string } => {
    const valid = recorded.get(p);
    const planned = plans.get(p);
    if (!planned || valid === undefined) return { status: 200, text: valid ?? '{"success":false,"message":"not recorded"}' };
    if (planned.kind === "status") return { status: planned.status, text: valid };
    if (planned.kind === "raw") return { status: planned.status, text: planned.text };
    return { status: 200, text: bend(valid, planned.ops) };
  };
}

function expectReadable(failure: Failure | null, label: string) {
  expect(failure, `${label}: a failure state keeps its failure`).not.toBeNull();
  expect(failure!.code, `${label}: the failure is a known platform failure, not a crash of the mapping code`).not.toBe("unknown");
  expect(i18n._(errorMessages[failure!.code]), `${label}: the failure has a message`).not.toBe("");
}

async function runCase(mc: MachineCase, plans: Map<string, Plan>, variant: number) {
  const log = { calls: 0, pending: 0 };
  let answer = answerWith(plans);
  const client = makeClient(fakeFetch((p) => answer(p), log));
  const errors: unknown[] = [];
  const actor = mc.start(client, variant);
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  try {
    await settle(actor, log);
    expect(snap(actor).status, "the machine did not stop with an error").not.toBe("error");
    expect(errors).toEqual([]);
    const outcome = mc.outcome(actor);
    const entry = counts.get(mc.group) ?? { cases: 0, success: 0, failure: 0 };
    counts.set(mc.group, entry);
    entry.cases += 1;
    if (outcome.failures.length === 0) {
      expect(outcome.success, `settled in a state that is neither a success nor a failure with a way out: ${JSON.stringify(snap(actor).value)}`).toBe(true);
      entry.success += 1;
    } else {
      entry.failure += 1;
      for (const f of outcome.failures) {
        expectReadable(f.failure, mc.group);
        expect(f.snapshot.can(f.retry), `${mc.group}: ${f.retry.type} is accepted`).toBe(true);
      }
      // The way out works: with the platform answering normally again, each retry brings the data back.
      answer = answerWith(new Map());
      for (const f of outcome.failures) f.actor.send(f.retry);
      await settle(actor, log);
      const after = mc.outcome(actor);
      expect(after.failures.map((f) => f.failure), `${mc.group}: after Try again`).toEqual([]);
      expect(after.success, `${mc.group}: after Try again the data is shown (${JSON.stringify(snap(actor).value)})`).toBe(true);
    }
    expect(uncaught).toEqual([]);
  } finally {
    actor.stop();
  }
  for (const p of mc.paths) pathCounts.set(p, (pathCounts.get(p) ?? 0) + 1);
}

beforeAll(async () => {
  await activateLocale("en");
  process.on("unhandledRejection", onUncaught);
  process.on("uncaughtException", onUncaught);
  // Log the demo member in against the sandbox (msw) and record each machine's valid answers.
  const login = makeClient((input, init) => globalThis.fetch(input, init));
  const value = await login.login({ username: "demo", password: "Demo1234", captcha: null, type: "username" });
  if (isLoginVerification(value)) throw new Error("the demo login asked for a second factor");
  token = value.token;
  for (const [i, mc] of machines.entries()) {
    for (const variant of [0, 1, 2]) {
      const log = { calls: 0, pending: 0 };
      const client = makeClient(async (input, init) => {
        log.pending += 1;
        try {
          const response = await globalThis.fetch(input, init);
          const text = await response.text();
          const p = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url).pathname;
          if (response.status === 200 && !recorded.has(p)) recorded.set(p, text);
          return new Response(text, { status: response.status, headers: response.headers });
        } finally {
          log.pending -= 1;
        }
      });
      const actor = mc.start(client, variant);
      actor.start();
      await settle(actor, log);
      const outcome = mc.outcome(actor);
      expect(outcome.failures.map((f) => f.failure), `${i}: ${mc.group} works against the sandbox`).toEqual([]);
      actor.stop();
    }
  }
}, 30_000);

afterAll(() => {
  process.off("unhandledRejection", onUncaught);
  process.off("uncaughtException", onUncaught);
  const total = [...counts.values()].reduce((a, b) => a + b.cases, 0);
  const groups = [...counts].map(([group, n]) => `${group}: ${n.cases} (${n.success} shown, ${n.failure} failures)`);
  const byPath = [...pathCounts].sort(([a], [b]) => a.localeCompare(b)).map(([p, n]) => `${pathToId.get(p) ?? p}: ${n}`);
  console.info(`fuzz through the machines: ${total} cases — ${groups.join("; ")}\n  answers per endpoint: ${byPath.join(", ")}`);
});

describe("odd platform answers through the machines and their live actors", () => {
  it.each(machines.map((mc) => [mc.group, mc] as const))("%s: settles shown or failed with a way out that works", async (_group, mc) => {
    for (const p of mc.paths) expect(recorded.has(p), `the sandbox answered ${p}`).toBe(true);
    await fc.assert(
      fc.asyncProperty(fc.tuple(...mc.paths.map(() => plan)), fc.nat({ max: 5 }), async (plans, variant) => {
        await runCase(mc, new Map(mc.paths.map((p, i) => [p, plans[i]!])), variant);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
