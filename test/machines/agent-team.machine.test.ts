// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { agentTeamMachine, TEAM_PAGE_SIZE } from "../../machines/agent-team/agent-team.machine.ts";
import type { Downline, DownlinePage, DownlineQuery } from "../../machines/agent-team/agent-team.types.ts";
import type { TeamPeriod } from "../../machines/agent-overview/agent-overview.types.ts";
import { downlineTransferMachine } from "../../machines/downline-transfer/downline-transfer.machine.ts";
import { downlineInfo } from "../../machines/downline-transfer/downline-transfer.samples.ts";
import type { DownlineTransfer, DownlineTransferRequest } from "../../machines/downline-transfer/downline-transfer.types.ts";

const row = (username: string, isAgent: boolean, downlineCount = 0): Downline => ({
  userId: username.length,
  username,
  isAgent,
  balance: 1000,
  registeredAt: 0,
  lastLoginAt: null,
  frozen: false,
  level: 1,
  upline: "agent01",
  downlineCount,
});

/** A fake platform of 45 direct downlines (3 pages), one sub-agent with 5, and a search matching two. */
function platform(failFirst = false) {
  const asked: DownlineQuery[] = [];
  let failures = failFirst ? 1 : 0;
  const fetchDownlines = fromPromise<DownlinePage, DownlineQuery>(async ({ input }) => {
    asked.push(input);
    if (failures > 0) {
      failures -= 1;
      throw { code: "network.abnormal" };
    }
    const all =
      input.search !== null
        ? [row("luma1", false), row("luma2", false)].filter((r) => r.username.includes(input.search!))
        : input.parent === "agsub"
          ? Array.from({ length: 5 }, (_, i) => row(`leaf${i}`, false))
          : input.parent === "agempty"
            ? []
            : [row("agsub", true, 5), row("demo", false), ...Array.from({ length: 43 }, (_, i) => row(`m${i}`, false))];
    const start = (input.pageNo - 1) * input.pageSize;
    return { rows: all.slice(start, start + input.pageSize), total: all.length, pageNo: input.pageNo, pageSize: input.pageSize };
  });
  const actor = createActor(agentTeamMachine.provide({ actors: { fetchDownlines } })).start();
  return { actor, asked };
}

describe("agent team machine", () => {
  it("loads the agent's direct downlines and pages through them [TEAM-01]", async () => {
    const { actor, asked } = platform();
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(asked[0]).toEqual({ parent: null, search: null, pageNo: 1, pageSize: TEAM_PAGE_SIZE });
    expect(actor.getSnapshot().can({ type: "page.previous" })).toBe(false);
    actor.send({ type: "page.next" });
    actor.send({ type: "page.next" });
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "page.next" });
    await waitFor(actor, (s) => s.matches("loaded") && s.context.pageNo === 3);
    expect(actor.getSnapshot().context.page!.rows).toHaveLength(5);
    expect(actor.getSnapshot().can({ type: "page.next" })).toBe(false);
    actor.send({ type: "page.previous" });
    await waitFor(actor, (s) => s.matches("loaded") && s.context.pageNo === 2);
  });

  it("opens an agent's level and goes back; a member row opens nothing [TEAM-02]", async () => {
    const { actor, asked } = platform();
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "level.opened", username: "demo" });
    expect(actor.getSnapshot().matches("loaded")).toBe(true);
    actor.send({ type: "level.opened", username: "agsub" });
    // While the level loads, the rows kept on screen are still named as the agent's own (their caption says so).
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    expect(actor.getSnapshot().context.shown).toEqual({ parent: null, search: null });
    expect(actor.getSnapshot().context.page!.rows[0]!.username).toBe("agsub");
    await waitFor(actor, (s) => s.matches("loaded") && s.context.path.length === 1);
    expect(asked.at(-1)).toMatchObject({ parent: "agsub", pageNo: 1 });
    expect(actor.getSnapshot().context.page!.total).toBe(5);
    expect(actor.getSnapshot().context.shown).toEqual({ parent: "agsub", search: null });
    expect(actor.getSnapshot().can({ type: "level.back", depth: 1 })).toBe(false);
    actor.send({ type: "level.back", depth: 0 });
    await waitFor(actor, (s) => s.matches("loaded") && s.context.path.length === 0);
    expect(asked.at(-1)).toMatchObject({ parent: null });
  });

  it("searches the whole tree, says when nothing matches, and clears back to the levels [TEAM-03] [SITE-09]", async () => {
    const { actor, asked } = platform();
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "query.changed", value: "  luma " });
    actor.send({ type: "search.submitted" });
    await waitFor(actor, (s) => s.matches("loaded") && s.context.search === "luma");
    expect(asked.at(-1)).toEqual({ parent: null, search: "luma", pageNo: 1, pageSize: TEAM_PAGE_SIZE });
    expect(actor.getSnapshot().can({ type: "level.opened", username: "luma1" })).toBe(false);
    actor.send({ type: "query.changed", value: "nobody" });
    actor.send({ type: "search.submitted" });
    await waitFor(actor, (s) => s.matches("empty"));
    actor.send({ type: "search.cleared" });
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(actor.getSnapshot().context).toMatchObject({ search: null, query: "" });
  });

  it("a failed load offers Try again [SITE-01]", async () => {
    const { actor } = platform(true);
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: "network.abnormal" });
    actor.send({ type: "list.retry" });
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe("downline transfer machine", () => {
  function start(answers: (() => Promise<DownlineTransfer>)[]) {
    const sent: DownlineTransferRequest[] = [];
    const balanceChanged = vi.fn();
    const machine = downlineTransferMachine.provide({
      actors: {
        fetchInfo: fromPromise(async () => downlineInfo),
        submitTransfer: fromPromise(async ({ input }: { input: DownlineTransferRequest }) => {
          sent.push(input);
          const next = answers.shift();
          if (!next) throw new Error("no answer prepared");
          return next();
        }),
      },
      actions: { balanceChanged },
    });
    const actor = createActor(machine, { input: { decimalSeparator: ",", requestPrefix: "dl-test", downline: "demo" } }).start();
    return { actor, sent, balanceChanged };
  }

  it("checks the amount against the agent's balance and the payment password, keeping what was typed [TEAM-04] [CASH-03] [SITE-02]", async () => {
    const { actor } = start([]);
    await waitFor(actor, (s) => s.matches("form"));
    actor.send({ type: "field.changed", field: "amount", value: "9.000,00" });
    actor.send({ type: "field.changed", field: "paymentPassword", value: "12" });
    actor.send({ type: "transfer.submitted" });
    expect(actor.getSnapshot().context.errors).toEqual({ amount: "amount.aboveAvailable", paymentPassword: "paymentPassword.format" });
    expect(actor.getSnapshot().context.fields).toEqual({ amount: "9.000,00", paymentPassword: "12" });
  });

  it("reviews, sends one transfer per confirmation to the row's downline, and reads the balance again [TEAM-04] [CASH-01] [CASH-02]", async () => {
    const { actor, sent, balanceChanged } = start([
      () => Promise.reject({ code: "network.timeout" }),
      async () => ({ transferId: "T1", amount: 1000, downline: "demo" }),
    ]);
    await waitFor(actor, (s) => s.matches("form"));
    actor.send({ type: "field.changed", field: "amount", value: "10" });
    actor.send({ type: "field.changed", field: "paymentPassword", value: "246801" });
    actor.send({ type: "transfer.submitted" });
    expect(actor.getSnapshot().matches("reviewing")).toBe(true);
    actor.send({ type: "review.confirmed" });
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches("submitFailed"));
    actor.send({ type: "submit.retry" });
    await waitFor(actor, (s) => s.matches("done"));
    expect(sent).toEqual([
      { downline: "demo", amount: 1000, paymentPassword: "246801", requestId: "dl-test-1" },
      { downline: "demo", amount: 1000, paymentPassword: "246801", requestId: "dl-test-1" },
    ]);
    expect(balanceChanged).toHaveBeenCalledTimes(1);
  });

  it("a wrong payment password returns to the form with the message next to the field [TEAM-04] [SITE-02]", async () => {
    const { actor } = start([() => Promise.reject({ code: "platform.message", serverMessage: "cashier.paymentPassword.wrong" })]);
    await waitFor(actor, (s) => s.matches("form"));
    actor.send({ type: "field.changed", field: "amount", value: "10" });
    actor.send({ type: "field.changed", field: "paymentPassword", value: "111111" });
    actor.send({ type: "transfer.submitted" });
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches("form") && s.context.errors.paymentPassword !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({ errors: { paymentPassword: "paymentPassword.wrong" }, fields: { amount: "10", paymentPassword: "" } });
  });
});

describe("agent overview machine", () => {
  it("loads 7 days first, another period when chosen, and offers Try again after a failure [TEAM-05] [SITE-01]", async () => {
    const { agentOverviewMachine } = await import("../../machines/agent-overview/agent-overview.machine.ts");
    const { overviewSample } = await import("../../machines/agent-overview/agent-overview.samples.ts");
    const asked: string[] = [];
    let fail = false;
    const actor = createActor(
      agentOverviewMachine.provide({
        actors: {
          fetchOverview: fromPromise(async ({ input }: { input: TeamPeriod }) => {
            asked.push(input);
            if (fail) throw { code: "network.timeout" };
            return overviewSample;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(asked).toEqual(["last7Days"]);
    actor.send({ type: "period.chosen", period: "last7Days" });
    expect(actor.getSnapshot().matches("loaded")).toBe(true);
    fail = true;
    actor.send({ type: "period.chosen", period: "today" });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.overview).toEqual(overviewSample);
    fail = false;
    actor.send({ type: "overview.retry" });
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(asked).toEqual(["last7Days", "today", "today"]);
  });
});
