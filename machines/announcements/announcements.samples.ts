import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { Notice, NoticeData } from "./announcements.types.ts";

const notice = (n: number): Notice => ({ id: `n${n}`, title: `Notice ${n}`, html: `<p>Notice ${n}</p>`, date: null, promotionId: null });
const popups = (count: number): Notice[] => Array.from({ length: count }, (_, i) => notice(100 + i));
const data = (popupCount: number): NoticeData => ({
  player: [notice(1), notice(2)],
  popup: popups(popupCount),
  hot: [],
  promotion: [],
  banners: [{ id: "b1", title: "Welcome", image: "/banner.svg", group: "w_home", link: null }],
});
const nothingClosed = { user: false, anonymous: false };

export const announcementsInputs: SampleInput[] = [
  { label: "A guest opens the site", input: { loggedIn: false, language: "pt", popupClosed: nothingClosed } },
  { label: "A guest who closed the popups earlier in this session opens the site", input: { loggedIn: false, language: "pt", popupClosed: { user: false, anonymous: true } } },
];

export const announcementsSamples: SampleEvent[] = [
  { label: "Announcements arrive with 11 popups (two pages)", event: { type: "xstate.done.actor.fetchAnnouncements", output: data(11) } },
  { label: "Announcements arrive without popups", event: { type: "xstate.done.actor.fetchAnnouncements", output: data(0) } },
  { label: "The announcement call fails", event: { type: "xstate.error.actor.fetchAnnouncements", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "announcements.retry" } },
  { label: "The player logs in", event: { type: "session.changed", loggedIn: true } },
  { label: "The player logs out", event: { type: "session.changed", loggedIn: false } },
  { label: "Player switches the language to English", event: { type: "language.changed", language: "en" } },
  { label: "Player switches the language to Portuguese", event: { type: "language.changed", language: "pt" } },
  { label: "Player presses Next page in the popup", event: { type: "popup.next" } },
  { label: "Player presses Previous page in the popup", event: { type: "popup.previous" } },
  { label: "Player closes the popup", event: { type: "popup.closed" } },
  { label: "Player opens a marquee notice", event: { type: "notice.opened", id: "n1" } },
  { label: "Player opens a notice that is not listed", event: { type: "notice.opened", id: "missing" } },
  { label: "Player closes the notice", event: { type: "notice.closed" } },
];
