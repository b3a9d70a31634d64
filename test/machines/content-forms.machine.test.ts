/** The content pages' machines (issue 31 item 4): the affiliate application, feedback and the winners page. */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { joinMachine } from "../../machines/join/join.machine.ts";
import type { JoinReceipt, JoinRequest } from "../../machines/join/join.types.ts";
import { feedbackMachine } from "../../machines/feedback/feedback.machine.ts";
import { countWords, type FeedbackReceipt, type FeedbackRequest } from "../../machines/feedback/feedback.types.ts";
import { winnersMachine, winnersPage } from "../../machines/winners/winners.machine.ts";
import type { Win } from "../../machines/home/home.types.ts";
import type { Article, ArticleKind } from "../../machines/articles/articles.types.ts";

const receipt: JoinReceipt = { reference: "AF-100101", email: "ana@example.com", receivedAt: 1 };

function startJoin(submit: (request: JoinRequest) => Promise<JoinReceipt>) {
  const sent: JoinRequest[] = [];
  const machine = joinMachine.provide({ actors: { submitApplication: fromPromise<JoinReceipt, JoinRequest>(({ input }) => (sent.push(input), submit(input))) } });
  return { actor: createActor(machine, { input: { requestPrefix: "v" } }).start(), sent };
}

const fill = (actor: ReturnType<typeof startJoin>["actor"]) => {
  actor.send({ type: "join.changed", field: "name", value: " Ana Souza " });
  actor.send({ type: "join.changed", field: "email", value: "ana@example.com" });
  actor.send({ type: "join.changed", field: "mobile", value: "11987654321" });
};

describe("affiliate application [CNT-11 CNT-12]", () => {
  it("shows each problem next to its field and keeps what was typed", () => {
    const { actor, sent } = startJoin(async () => receipt);
    actor.send({ type: "join.changed", field: "email", value: "ana.example.com" });
    actor.send({ type: "join.changed", field: "message", value: "x".repeat(501) });
    actor.send({ type: "join.submitted" });
    const { errors, fields } = actor.getSnapshot().context;
    expect(errors).toEqual({ name: { code: "field.required" }, email: { code: "field.email" }, mobile: { code: "field.required" }, message: { code: "text.tooLong", max: 500 } });
    expect(fields.email).toBe("ana.example.com");
    expect(sent).toHaveLength(0);
  });

  it("sends once, trimmed, and Try again after a failure sends the same requestId", async () => {
    let fail = true;
    const { actor, sent } = startJoin(async () => {
      if (fail) throw { code: "network.abnormal" };
      return receipt;
    });
    fill(actor);
    actor.send({ type: "join.submitted" });
    actor.send({ type: "join.submitted" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.failure !== null);
    fail = false;
    actor.send({ type: "join.submitted" });
    await waitFor(actor, (s) => s.matches("sent"));
    expect(sent.map((r) => r.requestId)).toEqual(["v-1", "v-1"]);
    expect(sent[0]?.name).toBe("Ana Souza");
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
  });

  it("puts an e-mail under review next to the e-mail field", async () => {
    const { actor } = startJoin(async () => {
      throw { code: "platform.message", serverMessage: "affiliate.application.pending" };
    });
    fill(actor);
    actor.send({ type: "join.submitted" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.errors.email !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({ errors: { email: { code: "email.pending" } }, failure: null, fields: { name: " Ana Souza " } });
  });
});

describe("feedback [CNT-13 CNT-14]", () => {
  function start(send: (r: FeedbackRequest) => Promise<FeedbackReceipt>) {
    const sent: FeedbackRequest[] = [];
    const machine = feedbackMachine.provide({ actors: { sendFeedback: fromPromise<FeedbackReceipt, FeedbackRequest>(({ input }) => (sent.push(input), send(input))) } });
    return { actor: createActor(machine, { input: { requestPrefix: "f" } }).start(), sent };
  }

  it("counts words by the language's boundaries", () => {
    expect(countWords("  one two\nthree ")).toBe(3);
    expect(countWords("")).toBe(0);
    expect(countWords("我的提款还没有到账")).toBeGreaterThan(2);
  });

  it("asks for a type and 10 to 300 words, then sends once and confirms", async () => {
    const { actor, sent } = start(async () => ({ id: "5001", createdAt: 1 }));
    actor.send({ type: "feedback.contentChanged", value: "too few words here" });
    actor.send({ type: "feedback.submitted" });
    expect(actor.getSnapshot().context.errors).toEqual({ type: { code: "type.required" }, content: { code: "content.tooShort", min: 10, words: 4 } });
    actor.send({ type: "feedback.contentChanged", value: "word ".repeat(301) });
    actor.send({ type: "feedback.typePicked", value: "COMPLAINT" });
    actor.send({ type: "feedback.submitted" });
    expect(actor.getSnapshot().context.errors.content).toEqual({ code: "content.tooLong", max: 300, words: 301 });
    actor.send({ type: "feedback.contentChanged", value: "My withdrawal of yesterday has not arrived in my bank yet" });
    actor.send({ type: "feedback.submitted" });
    actor.send({ type: "feedback.submitted" });
    await waitFor(actor, (s) => s.matches("sent"));
    expect(sent).toEqual([{ type: "COMPLAINT", content: "My withdrawal of yesterday has not arrived in my bank yet", requestId: "f-1" }]);
  });
});

describe("winners page [CNT-15 SITE-12]", () => {
  const win = (n: number, amount: number): Win => ({ player: `p${n}`, amount, game: { nodeId: n, gameId: n, gameCode: "", name: `G${n}`, vendor: "PG", gameType: "RNG", icon: "", trial: false, hot: false } });

  it("shows the biggest win first, 10 per page with ranks, and reloads on a language change", async () => {
    const languages: string[] = [];
    const wins = Array.from({ length: 23 }, (_, i) => win(i + 1, (i * 37) % 100));
    const machine = winnersMachine.provide({ actors: { fetchWinners: fromPromise<Win[], { language: string }>(async ({ input }) => (languages.push(input.language), wins)) } });
    const actor = createActor(machine, { input: { language: "pt" } }).start();
    await waitFor(actor, (s) => s.matches("loaded"));
    const amounts = actor.getSnapshot().context.wins.map((w) => w.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(winnersPage(actor.getSnapshot().context)).toHaveLength(10);
    actor.send({ type: "page.selected", page: 3 });
    expect(winnersPage(actor.getSnapshot().context).map((r) => r.rank)).toEqual([21, 22, 23]);
    actor.send({ type: "page.selected", page: 4 });
    expect(actor.getSnapshot().context.page).toBe(3);
    actor.send({ type: "winners.language", language: "en" });
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(languages).toEqual(["pt", "en"]);
    expect(actor.getSnapshot().context.page).toBe(1);
  });
});

describe("news, blog and about us [CNT-16]", () => {
  it("lists the articles newest first, opens a listed one only, and reloads in a new language", async () => {
    const { articlesMachine } = await import("../../machines/articles/articles.machine.ts");
    const asked: string[] = [];
    const item = (id: string, date: number): Article => ({ id, title: id, summary: "", html: `<p>${id}</p>`, date });
    const machine = articlesMachine.provide({
      actors: { fetchArticles: fromPromise<Article[], { kind: ArticleKind; language: string }>(async ({ input }) => (asked.push(`${input.kind}:${input.language}`), [item("old", 1), item("new", 2)])) },
    });
    const actor = createActor(machine, { input: { kind: "NEWS", language: "pt" } }).start();
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(actor.getSnapshot().context.articles.map((a) => a.id)).toEqual(["new", "old"]);
    actor.send({ type: "article.opened", id: "nope" });
    expect(actor.getSnapshot().context.openId).toBeNull();
    actor.send({ type: "article.opened", id: "old" });
    expect(actor.getSnapshot().context.openId).toBe("old");
    actor.send({ type: "articles.language", language: "ja" });
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(asked).toEqual(["NEWS:pt", "NEWS:ja"]);
    expect(actor.getSnapshot().context.openId).toBe("old");
  });
});
