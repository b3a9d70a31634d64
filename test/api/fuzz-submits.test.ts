// @vitest-environment node
/**
 * Fuzzing the platform's WRITE calls through the machines (issue 28, third slice). Each machine runs with its REAL
 * live actors over a platform client whose `fetch` answers valid bodies for every call until the form is filled by
 * events (as the machine tests do) and sent; the answer to the submit itself is a fast-check plan
 * (test/api/fuzz-arbitraries.ts: the valid answer bent, a failure status, or anything at all). For each case: no
 * uncaught error, the machine settles in a success state or in a state with a way out (its retry, back or cancel is
 * accepted), a failure carries a code other than `unknown` with a translated message, and pressing retry with the
 * platform answering normally again succeeds — for money-moving writes with the SAME requestId (ADR 0012, CASH-02).
 * The number of cases per group is reported.
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
import { providedCashierMachines } from "../../src/api/cashier-actors.ts";
import { providedCatalogueMachine } from "../../src/api/catalogue-actors.ts";
import { liveWithdrawalConfirmationActors } from "../../src/api/withdrawal-confirmation-actors.ts";
import { withdrawalConfirmationMachine } from "../../machines/withdrawal-confirmation/withdrawal-confirmation.machine.ts";
import type { Withdrawal } from "../../machines/withdraw/withdraw.types.ts";

/** A withdrawal being paid out: the payout check only asks for payouts while one is open (SITE-19). */
const OPEN_WITHDRAWAL: Withdrawal = { withdrawalId: "W-fuzz", amount: 5000, received: 0, status: "paying", bankName: "Banco Sandbox", accountNumber: "******4321", createdAt: 0, awaitingConfirmation: true };
import { catalogueInputs } from "../../machines/catalogue/catalogue.samples.ts";
import type { SecurityField, SecuritySection } from "../../machines/security-centre/security-centre.machine.ts";
import type { GameSummary } from "../../machines/game-launch/game-launch.types.ts";
import { amountInputText } from "../../machines/shared/amount.ts";
import { SANDBOX_ORIGIN } from "../sandbox-server.ts";
import { plan, planAnswer, recordingFetch, type Plan } from "./fuzz-arbitraries.ts";

const MERCHANT = "wic11f3";
const RUNS = 30;
const SEED = 28;

type EndpointId = keyof typeof endpoints;
const path = (id: EndpointId) => endpoints[id].path;
const ok = (value: unknown) => JSON.stringify({ success: true, value });

/** Valid answers written here: calls the demo member's sandbox answers differently (a payout waiting, vendor wallets) and the writes. */
const crafted: Partial<Record<EndpointId, string>> = {
  depositSubmit: ok({
    orderId: "D-1",
    channelId: "x",
    amount: "50.00",
    status: "PENDING",
    payee: { name: "Aurora", bank: "Bank", accountNumber: "1234", reference: "REF" },
    qrContent: null,
    createdAt: 1_700_000_000_000,
    expiresAt: 1_700_000_900_000,
  }),
  depositOrder: ok({
    orderId: "D-1",
    channelId: "x",
    amount: "50.00",
    status: "CREDITED",
    payee: { name: "Aurora", bank: "Bank", accountNumber: "1234", reference: "REF" },
    qrContent: "000201",
    createdAt: 1_700_000_000_000,
    expiresAt: 1_700_000_900_000,
  }),
  withdraw: ok({ withdrawalId: "W-1", amount: "10.00", received: "0", status: "PENDING", bankName: "Bank", accountNumber: "****1234", createdAt: 1_700_000_000_000, awaitingConfirmation: false }),
  merchantWallet: ok({ isSingle: false }),
  vendorWallets: ok({ mainBalance: "1520.75", wallets: [{ vendor: "PG", vendorName: "PG Soft", balance: "10.00" }] }),
  walletTransfer: ok({ mainBalance: "1515.75", wallets: [{ vendor: "PG", vendorName: "PG Soft", balance: "15.00" }] }),
  uplineTransfer: ok({ transferId: "T-1", amount: "10.00" }),
  paymentConfirmations: ok({
    autoConfirmMinutes: 30,
    list: [{ payoutId: "P-1", withdrawalId: "W-1", amount: "100.00", received: "0", remaining: "100.00", secondsLeft: 600, status: "WAITING" }],
  }),
  processC2c: ok({ outcome: "CONFIRMED" }),
  mobileBind: ok({ paymentPasswordSet: true, mobile: "+55 *******1111", email: "de******@sandbox.example" }),
  emailBind: ok({ paymentPasswordSet: true, mobile: "+55 *******4321", email: "de******@sandbox.example" }),
  paymentPasswordSet: ok(null),
  bankCardAdd: ok({ cardId: "C-9", bankCode: "260", bankName: "Nu Pagamentos", accountNumber: "******3210", payeeName: "DEMO PLAYER" }),
  favouriteAdd: ok([]),
  favouriteRemove: ok([]),
};

// ---------------------------------------------------------------------------------------------------------------
// The fake platform and a client that logs what the actors ask for.

/** The sandbox's valid answer per path, recorded in beforeAll; `crafted` answers win. */
const recorded = new Map<string, string>();
let token = "";

function validFor(p: string): string | undefined {
  const id = Object.values(endpoints).find((row) => row.path === p)?.id as EndpointId | undefined;
  return (id && crafted[id]) ?? recorded.get(p);
}

interface Log {
  pending: number;
  /** Each request the actors made: the endpoint and its (unencrypted) body. */
  requests: { id: string; body: unknown }[];
}

function makeClient(fetchImpl: typeof fetch, log: Log): PlatformClient {
  const client = createPlatformClient({
    baseURL: SANDBOX_ORIGIN,
    merchant: MERCHANT,
    getLanguage: () => "en",
    session: { getToken: () => token, clear: () => undefined },
    slowMs: 2000,
    timeoutMs: 5000,
    fetch: fetchImpl,
  });
  // A call names a core row by id or passes an area table's row.
  const request = ((call: string | { id: string }, init?: { body?: unknown }) => {
    log.requests.push({ id: typeof call === "string" ? call : call.id, body: init?.body });
    return (client.request as (call: unknown, init?: unknown) => Promise<unknown>)(call, init);
  }) as PlatformClient["request"];
  return { ...client, request };
}

function fakeFetch(answerFor: (path: string) => { status: number; text: string }, log: Log): typeof fetch {
  return (input) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    log.pending += 1;
    const { status, text } = answerFor(url.pathname);
    return Promise.resolve(new Response(text, { status, headers: { "content-type": "application/json" } })).finally(() => (log.pending -= 1));
  };
}

type Snap = SnapshotFrom<AnyStateMachine>;
const snap = (actor: AnyActorRef) => actor.getSnapshot() as Snap;
const is = (actor: AnyActorRef, ...states: (string | Record<string, unknown>)[]) => states.some((state) => snap(actor).matches(state as never));
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const MAX_STEPS = 60;

/** Waits until no call is pending and the snapshot (and its children's) stopped changing. */
async function settle(actor: AnyActorRef, log: Log): Promise<void> {
  const shape = () => {
    const s = snap(actor);
    return JSON.stringify([s.value, Object.values(s.children as Record<string, AnyActorRef | undefined>).map((c) => (c ? ((c.getSnapshot() as { value?: unknown }).value ?? c.getSnapshot().status) : null))]);
  };
  let last = "";
  let still = 0;
  for (let step = 1; step <= MAX_STEPS; step += 1) {
    await tick();
    const now = shape();
    still = now === last && log.pending === 0 ? still + 1 : 0;
    last = now;
    if (still >= 3) return;
  }
  throw new Error(`did not settle within ${MAX_STEPS} steps: ${last}`);
}

// ---------------------------------------------------------------------------------------------------------------
// The write steps under test.

interface Outcome {
  /** The write went through: the machine shows its result. */
  success: boolean;
  /** The write failed: the failure on show (null when the state keeps none, e.g. a field error) and the ways out. */
  failure?: { failure: Failure | null; ways: EventObject[]; retry: EventObject };
}

interface SubmitCase {
  group: string;
  /** The endpoint whose answer is fuzzed. */
  submit: EndpointId;
  /** Money moves: a retry must send the same requestId. */
  money: boolean;
  start(client: PlatformClient, variant: number): AnyActorRef;
  /** Events that fill the form and send it, once the load settled (valid answers). */
  drive(actor: AnyActorRef, variant: number): void;
  outcome(actor: AnyActorRef, variant: number): Outcome;
}

const ctxOf = <T,>(actor: AnyActorRef) => snap(actor).context as T;
const machines = (client: PlatformClient) => providedCashierMachines(client);
const ev = (type: string, extra: Record<string, unknown> = {}): EventObject => ({ type, ...extra });

const SECTIONS: { section: SecuritySection; fields: (overview: { banks: { bankCode: string }[] }) => Partial<Record<SecurityField, string>>; submit: EndpointId }[] = [
  { section: "mobile", submit: "mobileBind", fields: () => ({ mobileNum: "11900001111", verificationCode: "123456" }) },
  { section: "email", submit: "emailBind", fields: () => ({ email: "demo.new@sandbox.example", emailPassword: "Demo1234" }) },
  { section: "paymentPassword", submit: "paymentPasswordSet", fields: () => ({ oldPaymentPassword: "135790", newPaymentPassword: "246802", confirmPaymentPassword: "246802" }) },
  {
    section: "card",
    submit: "bankCardAdd",
    fields: (overview) => ({ bankCode: overview.banks[0]?.bankCode ?? "260", accountNumber: "9876543210", payeeName: "DEMO PLAYER", cardPassword: "135790" }),
  },
];

function securityCase(i: number): SubmitCase {
  const { section, fields, submit } = SECTIONS[i]!;
  return {
    group: `security centre: ${section} save (${submit})`,
    submit,
    money: false,
    start: (client) => createActor(machines(client).securityCentre, { input: { defaultDialingCode: "+55" } }),
    drive: (actor) => {
      actor.send({ type: "section.opened", section });
      const overview = ctxOf<{ overview: { banks: { bankCode: string }[] } }>(actor).overview;
      for (const [field, value] of Object.entries(fields(overview))) actor.send({ type: "field.changed", field, value });
      actor.send({ type: "section.submitted" });
    },
    outcome: (actor) => {
      const c = ctxOf<{ failure: Failure | null; errors: Record<string, string>; saved: string | null }>(actor);
      if (is(actor, "overview")) return { success: c.saved === section };
      if (is(actor, { [section]: "editing" }) && (c.failure !== null || Object.keys(c.errors).length > 0)) {
        return { success: false, failure: { failure: c.failure, ways: [ev("section.cancelled"), ev("section.submitted")], retry: ev("section.submitted") } };
      }
      return { success: false };
    },
  };
}

const cases: SubmitCase[] = [
  {
    group: "deposit submit (depositSubmit)",
    submit: "depositSubmit",
    money: true,
    start: (client) => createActor(machines(client).deposit, { input: { decimalSeparator: ".", requestPrefix: "dep-fuzz" } }),
    drive: (actor) => {
      const c = ctxOf<{ settings: { methods: { methodCode: string; channels: { channelId: string; minimum: number; presets: number[] }[] }[] }; channelId: string }>(actor);
      const channel = c.settings.methods.flatMap((m) => m.channels).find((ch) => ch.channelId === c.channelId)!;
      actor.send({ type: "deposit.amountChanged", text: amountInputText(channel.presets[0] ?? channel.minimum, ".") });
      actor.send({ type: "deposit.submitted" });
      actor.send({ type: "review.confirmed" });
    },
    outcome: (actor) => {
      if (is(actor, "order")) return { success: true };
      if (is(actor, "submitFailed")) return { success: false, failure: { failure: ctxOf<{ failure: Failure | null }>(actor).failure, ways: [ev("submit.retry"), ev("submit.back")], retry: ev("submit.retry") } };
      return { success: false };
    },
  },
  {
    group: "deposit order poll (depositOrder)",
    submit: "depositOrder",
    money: false,
    start: (client) => createActor(machines(client).deposit, { input: { decimalSeparator: ".", requestPrefix: "dep-poll" } }),
    drive: (actor) => {
      const c = ctxOf<{ settings: { methods: { channels: { channelId: string; minimum: number; presets: number[] }[] }[] }; channelId: string }>(actor);
      const channel = c.settings.methods.flatMap((m) => m.channels).find((ch) => ch.channelId === c.channelId)!;
      actor.send({ type: "deposit.amountChanged", text: amountInputText(channel.presets[0] ?? channel.minimum, ".") });
      actor.send({ type: "deposit.submitted" });
      actor.send({ type: "review.confirmed" });
      // The order answer comes back pending; the player asks for its status (the same call as the 5 s poll).
      queueMicrotask(function refreshWhenPending() {
        if (is(actor, { order: "pending" })) actor.send({ type: "order.refresh" });
        else if (is(actor, "submitting")) setTimeout(refreshWhenPending, 0);
      });
    },
    outcome: (actor) => {
      if (is(actor, { order: "credited" }, { order: "failed" }, { order: "expired" }, { order: "pending" })) return { success: true };
      if (is(actor, { order: "checkFailed" })) return { success: false, failure: { failure: ctxOf<{ failure: Failure | null }>(actor).failure, ways: [ev("order.retry"), ev("order.new")], retry: ev("order.retry") } };
      return { success: false };
    },
  },
  {
    group: "withdraw submit (withdraw)",
    submit: "withdraw",
    money: true,
    start: (client) => createActor(machines(client).withdraw, { input: { decimalSeparator: ".", requestPrefix: "wd-fuzz" } }),
    drive: (actor) => {
      const c = ctxOf<{ info: { cards: { cardId: string }[] } }>(actor);
      actor.send({ type: "card.selected", cardId: c.info.cards[0]!.cardId });
      actor.send({ type: "field.changed", field: "amount", value: "10" });
      actor.send({ type: "field.changed", field: "paymentPassword", value: "135790" });
      actor.send({ type: "withdraw.submitted" });
      actor.send({ type: "review.confirmed" });
    },
    outcome: (actor) => {
      const c = ctxOf<{ failure: Failure | null; errors: Record<string, string> }>(actor);
      if (is(actor, "done")) return { success: true };
      if (is(actor, "submitFailed")) return { success: false, failure: { failure: c.failure, ways: [ev("submit.retry"), ev("submit.back")], retry: ev("submit.retry") } };
      if (is(actor, "form") && c.errors.paymentPassword === "paymentPassword.wrong") return { success: false, failure: { failure: null, ways: [ev("withdraw.submitted")], retry: ev("withdraw.submitted") } };
      return { success: false };
    },
  },
  {
    group: "wallet transfer (walletTransfer)",
    submit: "walletTransfer",
    money: true,
    start: (client) => createActor(machines(client).wallet, { input: { decimalSeparator: ".", requestPrefix: "wal-fuzz", transfersEnabled: true } }),
    drive: (actor, variant) => {
      if (variant % 2 === 0) {
        actor.send({ type: "transfer.started", vendor: "PG", direction: variant % 4 === 0 ? "in" : "out" });
        actor.send({ type: "amount.changed", text: "5" });
      } else {
        actor.send({ type: "recall.started" });
      }
      actor.send({ type: "transfer.submitted" });
      actor.send({ type: "review.confirmed" });
    },
    outcome: (actor) => {
      if (is(actor, { wallets: "idle" })) return { success: ctxOf<{ failure: Failure | null }>(actor).failure === null };
      if (is(actor, { wallets: "submitFailed" })) return { success: false, failure: { failure: ctxOf<{ failure: Failure | null }>(actor).failure, ways: [ev("submit.retry"), ev("submit.back")], retry: ev("submit.retry") } };
      return { success: false };
    },
  },
  {
    group: "upline transfer (uplineTransfer)",
    submit: "uplineTransfer",
    money: true,
    start: (client) => createActor(machines(client).uplineTransfer, { input: { decimalSeparator: ".", requestPrefix: "up-fuzz", allowed: true } }),
    drive: (actor) => {
      actor.send({ type: "field.changed", field: "amount", value: "10" });
      actor.send({ type: "field.changed", field: "paymentPassword", value: "135790" });
      actor.send({ type: "upline.submitted" });
      actor.send({ type: "review.confirmed" });
    },
    outcome: (actor) => {
      const c = ctxOf<{ failure: Failure | null; errors: Record<string, string> }>(actor);
      if (is(actor, "done")) return { success: true };
      if (is(actor, "submitFailed")) return { success: false, failure: { failure: c.failure, ways: [ev("submit.retry"), ev("submit.back")], retry: ev("submit.retry") } };
      if (is(actor, "form") && c.errors.paymentPassword === "paymentPassword.wrong") return { success: false, failure: { failure: null, ways: [ev("upline.submitted")], retry: ev("upline.submitted") } };
      return { success: false };
    },
  },
  {
    group: "withdrawal confirmation answer (processC2c)",
    submit: "processC2c",
    money: false,
    start: (client) => {
      // The member has a withdrawal open, so the check goes on to the payouts (what is fuzzed here; the list is the withdrawals machine's).
      const actor = createActor(withdrawalConfirmationMachine.provide({ actors: { ...liveWithdrawalConfirmationActors(client), fetchWithdrawals: fromPromise(async () => [OPEN_WITHDRAWAL]) } }));
      queueMicrotask(() => actor.send({ type: "payouts.check" }));
      return actor;
    },
    drive: (actor, variant) => actor.send({ type: variant % 2 === 0 ? "payout.received" : "payout.allReceived" }),
    outcome: (actor, variant) => {
      if (is(actor, "settled")) return { success: true };
      const failure = ctxOf<{ failure: Failure | null }>(actor).failure;
      const retry = ev(variant % 2 === 0 ? "payout.received" : "payout.allReceived");
      if (is(actor, { open: "asking" }) && failure) return { success: false, failure: { failure, ways: [retry, ev("dialog.closed")], retry } };
      return { success: false };
    },
  },
  ...SECTIONS.map((_, i) => securityCase(i)),
  {
    group: "favourites add/remove (favouriteAdd, favouriteRemove)",
    submit: "favouriteAdd",
    money: false,
    start: (client) => {
      const { machine } = providedCatalogueMachine(client, { merchant: MERCHANT, imageCdn: "https://cdn.example", language: () => "en" }, { requestLogin: () => undefined });
      // The heart may be pressed again at once (the one-second throttle is not what is fuzzed here).
      return createActor(machine.provide({ delays: { favouriteThrottle: 0 } }), { input: { ...(catalogueInputs[0]!.input as object), signedIn: true } as never });
    },
    drive: (actor, variant) => {
      const list = snap(actor).children.gameList as AnyActorRef;
      const games = (list.getSnapshot() as { context: { games: GameSummary[] } }).context.games;
      const ids = ctxOf<{ favouriteIds: number[] }>(actor).favouriteIds;
      // Even variants add a game that is not a favourite, odd ones remove one that is (when there is one).
      const game = (variant % 2 === 1 ? games.find((g) => ids.includes(g.nodeId)) : undefined) ?? games.find((g) => !ids.includes(g.nodeId)) ?? games[0]!;
      favouriteBefore.set(actor, { ids: [...ids], game });
      actor.send({ type: "favourite.toggled", game });
    },
    outcome: (actor) => {
      const c = ctxOf<{ favouriteIds: number[]; inFlight: number[]; favouriteFailure: Failure | null }>(actor);
      const before = favouriteBefore.get(actor)!;
      if (!is(actor, { favourites: { member: "ready" } }) || c.inFlight.length > 0) return { success: false };
      if (c.favouriteFailure) {
        // The heart is put back as it was, and the notice can be closed.
        expect([...c.favouriteIds].sort(), "a failed change puts the heart back").toEqual([...before.ids].sort());
        return { success: false, failure: { failure: c.favouriteFailure, ways: [ev("favourite.noticeDismissed"), ev("favourite.toggled", { game: before.game })], retry: ev("favourite.toggled", { game: before.game }) } };
      }
      return { success: c.favouriteIds.includes(before.game.nodeId) !== before.ids.includes(before.game.nodeId) };
    },
  },
];
const favouriteBefore = new WeakMap<AnyActorRef, { ids: number[]; game: GameSummary }>();

// ---------------------------------------------------------------------------------------------------------------
// Running one case.

const counts = new Map<string, { cases: number; success: number; failure: number; retried: number }>();
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

function expectReadable(failure: Failure | null, label: string) {
  if (failure === null) return; // a field error next to its field (the wrong payment password), not a failure notice
  expect(failure.code, `${label}: the failure is a known platform failure, not a crash of the mapping code`).not.toBe("unknown");
  expect(i18n._(errorMessages[failure.code]), `${label}: the failure has a message`).not.toBe("");
}

/** The submit paths of a case: the favourites' remove shares the add's plan. */
const fuzzedPaths = (sc: SubmitCase): string[] => (sc.submit === "favouriteAdd" ? [path("favouriteAdd"), path("favouriteRemove")] : [path(sc.submit)]);

async function runCase(sc: SubmitCase, planned: Plan | null, variant: number) {
  const log: Log = { pending: 0, requests: [] };
  let fuzzing = false;
  const answer = (p: string) => {
    const valid = validFor(p);
    if (valid === undefined) return { status: 200, text: '{"success":false,"message":"not recorded"}' };
    return fuzzing && planned && fuzzedPaths(sc).includes(p) ? planAnswer(valid, planned) : { status: 200, text: valid };
  };
  const client = makeClient(fakeFetch(answer, log), log);
  const errors: unknown[] = [];
  const actor = sc.start(client, variant);
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  try {
    await settle(actor, log);
    fuzzing = true;
    sc.drive(actor, variant);
    await settle(actor, log);
    expect(snap(actor).status, "the machine did not stop with an error").not.toBe("error");
    expect(errors).toEqual([]);
    const outcome = sc.outcome(actor, variant);
    const entry = counts.get(sc.group) ?? { cases: 0, success: 0, failure: 0, retried: 0 };
    counts.set(sc.group, entry);
    entry.cases += 1;
    if (!outcome.failure) {
      expect(outcome.success, `${sc.group}: settled in a state that is neither a success nor a failure with a way out: ${JSON.stringify(snap(actor).value)}`).toBe(true);
      entry.success += 1;
    } else {
      entry.failure += 1;
      expectReadable(outcome.failure.failure, sc.group);
      for (const way of outcome.failure.ways) expect(snap(actor).can(way), `${sc.group}: ${way.type} is accepted`).toBe(true);
      // The way out works: with the platform answering normally again, the retry goes through.
      fuzzing = false;
      const submitIds = new Set<string>(sc.submit === "favouriteAdd" ? ["favouriteAdd", "favouriteRemove"] : [sc.submit]);
      const sentBefore = log.requests.filter((r) => submitIds.has(r.id)).length;
      actor.send(outcome.failure.retry);
      await settle(actor, log);
      expect(sc.outcome(actor, variant), `${sc.group}: after ${outcome.failure.retry.type} (${JSON.stringify(snap(actor).value)})`).toEqual({ success: true });
      const sent = log.requests.filter((r) => submitIds.has(r.id));
      expect(sent.length, `${sc.group}: the retry sent the call again`).toBeGreaterThan(sentBefore);
      if (sc.money && outcome.failure.failure !== null) {
        const ids = new Set(sent.map((r) => (r.body as { requestId?: string }).requestId));
        expect([...ids], `${sc.group}: the retry sends the same requestId`).toHaveLength(1);
        expect([...ids][0]).toMatch(/-fuzz-\d+$/);
      }
      entry.retried += 1;
    }
    expect(uncaught).toEqual([]);
  } finally {
    actor.stop();
  }
}

beforeAll(async () => {
  await activateLocale("en");
  process.on("unhandledRejection", onUncaught);
  process.on("uncaughtException", onUncaught);
  // Log the demo member in against the sandbox (msw) and record the load answers each machine gets from it.
  const log: Log = { pending: 0, requests: [] };
  const login = makeClient((input, init) => globalThis.fetch(input, init), log);
  const value = await login.login({ username: "demo", password: "Demo1234", captcha: null, type: "username" });
  if (isLoginVerification(value)) throw new Error("the demo login asked for a second factor");
  token = value.token;
  const recording = recordingFetch(recorded, log);
  // The RSA key the encrypted writes are sealed with (withdraw, transfer to upline, e-mail, payment password, bank account).
  await makeClient(recording, log).request("rsaKey");
  for (const sc of cases) {
    const actor = sc.start(makeClient(recording, log), 0);
    actor.start();
    await settle(actor, log);
    actor.stop();
  }
  // Each write step works with valid answers only (the calibration of the cases below).
  for (const sc of cases) for (const variant of [0, 1, 2, 3]) await runCase(sc, null, variant);
  counts.clear();
}, 30_000);

afterAll(() => {
  process.off("unhandledRejection", onUncaught);
  process.off("uncaughtException", onUncaught);
  const total = [...counts.values()].reduce((a, b) => a + b.cases, 0);
  const groups = [...counts].map(([group, n]) => `${group}: ${n.cases} (${n.success} shown, ${n.failure} failures, ${n.retried} retried)`);
  console.info(`fuzz of the writes through the machines: ${total} cases — ${groups.join("; ")}`);
});

describe("odd platform answers to the writes, through the machines and their live actors", () => {
  it.each(cases.map((sc) => [sc.group, sc] as const))("%s: a result or a readable failure with a way out; retry works (same requestId for money)", async (_group, sc) => {
    await fc.assert(
      fc.asyncProperty(plan, fc.nat({ max: 7 }), async (planned, variant) => {
        await runCase(sc, planned, variant);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
