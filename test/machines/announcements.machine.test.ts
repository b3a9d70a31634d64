import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { announcementsMachine } from "../../machines/announcements/announcements.machine.ts";
import { selectBanners, selectMarquee, selectOpenNotice, selectPopup } from "../../machines/announcements/announcements.selectors.ts";
import type { AnnouncementsRequest, Notice, NoticeData, PopupClosed } from "../../machines/announcements/announcements.types.ts";

const notice = (id: string): Notice => ({ id, title: `Title ${id}`, html: `<p>${id}</p>`, date: null, promotionId: null });
const data = (tag: string, popups = 11): NoticeData => ({
  player: [notice(`${tag}-p1`), notice(`${tag}-p2`)],
  popup: Array.from({ length: popups }, (_, i) => notice(`${tag}-u${i + 1}`)),
  hot: [],
  promotion: [],
  banners: [
    { id: "h1", title: "Home", image: "/h1.svg", group: "w_home", link: null },
    { id: "l1", title: "Login", image: "/l1.svg", group: "w_login", link: null },
  ],
});
const none: PopupClosed = { user: false, anonymous: false };
const networkDown = Object.assign(new Error("down"), { code: "network.abnormal" });

function start(options: { loggedIn?: boolean; closed?: PopupClosed; answer?: (r: AnnouncementsRequest) => Promise<NoticeData> } = {}) {
  const calls: AnnouncementsRequest[] = [];
  const remembered: string[] = [];
  const actor = createActor(
    announcementsMachine.provide({
      actors: {
        fetchAnnouncements: fromPromise(async ({ input }: { input: AnnouncementsRequest }) => {
          calls.push(input);
          return (options.answer ?? (async (r) => data(`${r.loggedIn ? "member" : "guest"}-${r.language}`)))(input);
        }),
      },
      actions: { rememberPopupClosed: (_, params) => remembered.push(params.audience) },
    }),
    { input: { loggedIn: options.loggedIn ?? false, language: "pt", popupClosed: options.closed ?? none } },
  ).start();
  return { actor, calls, remembered };
}

const loaded = (actor: ReturnType<typeof start>["actor"]) => waitFor(actor, (s) => s.matches("loaded"));

describe("announcements machine", () => {
  it("loads for the login state and language it starts with, and groups the banners", async () => {
    const { actor, calls } = start();
    await loaded(actor);
    expect(calls).toEqual([{ loggedIn: false, language: "pt" }]);
    const snap = actor.getSnapshot();
    expect(selectBanners(snap, "w_home").map((b) => b.id)).toEqual(["h1"]);
    expect(selectBanners(snap, "w_login").map((b) => b.id)).toEqual(["l1"]);
    expect(selectBanners(snap, "w_register")).toEqual([]);
    expect(selectMarquee(snap).notices.map((n) => n.id)).toEqual(["guest-pt-p1", "guest-pt-p2"]);
  });

  it("reloads when the player logs in and again when they log out", async () => {
    const { actor, calls } = start();
    await loaded(actor);
    actor.send({ type: "session.changed", loggedIn: true });
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    await loaded(actor);
    expect(selectMarquee(actor.getSnapshot()).notices[0]?.id).toBe("member-pt-p1");
    actor.send({ type: "session.changed", loggedIn: false });
    await loaded(actor);
    expect(calls).toEqual([
      { loggedIn: false, language: "pt" },
      { loggedIn: true, language: "pt" },
      { loggedIn: false, language: "pt" },
    ]);
  });

  it("does not reload when the login state is unchanged or the language is the same", async () => {
    const { actor, calls } = start();
    await loaded(actor);
    actor.send({ type: "session.changed", loggedIn: false });
    actor.send({ type: "language.changed", language: "pt" });
    expect(actor.getSnapshot().matches("loaded")).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("reloads in the new language and keeps the old notices on screen meanwhile", async () => {
    let release: () => void = () => {};
    const { actor, calls } = start({
      answer: (r) => (r.language === "en" ? new Promise((resolve) => (release = () => resolve(data("en")))) : Promise.resolve(data("pt"))),
    });
    await loaded(actor);
    actor.send({ type: "language.changed", language: "en" });
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    expect(selectMarquee(actor.getSnapshot())).toMatchObject({ loading: false, notices: [{ id: "pt-p1" }, { id: "pt-p2" }] });
    release();
    await loaded(actor);
    expect(selectMarquee(actor.getSnapshot()).notices[0]?.id).toBe("en-p1");
    expect(calls.map((c) => c.language)).toEqual(["pt", "en"]);
  });

  it("pages the popups 9 at a time and only within the pages that exist", async () => {
    const { actor } = start();
    await loaded(actor);
    let popup = selectPopup(actor.getSnapshot());
    expect(popup).toMatchObject({ open: true, page: 1, pageCount: 2, total: 11, canNext: true, canPrevious: false });
    expect(popup.items.map((n) => n.id)).toEqual(Array.from({ length: 9 }, (_, i) => `guest-pt-u${i + 1}`));
    actor.send({ type: "popup.next" });
    popup = selectPopup(actor.getSnapshot());
    expect(popup).toMatchObject({ page: 2, canNext: false, canPrevious: true });
    expect(popup.items.map((n) => n.id)).toEqual(["guest-pt-u10", "guest-pt-u11"]);
    actor.send({ type: "popup.next" });
    expect(selectPopup(actor.getSnapshot()).page).toBe(2);
    actor.send({ type: "popup.previous" });
    actor.send({ type: "popup.previous" });
    expect(selectPopup(actor.getSnapshot()).page).toBe(1);
  });

  it("remembers a closed popup per audience: a guest's close does not hide the member's popups", async () => {
    const { actor, remembered } = start();
    await loaded(actor);
    actor.send({ type: "popup.closed" });
    expect(selectPopup(actor.getSnapshot()).open).toBe(false);
    expect(remembered).toEqual(["anonymous"]);
    actor.send({ type: "session.changed", loggedIn: true });
    await loaded(actor);
    expect(selectPopup(actor.getSnapshot()).open).toBe(true);
    actor.send({ type: "popup.closed" });
    expect(remembered).toEqual(["anonymous", "user"]);
    actor.send({ type: "language.changed", language: "en" });
    await loaded(actor);
    expect(selectPopup(actor.getSnapshot()).open).toBe(false);
    // Ending the session clears the tab's storage: the guest's popups show again.
    actor.send({ type: "session.changed", loggedIn: false });
    await loaded(actor);
    expect(selectPopup(actor.getSnapshot()).open).toBe(true);
  });

  it("does not open the popup when it was closed earlier in this browser session, or when there is none", async () => {
    const closed = start({ closed: { user: false, anonymous: true } });
    await loaded(closed.actor);
    expect(selectPopup(closed.actor.getSnapshot()).open).toBe(false);
    const empty = start({ answer: async () => data("x", 0) });
    await loaded(empty.actor);
    expect(selectPopup(empty.actor.getSnapshot())).toMatchObject({ open: false, pageCount: 1, total: 0 });
  });

  it("opens a marquee notice it knows, ignores an unknown one, and closes it", async () => {
    const { actor } = start();
    await loaded(actor);
    actor.send({ type: "notice.opened", id: "nope" });
    expect(selectOpenNotice(actor.getSnapshot())).toBeNull();
    actor.send({ type: "notice.opened", id: "guest-pt-p2" });
    expect(selectOpenNotice(actor.getSnapshot())?.title).toBe("Title guest-pt-p2");
    actor.send({ type: "notice.closed" });
    expect(selectOpenNotice(actor.getSnapshot())).toBeNull();
  });

  it("shows a failure with retry, and the retry loads again", async () => {
    let fail = true;
    const { actor, calls } = start({ answer: async () => (fail ? Promise.reject(networkDown) : data("ok")) });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(selectMarquee(actor.getSnapshot())).toMatchObject({ failure: { code: "network.abnormal" }, canRetry: true, notices: [] });
    fail = false;
    actor.send({ type: "announcements.retry" });
    await loaded(actor);
    expect(selectMarquee(actor.getSnapshot())).toMatchObject({ failure: null, canRetry: false });
    expect(calls).toHaveLength(2);
  });
});
