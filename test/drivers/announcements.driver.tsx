/**
 * Model-based UI driver of the site's announcements (a root actor of the app machine, `services.announcements`),
 * seen on the home page by a guest in Portuguese: the notice strip (its loading line, its failure with Try again, a
 * notice's title opening its detail), the popup announcements dialog (9 a page, Previous / Next, Close) and, after a
 * real login from the header, the member's announcements.
 *
 * Every announcements call waits until the path says what the platform answers: the sample's notice data in the
 * platform's wire form (`MCSFE_getListAnnouncements`), or a network failure. Events no control can make right now
 * are sent to the announcements actor, as the machine's guards against them: a guest cannot log out, the switcher
 * offers only another language, a notice the strip does not list cannot be opened, and the strip is under the popup
 * dialog (a modal: the page beneath is inert) while that dialog is open.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import type { Banner, Notice, NoticeData } from "../../machines/announcements/announcements.types.ts";
import { POPUP_PAGE_SIZE } from "../../machines/announcements/announcements.types.ts";
import { registry } from "../../machines/registry.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { renderApp } from "../render-app.tsx";
import { translated } from "./catalogue.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { logInInPopup } from "./sign-in.ts";
import type { FlowDriver } from "./types.ts";

const ANNOUNCEMENTS: string = endpoints.announcements.path;
const LANGUAGE_NAME: Record<string, string> = { en: "English", pt: "Português" };
const entry = registry.find((e) => e.machine.id === "announcements")!;

interface AnnouncementsSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
}

const actorOf = (session: AnnouncementsSession) => session.app.services.announcements;
const snapshotOf = (session: AnnouncementsSession) => actorOf(session).getSnapshot();
const languageOf = (session: AnnouncementsSession) => snapshotOf(session).context.language;

const say = (language: string, english: string, values: readonly string[] = []): string =>
  language === "en" ? english.replace(/\{(\d+)\}/g, (_, n: string) => values[Number(n)] ?? "") : translated(language, english, values);

const wireNotice = (n: Notice, i: number) => ({ id: n.id, title: n.title, content: n.html, startDate: n.date, redirectPromotionId: n.promotionId, sequence: i });
const wireBanner = (b: Banner, i: number) => ({ announcementId: b.id, title: b.title, url: b.image, groupName: b.group, linkage: null, sequence: i });
const wireData = (data: NoticeData) => ({
  player: data.player.map(wireNotice),
  popup: data.popup.map(wireNotice),
  hot: data.hot.map(wireNotice),
  promotion: data.promotion.map(wireNotice),
  banners: data.banners.map(wireBanner),
});

const dialogNamed = (name: string) => screen.queryByRole("dialog", { name });
const strip = () => screen.getByTestId("notice-marquee");
/** The strip's notices (the copy of the first that slides in after the last is hidden from everyone). */
const stripTitles = () => within(strip()).queryAllByRole("button").filter((b) => b.closest("li") !== null);

async function logIn(session: AnnouncementsSession) {
  const language = languageOf(session);
  const logInName = say(language, "Log in");
  await session.user.click(within(screen.getByRole("banner")).getAllByRole("button", { name: logInName })[0]!);
  await logInInPopup(session.user, { language });
  await waitFor(() => expect(session.app.services.auth.getSnapshot().matches({ signedIn: "idle" })).toBe(true), { timeout: 10_000 });
}

export const announcementsDriver: FlowDriver<AnnouncementsSession> = {
  machineId: "announcements",
  pathTimeoutMs: 45_000,

  async start(sample) {
    const input = sample.input as { language: string };
    localStorage.setItem("lang", input.language);
    // The actor asks as soon as the app starts: every announcements call is held from the first.
    const calls = holdCalls((path) => path === ANNOUNCEMENTS);
    const app = await renderApp("/");
    await screen.findByTestId("notice-marquee", undefined, { timeout: 20_000 });
    return { app, user: userEvent.setup(), calls };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const language = languageOf(session);
    const popupShowing = snapshotOf(session).matches({ loaded: { popup: "showing" } });
    switch (event.type) {
      case "xstate.done.actor.fetchAnnouncements":
        // A login and a language change while loading each asked: every call still out gets the answer.
        return session.calls.answer(ANNOUNCEMENTS, () => HttpResponse.json({ success: true, value: wireData(event.output as NoticeData) }), "all");
      case "xstate.error.actor.fetchAnnouncements":
        return session.calls.answer(ANNOUNCEMENTS, () => HttpResponse.error(), "all");
      case "announcements.retry": {
        const alert = within(strip()).getByRole("alert");
        return session.user.click(within(alert).getByRole("button", { name: say(language, "Try again") }));
      }
      case "session.changed":
        // Only a guest's login is a control (the header's Log in); a guest has no session to end.
        if (event.loggedIn === true && !snapshotOf(session).context.loggedIn) return logIn(session);
        return void actorOf(session).send(event as never);
      case "language.changed": {
        const next = String(event.language);
        // The switcher offers only another language: the one shown is no change (the machine ignores it).
        if (next === language) return void actorOf(session).send(event as never);
        // A member's header draws its row (with the switcher) once its code has loaded.
        await session.user.selectOptions(await screen.findByRole("combobox", { name: say(language, "Language") }, { timeout: 10_000 }), LANGUAGE_NAME[next]!);
        await waitFor(() => expect(languageOf(session)).toBe(next), { timeout: 10_000 });
        return;
      }
      case "popup.next":
      case "popup.previous": {
        // A real press, also on the last (first) page: the button is there, marked unavailable, and does nothing.
        const dialog = dialogNamed(say(language, "Announcements"))!;
        return session.user.click(within(dialog).getByTestId(event.type === "popup.next" ? "popup-next" : "popup-previous"));
      }
      case "popup.closed": {
        const dialog = dialogNamed(say(language, "Announcements"))!;
        // The pager's Close (the dialog's corner ✕ is the other one).
        return session.user.click(within(dialog).getAllByRole("button", { name: say(language, "Close") }).at(-1)!);
      }
      case "notice.opened": {
        const notice = snapshotOf(session).context.notices?.player.find((n) => n.id === event.id);
        // The strip lists no such notice, or the popup dialog (a modal) covers the strip.
        if (!notice || popupShowing) return void actorOf(session).send(event as never);
        return session.user.click(stripTitles().find((b) => b.textContent === notice.title)!);
      }
      case "notice.closed": {
        const open = snapshotOf(session).context.notices?.player.find((n) => n.id === snapshotOf(session).context.openNoticeId);
        return session.user.click(within(dialogNamed(open!.title)!).getByRole("button", { name: say(language, "Close") }));
      }
      default:
        throw new Error(`announcementsDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const snapshot = snapshotOf(session);
        const { language, notices, popupPage, openNoticeId } = snapshot.context;
        // The strip: the failure with Try again, the first load's line, or the notices' titles (the last ones stay
        // while a login or a language change reloads them).
        const alert = within(strip()).queryByRole("alert");
        if (snapshot.matches("failed")) {
          expect(alert).toHaveTextContent(say(language, "Network link abnormal. Check your connection and try again."));
          expect(within(alert!).getByRole("button", { name: say(language, "Try again") })).toBeInTheDocument();
        } else expect(alert).toBeNull();
        if (notices === null) {
          if (snapshot.matches("loading")) expect(within(strip()).getByRole("status")).toHaveTextContent(say(language, "Loading notices…"));
        } else {
          expect(stripTitles().map((b) => b.textContent)).toEqual(notices.player.map((n) => n.title));
        }
        // The home page's banners: the carousel with each w_home banner's picture, else the welcome text.
        const homeBanners = notices?.banners.filter((b) => b.group === "w_home") ?? [];
        if (homeBanners.length > 0) {
          const carousel = screen.getByTestId("home-banners");
          for (const b of homeBanners) expect(within(carousel).getByRole("img", { name: b.title, hidden: true })).toBeInTheDocument();
        } else {
          expect(screen.queryByTestId("home-banners")).toBeNull();
          expect(screen.getByTestId("home-hero")).toBeInTheDocument();
        }
        // The popup dialog: one page of up to 9, "Page x of y".
        const popup = dialogNamed(say(language, "Announcements"));
        if (snapshot.matches({ loaded: { popup: "showing" } })) {
          expect(popup).not.toBeNull();
          const all = notices!.popup;
          const page = all.slice(popupPage * POPUP_PAGE_SIZE, (popupPage + 1) * POPUP_PAGE_SIZE);
          expect(within(popup!).getAllByTestId("popup-announcement").map((li) => within(li).getByRole("heading").textContent)).toEqual(page.map((n) => n.title));
          const pages = String(Math.ceil(all.length / POPUP_PAGE_SIZE));
          expect(within(popup!).getByTestId("popup-page")).toHaveTextContent(say(language, "Page {0} of {1}", [String(popupPage + 1), pages]));
        } else expect(popup).toBeNull();
        // The notice opened from the strip: its title and its content.
        const open = notices?.player.find((n) => n.id === openNoticeId);
        if (snapshot.matches({ loaded: { notice: "open" } })) {
          const dialog = dialogNamed(open!.title);
          expect(dialog).not.toBeNull();
          expect(within(dialog!).getByTestId("notice-html")).toHaveTextContent(open!.title);
        } else expect(screen.queryByTestId("notice-dialog")).toBeNull();
      },
      { timeout: 10_000 },
    );
  },

  machineState: (session) => entry.serialize(snapshotOf(session) as never),

  async stop(session) {
    session.app.services.app.stop();
    session.app.unmount();
    session.calls.abandon();
  },
};
