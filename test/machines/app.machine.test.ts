/**
 * The root app machine with its real children (start-up, session, announcements, customer service, game launch),
 * each given fake ports: what one child says reaches the others through the app machine.
 */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { appChildren, appMachine, type GameLaunchLogic } from "../../machines/app/app.machine.ts";
import { appInput } from "../../machines/app/app.samples.ts";
import { selectFailedLanguage, selectQueuedLaunch } from "../../machines/app/app.selectors.ts";
import { selectUnendedLogout } from "../../machines/platform-logout/platform-logout.selectors.ts";
import type { AnnouncementsRequest, NoticeData } from "../../machines/announcements/announcements.types.ts";
import { openStatus } from "../../machines/boot/boot.samples.ts";
import type { Country, HelpTopic, Member, VendorLane } from "../../machines/boot/boot.types.ts";
import { gameLaunchMachine } from "../../machines/game-launch/game-launch.machine.ts";
import { sampleGame } from "../../machines/game-launch/game-launch.samples.ts";
import type { LaunchOutcome, LaunchRequest } from "../../machines/game-launch/game-launch.types.ts";
import { loginMachine } from "../../machines/login/login.machine.ts";
import type { LogoutOutcome } from "../../machines/session/session.machine.ts";
import { balanceMachine } from "../../machines/balance/balance.machine.ts";
import { withdrawalConfirmationMachine } from "../../machines/withdrawal-confirmation/withdrawal-confirmation.machine.ts";
import { contractsMachine, type OfferAnswer } from "../../machines/contracts/contracts.machine.ts";
import { isOfferPopupShown } from "../../machines/contracts/contracts.selectors.ts";
import type { ContractOffer } from "../../machines/contracts/contracts.types.ts";
import { openWithdrawal, waitingPayout } from "../../machines/withdrawal-confirmation/withdrawal-confirmation.samples.ts";
import type { Withdrawal } from "../../machines/withdraw/withdraw.types.ts";
import type { Payout } from "../../machines/withdrawal-confirmation/withdrawal-confirmation.types.ts";

const member: Member = { id: 1, account: "demo", nickname: "Demo", type: 0, vipLabel: null, vipRank: null, toUpline: false };
const noNotices: NoticeData = { player: [], popup: [], hot: [], promotion: [], banners: [] };
const never = <T,>() => fromPromise<T>(() => new Promise<T>(() => {}));
const networkDown = Object.assign(new Error("down"), { code: "network.abnormal" });


interface Options {
  hasToken?: boolean;
  loadGameLaunch?: () => Promise<GameLaunchLogic>;
  switchLanguage?: (language: string) => Promise<void>;
  /** The platform's payouts for each check (empty when not given). */
  payouts?: () => Payout[];
  /** The member's withdrawals for each check (one open withdrawal when not given). */
  withdrawals?: () => Withdrawal[];
  clock?: SimulatedClock;
  /** While it says so, every platform call of the start-up and the announcements fails with a network error. */
  offline?: () => boolean;
  /** What the session's logout call comes to (ended when not given). */
  logout?: () => LogoutOutcome;
  /** The platform's answer when it is told again to end an old session (confirmed when not given). */
  endSession?: (token: string) => Promise<void>;
}

function start(options: Options = {}) {
  const announcements: AnnouncementsRequest[] = [];
  const lanes: string[] = [];
  const launches: LaunchRequest[] = [];
  const cleared: string[] = [];
  const payoutChecks: number[] = [];
  const withdrawalChecks: number[] = [];
  const endedTokens: string[] = [];
  const withdrawalConfirmation = withdrawalConfirmationMachine.provide({
    actors: {
      fetchWithdrawals: fromPromise(async (): Promise<Withdrawal[]> => {
        withdrawalChecks.push(withdrawalChecks.length + 1);
        return options.withdrawals?.() ?? [openWithdrawal];
      }),
      fetchPayouts: fromPromise(async (): Promise<Payout[]> => {
        payoutChecks.push(payoutChecks.length + 1);
        return options.payouts?.() ?? [];
      }),
    },
  });
  const gameLaunch = gameLaunchMachine.provide({
    actors: {
      launchGame: fromPromise<LaunchOutcome, LaunchRequest>(async ({ input: request }) => {
        launches.push(request);
        return { kind: "opened", url: "https://games.example/play", openIn: "window" };
      }),
    },
  });
  const online = async () => {
    if (options.offline?.()) throw networkDown;
  };
  const app = createActor(
    appMachine.provide({
      actors: {
        boot: appChildren.boot.provide({
          actors: {
            fetchStatus: fromPromise(async () => {
              await online();
              return openStatus;
            }),
            fetchCountries: fromPromise(async (): Promise<Country[]> => {
              await online();
              return [];
            }),
            fetchLanes: fromPromise(async ({ input: { language } }: { input: { language: string } }): Promise<VendorLane[]> => {
              await online();
              lanes.push(language);
              return [];
            }),
            fetchHelp: fromPromise(async (): Promise<HelpTopic[]> => {
              await online();
              return [];
            }),
          },
        }),
        session: appChildren.session.provide({
          actors: {
            fetchMember: fromPromise(async () => member),
            logout: fromPromise(async (): Promise<LogoutOutcome> => options.logout?.() ?? { ended: true }),
            startFreePlay: never(),
            login: loginMachine,
            balance: balanceMachine.provide({ actors: { fetchBalance: never() } }),
          },
          actions: { clearSession: () => cleared.push("session") },
        }),
        announcements: appChildren.announcements.provide({
          actors: {
            fetchAnnouncements: fromPromise(async ({ input: request }: { input: AnnouncementsRequest }) => {
              await online();
              announcements.push(request);
              return noNotices;
            }),
          },
        }),
        loadGameLaunch: fromPromise(options.loadGameLaunch ?? (async () => gameLaunch)),
        switchLanguage: fromPromise(async ({ input: { language } }: { input: { language: string } }) => (options.switchLanguage ?? (async () => {}))(language)),
        loadWithdrawalConfirmation: fromPromise(async () => withdrawalConfirmation),
        platformLogout: appChildren.platformLogout.provide({
          actors: {
            endPlatformSession: fromPromise(async ({ input: { token } }: { input: { token: string } }) => {
              endedTokens.push(token);
              await (options.endSession ?? (async () => {}))(token);
            }),
          },
        }),
      },
    }),
    { input: appInput(options.hasToken ?? false), ...(options.clock ? { clock: options.clock } : {}) },
  ).start();
  const session = () => app.getSnapshot().children.session!;
  const platformLogout = () => app.getSnapshot().children.platformLogout!;
  return {
    platformLogout, app, session, announcements, lanes, launches, cleared, payoutChecks, withdrawalChecks, endedTokens };
}

/** Logs the restored member out through the session's confirmation and waits for the guest. */
async function logOut(app: ReturnType<typeof start>["app"], session: ReturnType<typeof start>["session"]) {
  await waitFor(app, (s) => s.matches({ viewer: "signedIn" }));
  session().send({ type: "logout.requested" });
  session().send({ type: "logout.confirmed" });
  await waitFor(app, (s) => s.matches({ viewer: "guest" }));
}

/** Lets the promise actors the clock started settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("platform logout (DEV-08, issue 28 item 7)", () => {
  const sessionGone = Object.assign(new Error("401"), { code: "session.ended" });

  it("a logout the platform did not confirm is told again with the old token after 2 s; once confirmed nothing is left [DEV-08] [LOGOUT-01]", async () => {
    const clock = new SimulatedClock();
    let answers = [networkDown];
    const { app, session, endedTokens, platformLogout } = start({
      hasToken: true,
      clock,
      logout: () => ({ ended: false, token: "tok-old" }),
      endSession: async () => {
        const answer = answers.shift();
        if (answer) throw answer;
      },
    });
    await logOut(app, session);
    expect(platformLogout().getSnapshot().matches("waiting")).toBe(true);
    expect(endedTokens).toEqual([]);
    clock.increment(2_000);
    await settle();
    expect(endedTokens).toEqual(["tok-old"]);
    expect(platformLogout().getSnapshot().matches("waiting")).toBe(true);
    expect(selectUnendedLogout(platformLogout().getSnapshot())).toEqual("none");
    clock.increment(9_999);
    await settle();
    expect(endedTokens).toHaveLength(1);
    answers = [];
    clock.increment(1);
    await settle();
    expect(endedTokens).toEqual(["tok-old", "tok-old"]);
    expect(platformLogout().getSnapshot().matches("idle")).toBe(true);
    expect(platformLogout().getSnapshot().context.unended).toEqual([]);
  });

  it("a platform that says the old session is already gone (401) is not asked again", async () => {
    const clock = new SimulatedClock();
    const { app, session, endedTokens, platformLogout } = start({ hasToken: true, clock, logout: () => ({ ended: false, token: "tok-old" }), endSession: () => Promise.reject(sessionGone) });
    await logOut(app, session);
    clock.increment(2_000);
    await settle();
    expect(platformLogout().getSnapshot().matches("idle")).toBe(true);
    clock.increment(10 * 60_000);
    await settle();
    expect(endedTokens).toEqual(["tok-old"]);
  });

  it("after every retry fails (2 s, 10 s, 30 s, 2 min) the player is told, and Try again ends it; Close leaves it [DEV-08] [SITE-01]", async () => {
    const clock = new SimulatedClock();
    let down = true;
    const { app, session, endedTokens, platformLogout } = start({
      hasToken: true,
      clock,
      logout: () => ({ ended: false, token: "tok-old" }),
      endSession: async () => {
        if (down) throw networkDown;
      },
    });
    await logOut(app, session);
    for (const ms of [2_000, 10_000, 30_000]) {
      clock.increment(ms);
      await settle();
      expect(selectUnendedLogout(platformLogout().getSnapshot())).toEqual("none");
    }
    clock.increment(120_000);
    await settle();
    expect(endedTokens).toHaveLength(4);
    expect(selectUnendedLogout(platformLogout().getSnapshot())).toEqual("unconfirmed");
    // Try again that fails comes straight back to the message, without another round of waits.
    platformLogout().send({ type: "platformLogout.retry" });
    expect(selectUnendedLogout(platformLogout().getSnapshot())).toEqual("retrying");
    await waitFor(platformLogout(), (s) => s.matches("unconfirmed"));
    expect(endedTokens).toHaveLength(5);
    down = false;
    platformLogout().send({ type: "platformLogout.retry" });
    await waitFor(platformLogout(), (s) => s.matches("idle"));
    expect(endedTokens).toEqual(Array(6).fill("tok-old"));
    expect(selectUnendedLogout(platformLogout().getSnapshot())).toEqual("none");
  });

  it("Close leaves the platform's session to expire; a logout the platform confirmed starts nothing", async () => {
    const clock = new SimulatedClock();
    const told = start({ hasToken: true, clock, logout: () => ({ ended: false, token: "tok-old" }), endSession: () => Promise.reject(networkDown) });
    await logOut(told.app, told.session);
    for (const ms of [2_000, 10_000, 30_000, 120_000]) {
      clock.increment(ms);
      await settle();
    }
    expect(told.platformLogout().getSnapshot().matches("unconfirmed")).toBe(true);
    told.platformLogout().send({ type: "platformLogout.dismissed" });
    expect(told.platformLogout().getSnapshot().matches("idle")).toBe(true);
    expect(selectUnendedLogout(told.platformLogout().getSnapshot())).toEqual("none");
    expect(told.platformLogout().getSnapshot().context.unended).toEqual([]);

    const confirmed = start({ hasToken: true, clock: new SimulatedClock() });
    await logOut(confirmed.app, confirmed.session);
    expect(confirmed.platformLogout().getSnapshot().matches("idle")).toBe(true);
    expect(confirmed.endedTokens).toEqual([]);
  });

  it("two unconfirmed logouts: each old token is told, oldest first", async () => {
    const clock = new SimulatedClock();
    const tokens = ["tok-1", "tok-2"];
    const { app, session, endedTokens, platformLogout } = start({ hasToken: true, clock, logout: () => ({ ended: false, token: tokens.shift()! }) });
    await logOut(app, session);
    app.send({ type: "logout.unconfirmed", token: "tok-2" });
    expect(platformLogout().getSnapshot().context.unended).toEqual(["tok-1", "tok-2"]);
    clock.increment(2_000);
    await settle();
    await waitFor(platformLogout(), (s) => s.matches("idle"));
    expect(endedTokens).toEqual(["tok-1", "tok-2"]);
  });
});

describe("app machine", () => {
  it("after an outage at start-up, one Try again brings back the start-up and the announcements that failed (issue 28) [SITE-01] [ERR-10]", async () => {
    let offline = true;
    const { app, announcements } = start({ offline: () => offline });
    const boot = app.getSnapshot().children.boot!;
    const notices = app.getSnapshot().children.announcements!;
    await waitFor(boot, (s) => s.matches("statusFailed"));
    await waitFor(notices, (s) => s.matches("failed"));
    offline = false;
    app.send({ type: "site.retry" });
    await waitFor(boot, (s) => s.matches("ready"));
    await waitFor(notices, (s) => s.matches("loaded"));
    expect(notices.getSnapshot().context.failure).toBeNull();
    expect(announcements).toHaveLength(1);
  });

  it("Try again leaves announcements that loaded alone", async () => {
    const { app, announcements } = start();
    const notices = app.getSnapshot().children.announcements!;
    await waitFor(notices, (s) => s.matches("loaded"));
    app.send({ type: "site.retry" });
    expect(notices.getSnapshot().matches("loaded")).toBe(true);
    expect(announcements).toHaveLength(1);
  });

  it("hands the platform's switches to the session once the start-up has the status", async () => {
    const { app, session } = start();
    await waitFor(app, (s) => s.matches({ platform: "ready" }));
    expect(session().getSnapshot().context.modules).toMatchObject({ FREEPLAY3: true });
  });

  it("a restored session reloads the announcements for a member; its end (a 401) reloads them for a guest and opens the login", async () => {
    const { app, session, announcements, cleared } = start({ hasToken: true });
    await waitFor(app, (s) => s.matches({ viewer: "signedIn" }));
    expect(app.getSnapshot().context.viewer).toBe("member");
    app.send({ type: "session.ended" });
    await waitFor(app, (s) => s.matches({ viewer: "guest" }));
    expect(session().getSnapshot().matches({ guest: "loggingIn" })).toBe(true);
    expect(cleared).toEqual(["session"]);
    await waitFor(app.getSnapshot().children.announcements!, (s) => s.matches("loaded"));
    expect(announcements.map((r) => r.loggedIn)).toEqual([true, false]);
  });

  it("a game asked for before its code has loaded starts once it has (a member plays at once)", async () => {
    const { app, launches } = start({ hasToken: true });
    await waitFor(app, (s) => s.matches({ viewer: "signedIn" }));
    app.send({ type: "launch.requested", target: { kind: "game", game: sampleGame }, from: "/rng" });
    expect(selectQueuedLaunch(app.getSnapshot())).toEqual({ kind: "launching", gameName: sampleGame.name });
    await waitFor(app, (s) => s.matches({ gameLaunch: "ready" }));
    const launch = app.getSnapshot().context.gameLaunch!;
    await waitFor(launch, (s) => s.matches("playing"));
    expect(launches).toEqual([{ game: sampleGame, mode: "real", accountType: 1 }]);
    expect(app.getSnapshot().context.queuedLaunch).toBeNull();
  });

  it("a guest's game opens the session's login; closing it drops the game", async () => {
    const { app, session, launches } = start();
    await waitFor(app, (s) => s.matches({ viewer: "guest" }));
    app.send({ type: "launch.requested", target: { kind: "game", game: sampleGame }, from: "/rng" });
    await waitFor(session(), (s) => s.matches({ guest: "loggingIn" }));
    const launch = app.getSnapshot().context.gameLaunch!;
    expect(launch.getSnapshot().matches("idle")).toBe(false);
    session().send({ type: "auth.closed" });
    await waitFor(launch, (s) => s.matches("idle"));
    expect(launches).toEqual([]);
  });

  it("a guest's game starts after the login: the session's new player reaches the game launch", async () => {
    const { app, launches } = start();
    await waitFor(app, (s) => s.matches({ viewer: "guest" }));
    app.send({ type: "launch.requested", target: { kind: "game", game: sampleGame }, from: "/rng" });
    await waitFor(app.getSnapshot().children.session!, (s) => s.matches({ guest: "loggingIn" }));
    // The login form's own steps are the login machine's; what matters here is what the session says after it.
    app.send({ type: "viewer.changed", viewer: "member" });
    await waitFor(app.getSnapshot().context.gameLaunch!, (s) => s.matches("playing"));
    expect(launches).toEqual([{ game: sampleGame, mode: "real", accountType: 1 }]);
  });

  it("when the game-launch code cannot load, the game asked for shows the failure and Try again loads it", async () => {
    let attempts = 0;
    const gameLaunch = gameLaunchMachine;
    const { app } = start({
      hasToken: true,
      loadGameLaunch: async () => {
        attempts += 1;
        if (attempts === 1) throw networkDown;
        return gameLaunch;
      },
    });
    app.send({ type: "launch.requested", target: { kind: "game", game: sampleGame }, from: "/rng" });
    await waitFor(app, (s) => s.matches({ gameLaunch: "failed" }));
    expect(selectQueuedLaunch(app.getSnapshot())).toEqual({ kind: "failed", gameName: sampleGame.name, failure: { code: "network.abnormal" } });
    app.send({ type: "gameLaunch.retry" });
    await waitFor(app, (s) => s.matches({ gameLaunch: "ready" }));
    expect(attempts).toBe(2);
  });

  it("a new language loads first; then the lists and the announcements reload in it", async () => {
    let release: () => void = () => {};
    const { app, lanes, announcements } = start({ switchLanguage: () => new Promise<void>((resolve) => (release = resolve)) });
    await waitFor(app.getSnapshot().children.boot!, (s) => s.matches("ready"));
    app.send({ type: "language.requested", language: "en" });
    expect(app.getSnapshot().matches({ language: "switching" })).toBe(true);
    expect(lanes).toEqual(["pt"]);
    release();
    await waitFor(app, (s) => s.matches({ language: "idle" }) && s.context.language === "en");
    await waitFor(app.getSnapshot().children.boot!, (s) => s.matches({ ready: "idle" }));
    expect(lanes).toEqual(["pt", "en"]);
    expect(announcements.map((r) => r.language)).toEqual(["pt", "en"]);
  });

  it("a language that fails to load leaves the site in the old one and says which; Try again loads it", async () => {
    let attempts = 0;
    const { app, lanes } = start({ switchLanguage: () => (++attempts === 1 ? Promise.reject(networkDown) : Promise.resolve()) });
    app.send({ type: "language.requested", language: "en" });
    await waitFor(app, (s) => s.matches({ language: "failed" }));
    expect(selectFailedLanguage(app.getSnapshot())).toBe("en");
    expect(app.getSnapshot().context.languageFailure).toEqual({ code: "network.abnormal" });
    expect(app.getSnapshot().context.language).toBe("pt");
    expect(lanes.every((language) => language === "pt")).toBe(true);
    app.send({ type: "language.retry" });
    await waitFor(app, (s) => s.matches({ language: "idle" }) && s.context.language === "en");
    expect(selectFailedLanguage(app.getSnapshot())).toBeNull();
    await waitFor(app, () => lanes.includes("en"));
  });

  it("dismissing a language failure keeps the old language and forgets the failed one", async () => {
    const { app } = start({ switchLanguage: () => Promise.reject(networkDown) });
    app.send({ type: "language.requested", language: "en" });
    await waitFor(app, (s) => s.matches({ language: "failed" }));
    app.send({ type: "language.dismissed" });
    expect(app.getSnapshot().matches({ language: "idle" })).toBe(true);
    expect(app.getSnapshot().context).toMatchObject({ language: "pt", nextLanguage: null, languageFailure: null });
  });

  describe("withdrawal confirmation host", () => {
    it("[SITE-19] a member's login starts the withdrawal confirmation, which checks at once and then every minute while a withdrawal is open", async () => {
      const clock = new SimulatedClock();
      let withdrawals = [openWithdrawal];
      const { app, payoutChecks, withdrawalChecks } = start({ hasToken: true, clock, withdrawals: () => withdrawals });
      await waitFor(app, (s) => s.matches({ payouts: "watching" }));
      const ref = app.getSnapshot().context.withdrawalConfirmation!;
      await waitFor(ref, (s) => s.matches("polling"));
      expect(payoutChecks).toEqual([1]);
      clock.increment(59_999);
      expect(payoutChecks).toHaveLength(1);
      clock.increment(1);
      await waitFor(ref, (s) => s.matches("polling") && payoutChecks.length === 2);
      withdrawals = [{ ...openWithdrawal, status: "completed", awaitingConfirmation: false }];
      clock.increment(60_000);
      await waitFor(ref, (s) => s.matches("idle") && withdrawalChecks.length === 3);
      clock.increment(10 * 60_000);
      expect(withdrawalChecks).toHaveLength(3);
      expect(payoutChecks).toHaveLength(2);
    });

    it("[SITE-19] with no open withdrawal a member's login reads the withdrawals once and polls nothing; a new withdrawal's check starts the poll", async () => {
      const clock = new SimulatedClock();
      let withdrawals: Withdrawal[] = [];
      const { app, payoutChecks, withdrawalChecks } = start({ hasToken: true, clock, withdrawals: () => withdrawals });
      await waitFor(app, (s) => s.matches({ payouts: "watching" }));
      const ref = app.getSnapshot().context.withdrawalConfirmation!;
      await waitFor(ref, (s) => s.matches("idle") && withdrawalChecks.length === 1);
      clock.increment(10 * 60_000);
      expect(withdrawalChecks).toEqual([1]);
      expect(payoutChecks).toEqual([]);
      withdrawals = [openWithdrawal];
      app.send({ type: "payouts.check" });
      await waitFor(ref, (s) => s.matches("polling") && payoutChecks.length === 1);
      clock.increment(60_000);
      await waitFor(ref, (s) => s.matches("polling") && payoutChecks.length === 2);
    });

    it("[SITE-19] the withdrawals list's check reaches the running withdrawal confirmation; a waiting payout opens it", async () => {
      let list: Payout[] = [];
      const { app, payoutChecks } = start({ hasToken: true, payouts: () => list });
      await waitFor(app, (s) => s.matches({ payouts: "watching" }));
      const ref = app.getSnapshot().context.withdrawalConfirmation!;
      await waitFor(ref, (s) => s.matches("polling") && payoutChecks.length === 1);
      list = [waitingPayout];
      app.send({ type: "payouts.check" });
      await waitFor(ref, (s) => s.matches("open"));
      expect(ref.getSnapshot().context.current).toEqual(waitingPayout);
    });

    it("[SITE-19] [SESSION-01] a 401 closes the dialog at once; the guest that follows stops the withdrawal confirmation and nothing polls", async () => {
      const clock = new SimulatedClock();
      const { app, payoutChecks } = start({ hasToken: true, payouts: () => [waitingPayout], clock });
      await waitFor(app, (s) => s.matches({ payouts: "watching" }));
      const ref = app.getSnapshot().context.withdrawalConfirmation!;
      await waitFor(ref, (s) => s.matches("open"));
      app.send({ type: "session.ended" });
      expect(ref.getSnapshot().status === "stopped" || ref.getSnapshot().matches("idle")).toBe(true);
      await waitFor(app, (s) => s.matches({ payouts: "off" }));
      expect(ref.getSnapshot().status).toBe("stopped");
      expect(app.getSnapshot().context.withdrawalConfirmation).toBeNull();
      clock.increment(10 * 60_000);
      expect(payoutChecks).toEqual([1]);
    });

    it("[SITE-19] a guest and a trial account never start it nor poll; a member after a trial account does", async () => {
      const clock = new SimulatedClock();
      const { app, payoutChecks } = start({ clock });
      await waitFor(app, (s) => s.matches({ viewer: "guest" }));
      app.send({ type: "viewer.changed", viewer: "trial" });
      clock.increment(5 * 60_000);
      expect(app.getSnapshot().matches({ payouts: "off" })).toBe(true);
      expect(app.getSnapshot().context.withdrawalConfirmation).toBeNull();
      app.send({ type: "payouts.check" });
      expect(payoutChecks).toEqual([]);
      app.send({ type: "viewer.changed", viewer: "member" });
      await waitFor(app, (s) => s.matches({ payouts: "watching" }));
      await waitFor(app.getSnapshot().context.withdrawalConfirmation!, (s) => s.matches("polling") && payoutChecks.length === 1);
      app.send({ type: "viewer.changed", viewer: "trial" });
      expect(app.getSnapshot().matches({ payouts: "off" })).toBe(true);
      clock.increment(5 * 60_000);
      expect(payoutChecks).toEqual([1]);
    });

    it("[SITE-19] [SITE-01] when its code cannot load it is asked for again five minutes later", async () => {
      const clock = new SimulatedClock();
      let attempts = 0;
      const app = createActor(
        appMachine.provide({
          actors: {
            loadWithdrawalConfirmation: fromPromise(async () => {
              attempts += 1;
              if (attempts === 1) throw networkDown;
              return withdrawalConfirmationMachine.provide({
                actors: { fetchWithdrawals: fromPromise(async (): Promise<Withdrawal[]> => []), fetchPayouts: fromPromise(async (): Promise<Payout[]> => []) },
              });
            }),
          },
        }),
        { input: appInput(false), clock },
      ).start();
      app.send({ type: "viewer.changed", viewer: "member" });
      await waitFor(app, (s) => s.matches({ payouts: "unavailable" }));
      clock.increment(60_000);
      expect(app.getSnapshot().matches({ payouts: "unavailable" })).toBe(true);
      clock.increment(4 * 60_000);
      await waitFor(app, (s) => s.matches({ payouts: "watching" }));
      expect(attempts).toBe(2);
      app.stop();
    });
  });

  describe("contract offer popup host", () => {
    const policyOn = { ...openStatus, modules: { ...openStatus.modules, AGENTPOLICY3: true } };
    const offer = (contractId: string): ContractOffer => ({
      contractId,
      kind: "dailySalary",
      from: "agent01",
      terms: { kind: "dailySalary", period: "daily", tiers: [{ validBet: 100_000, profitLoss: 0, activeMembers: 1, rateBp: 80 }], betAmount: 50_000, realTime: null },
      offeredAt: 1_764_000_000_000,
    });

    function startOffers(options: { offers?: () => ContractOffer[]; load?: () => Promise<void>; clock?: SimulatedClock } = {}) {
      const fetches: number[] = [];
      const answers: string[] = [];
      const popup = contractsMachine.provide({
        actors: {
          fetchOffers: fromPromise(async () => {
            fetches.push(fetches.length + 1);
            return options.offers?.() ?? [];
          }),
          answerOffer: fromPromise(async ({ input }: { input: OfferAnswer }) => {
            answers.push(`${input.offer.contractId} ${input.answer}`);
          }),
        },
      });
      const app = createActor(
        appMachine.provide({
          actors: {
            loadContractOffers: fromPromise(async () => {
              await options.load?.();
              return popup;
            }),
          },
        }),
        { input: appInput(false), ...(options.clock ? { clock: options.clock } : {}) },
      ).start();
      return { app, fetches, answers };
    }

    it("[OFR-08] a member's login under the agent policy starts the popup's actor; it shows the offers, and Close after the answers forgets it", async () => {
      const { app, answers } = startOffers({ offers: () => [offer("DSL-1"), offer("DSL-2")] });
      app.send({ type: "platform.ready", status: policyOn });
      app.send({ type: "viewer.changed", viewer: "member" });
      await waitFor(app, (s) => s.matches({ contractOffers: "open" }));
      const popup = app.getSnapshot().context.contractOffers!;
      await waitFor(popup, (s) => isOfferPopupShown(s));
      popup.send({ type: "offer.accepted" });
      await waitFor(popup, (s) => s.matches({ answering: "asking" }) && s.context.current === 1);
      popup.send({ type: "offer.rejected" });
      await waitFor(popup, (s) => s.matches("answered"));
      expect(isOfferPopupShown(popup.getSnapshot())).toBe(true);
      expect(answers).toEqual(["DSL-1 accept", "DSL-2 reject"]);
      popup.send({ type: "popup.closed" });
      expect(app.getSnapshot().matches({ contractOffers: "done" })).toBe(true);
      expect(app.getSnapshot().context.contractOffers).toBeNull();
      app.stop();
    });

    it("[OFR-08] with no offer waiting nothing shows and the popup closes at once; a new login asks again", async () => {
      const { app, fetches } = startOffers();
      app.send({ type: "platform.ready", status: policyOn });
      app.send({ type: "viewer.changed", viewer: "member" });
      await waitFor(app, (s) => s.matches({ contractOffers: "done" }));
      expect(fetches).toEqual([1]);
      app.send({ type: "viewer.changed", viewer: "guest" });
      expect(app.getSnapshot().matches({ contractOffers: "off" })).toBe(true);
      app.send({ type: "viewer.changed", viewer: "member" });
      await waitFor(app, (s) => s.matches({ contractOffers: "done" }));
      expect(fetches).toEqual([1, 2]);
      app.stop();
    });

    it("[OFR-08] [AGT-02] a guest, a trial account and a member without the agent policy never start it; the status arriving after a restored member's login does", async () => {
      const { app, fetches } = startOffers();
      app.send({ type: "platform.ready", status: openStatus });
      app.send({ type: "viewer.changed", viewer: "trial" });
      app.send({ type: "viewer.changed", viewer: "member" });
      expect(app.getSnapshot().matches({ contractOffers: "off" })).toBe(true);
      expect(fetches).toEqual([]);
      const late = startOffers();
      late.app.send({ type: "viewer.changed", viewer: "member" });
      expect(late.app.getSnapshot().matches({ contractOffers: "off" })).toBe(true);
      late.app.send({ type: "platform.ready", status: policyOn });
      await waitFor(late.app, (s) => s.matches({ contractOffers: "done" }));
      expect(late.fetches).toEqual([1]);
      app.stop();
      late.app.stop();
    });

    it("[OFR-08] [LOGOUT-01] signing out while the popup is open stops its actor", async () => {
      const { app } = startOffers({ offers: () => [offer("DSL-1")] });
      app.send({ type: "platform.ready", status: policyOn });
      app.send({ type: "viewer.changed", viewer: "member" });
      await waitFor(app, (s) => s.matches({ contractOffers: "open" }));
      const popup = app.getSnapshot().context.contractOffers!;
      await waitFor(popup, (s) => s.matches({ answering: "asking" }));
      app.send({ type: "viewer.changed", viewer: "guest" });
      expect(popup.getSnapshot().status).toBe("stopped");
      expect(app.getSnapshot().matches({ contractOffers: "off" })).toBe(true);
      expect(app.getSnapshot().context.contractOffers).toBeNull();
      app.stop();
    });

    it("[OFR-08] [SITE-01] when its code cannot load nothing shows and nothing retries; the next login asks again", async () => {
      const clock = new SimulatedClock();
      let attempts = 0;
      const { app, fetches } = startOffers({
        clock,
        load: async () => {
          attempts += 1;
          if (attempts === 1) throw networkDown;
        },
      });
      app.send({ type: "platform.ready", status: policyOn });
      app.send({ type: "viewer.changed", viewer: "member" });
      await waitFor(app, (s) => s.matches({ contractOffers: "unavailable" }));
      clock.increment(60 * 60_000);
      expect(app.getSnapshot().matches({ contractOffers: "unavailable" })).toBe(true);
      expect(attempts).toBe(1);
      app.send({ type: "viewer.changed", viewer: "guest" });
      app.send({ type: "viewer.changed", viewer: "member" });
      await waitFor(app, (s) => s.matches({ contractOffers: "done" }));
      expect(attempts).toBe(2);
      expect(fetches).toEqual([1]);
      app.stop();
    });
  });
});
