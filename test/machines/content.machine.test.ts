// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { helpCentreMachine } from "../../machines/help-centre/help-centre.machine.ts";
import { searchArticles, selectHelpCentre } from "../../machines/help-centre/help-centre.selectors.ts";
import type { HelpArticle } from "../../machines/help-centre/help-centre.types.ts";
import { noticeBoardMachine } from "../../machines/notice-board/notice-board.machine.ts";
import { noticeList, selectNoticeBoard } from "../../machines/notice-board/notice-board.selectors.ts";
import type { Notice } from "../../machines/announcements/announcements.types.ts";
import { parseReadIds, plainText, providedContentMachines } from "../../src/api/content-actors.ts";
import { helpItems } from "../../src/sandbox/seed/help.ts";

const articles = (language: string): HelpArticle[] =>
  helpItems(language).map((item) => ({ tag: item.tag, title: item.title, category: item.category, html: item.content, text: plainText(item.content) }));

function helpActor(tag: string | null, fetch: (language: string) => Promise<HelpArticle[]>) {
  const calls: string[] = [];
  const machine = helpCentreMachine.provide({
    actors: { fetchArticles: fromPromise<HelpArticle[], { language: string }>(({ input }) => (calls.push(input.language), fetch(input.language))) },
  });
  const actor = createActor(machine, { input: { language: "en", tag } }).start();
  return { actor, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("help centre", () => {
  it("opens the article the address names once the articles arrive, grouped by category [CNT-01] [CNT-02]", async () => {
    const { actor } = helpActor("term", async (language) => articles(language));
    expect(selectHelpCentre(actor.getSnapshot()).loading).toBe(true);
    await settle();
    const view = selectHelpCentre(actor.getSnapshot());
    expect(view.open?.title).toBe("Terms and conditions");
    expect(view.categories.map((c) => c.name)).toEqual(["About us", "Rules and policies", "Deposits and withdrawals", "Questions"]);
    expect(view.categories.flatMap((c) => c.articles.map((a) => a.tag)).sort()).toEqual(helpItems("en").map((h) => h.tag).sort());
    actor.send({ type: "help.opened", tag: "nothing-here" });
    expect(selectHelpCentre(actor.getSnapshot()).missing).toBe("nothing-here");
    actor.send({ type: "help.closed" });
    expect(selectHelpCentre(actor.getSnapshot())).toMatchObject({ open: null, missing: null });
  });

  it("searches titles and text, every word, ignoring case and accents; never the hostile markup [CNT-04] [CNT-03]", async () => {
    const { actor } = helpActor(null, async (language) => articles(language));
    await settle();
    actor.send({ type: "help.searched", query: "CAPTCHA logins" });
    expect(selectHelpCentre(actor.getSnapshot()).results?.map((a) => a.tag)).toEqual(["faq"]);
    const pt = articles("pt");
    expect(searchArticles(pt, "deposito").map((a) => a.tag)).toContain("deposit");
    // Script text and handler code are not words of an article.
    expect(searchArticles(articles("en"), "beacon")).toEqual([]);
    expect(searchArticles(articles("en"), "weekly cashback").map((a) => a.tag)).toEqual(["bonus"]);
    actor.send({ type: "help.searched", query: "  " });
    expect(selectHelpCentre(actor.getSnapshot()).results).toBeNull();
  });

  it("a failed load offers Try again; a new language loads again in it [SITE-01] [SITE-13]", async () => {
    let fail = true;
    const { actor, calls } = helpActor(null, async (language) => {
      if (fail) throw Object.assign(new Error("offline"), { code: "network.abnormal" });
      return articles(language);
    });
    await settle();
    expect(selectHelpCentre(actor.getSnapshot()).failure).toEqual({ code: "network.abnormal" });
    fail = false;
    actor.send({ type: "help.retry" });
    await settle();
    expect(actor.getSnapshot().value).toBe("loaded");
    actor.send({ type: "help.language", language: "en" });
    expect(calls).toEqual(["en", "en"]);
    actor.send({ type: "help.language", language: "ja" });
    await settle();
    expect(calls).toEqual(["en", "en", "ja"]);
    expect(selectHelpCentre(actor.getSnapshot()).categories[0]?.articles[0]?.title).toBe("私たちについて");
  });
});

const notice = (n: number): Notice => ({ id: `N${n}`, title: `Notice ${n}`, html: `<p>${n}</p>`, date: n * 1000, promotionId: null });

describe("notice board", () => {
  it("pages the notices 9 at a time and keeps the page within the list [CNT-05] [CONST-03]", () => {
    const actor = createActor(noticeBoardMachine, { input: { readIds: [] } }).start();
    expect(selectNoticeBoard(actor.getSnapshot()).ready).toBe(false);
    const twenty = Array.from({ length: 20 }, (_, i) => notice(i + 1));
    actor.send({ type: "notices.received", notices: twenty });
    expect(selectNoticeBoard(actor.getSnapshot())).toMatchObject({ page: 1, pageCount: 3, total: 20 });
    expect(selectNoticeBoard(actor.getSnapshot()).items).toHaveLength(9);
    actor.send({ type: "page.selected", page: 4 });
    expect(actor.getSnapshot().context.page).toBe(1);
    actor.send({ type: "page.selected", page: 3 });
    expect(selectNoticeBoard(actor.getSnapshot()).items.map((n) => n.id)).toEqual(["N19", "N20"]);
    actor.send({ type: "notices.received", notices: twenty.slice(0, 5) });
    expect(selectNoticeBoard(actor.getSnapshot())).toMatchObject({ page: 1, pageCount: 1 });
  });

  it("marks an opened notice read and remembers it for the session [CNT-06]", () => {
    const stored = new Map<string, string>();
    const session = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
    const machines = providedContentMachines({ helpCenter: () => Promise.resolve([]), request: () => Promise.reject(new Error("not used")) }, session, { noticesRead: "noticesRead" }, { imageCdn: "" });
    const actor = createActor(machines.noticeBoard, { input: { readIds: machines.readNoticeIds() } }).start();
    actor.send({ type: "notices.received", notices: [notice(1), notice(2)] });
    actor.send({ type: "notice.opened", id: "N9" });
    expect(selectNoticeBoard(actor.getSnapshot()).open).toBeNull();
    actor.send({ type: "notice.opened", id: "N2" });
    expect(selectNoticeBoard(actor.getSnapshot())).toMatchObject({ open: { id: "N2" }, unread: 1 });
    expect(machines.readNoticeIds()).toEqual(["N2"]);
    actor.send({ type: "notice.closed" });
    expect(selectNoticeBoard(actor.getSnapshot()).items.find((n) => n.id === "N2")?.read).toBe(true);
    expect(parseReadIds("not json")).toEqual([]);
  });

  it("lists every announcement once, newest first [CNT-05]", () => {
    const list = noticeList({ player: [notice(1), notice(3)], popup: [notice(2), notice(3)], hot: [], promotion: [notice(4)], banners: [] });
    expect(list.map((n) => n.id)).toEqual(["N4", "N3", "N2", "N1"]);
  });
});
