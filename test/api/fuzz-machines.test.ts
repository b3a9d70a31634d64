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
import { createActor, fromPromise, type AnyActorRef, type AnyStateMachine, type EventObject, type SnapshotFrom } from "xstate";
import { activateLocale, i18n } from "../../src/i18n/i18n.ts";
import { errorMessages } from "../../src/i18n/messages.ts";
import { createPlatformClient, type PlatformClient } from "../../src/api/client.ts";
import { allEndpoints as endpoints } from "../../src/api/all-endpoints.ts";
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
import type { Withdrawal } from "../../machines/withdraw/withdraw.types.ts";

/** A withdrawal being paid out: the payout check only asks for payouts while one is open (SITE-19). */
const OPEN_WITHDRAWAL: Withdrawal = { withdrawalId: "W-fuzz", amount: 5000, received: 0, status: "paying", bankName: "Banco Sandbox", accountNumber: "******4321", createdAt: 0, awaitingConfirmation: true };
import { balanceMachine } from "../../machines/balance/balance.machine.ts";
import { lobbyInputs } from "../../machines/lobby/lobby.samples.ts";
import { catalogueInputs } from "../../machines/catalogue/catalogue.samples.ts";
import { SANDBOX_ORIGIN } from "../sandbox-server.ts";
import { plan, planAnswer, recordingFetch, type Plan } from "./fuzz-arbitraries.ts";

const MERCHANT = "wic11f3";
const RUNS = 40;
const SEED = 28;

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
      // The member has a withdrawal open, so the check goes on to the payouts (what is fuzzed here; the list is the withdrawals machine's).
      const actor = createActor(withdrawalConfirmationMachine.provide({ actors: { ...liveWithdrawalConfirmationActors(client), fetchWithdrawals: fromPromise(async () => [OPEN_WITHDRAWAL]) } }));
      queueMicrotask(() => actor.send({ type: "payouts.check" }));
      return actor;
    },
    outcome: (actor) => ({
      success: anyOf(actor, ["idle", "polling", "open", "settled"]),
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
    return planAnswer(valid, planned);
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
      const client = makeClient(recordingFetch(recorded, log));
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
