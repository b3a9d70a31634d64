// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import {
  announcementQuery,
  announcementsSource,
  bySequence,
  firstBanner,
  type EarlyAnnouncements,
} from "../../src/api/announcement-query.ts";
import type { PlatformClient } from "../../src/api/client.ts";
import type { WireAnnouncements, WireBanner } from "../../src/api/home-schemas.ts";

function announcements(banners: WireBanner[] = []): WireAnnouncements {
  return { player: [], popup: [], hot: [], promotion: [], banners };
}

/** A platform port whose every call answers a fresh value, so answers can be told apart. */
function fakeClient() {
  const request = vi.fn((_id: string, _init?: unknown) => Promise.resolve(announcements()));
  const client = { request } as unknown as Pick<PlatformClient, "request">;
  return { client, request };
}

function early(loggedIn: boolean, language: string): EarlyAnnouncements {
  return { loggedIn, language, value: Promise.resolve(announcements()) };
}

const banner = (groupName: string, announcementId: string, sequence?: number | null): WireBanner => ({
  announcementId,
  groupName,
  url: `https://cdn.test/${announcementId}.jpg`,
  sequence,
});

describe("announcements query", () => {
  it("asks for a guest's anonymous items without the hot list", () => {
    expect(announcementQuery(false)).toEqual({ types: "B,PL,PU,PR", platform: "W", execution: "B" });
  });

  it("asks for a member's items with the hot list and no execution filter", () => {
    expect(announcementQuery(true)).toEqual({ types: "B,PL,PU,PR,H", platform: "W" });
  });
});

describe("announcements source", () => {
  it("answers the first request with the early call when login state and language match", async () => {
    const { client, request } = fakeClient();
    const sent = early(false, "pt");
    const source = announcementsSource(client, sent);
    expect(source({ loggedIn: false, language: "pt" })).toBe(sent.value);
    expect(request).not.toHaveBeenCalled();
  });

  it("uses the early answer only once: a second request asks the platform again", () => {
    const { client, request } = fakeClient();
    const sent = early(true, "en");
    const source = announcementsSource(client, sent);
    source({ loggedIn: true, language: "en" });
    const second = source({ loggedIn: true, language: "en" });
    expect(second).not.toBe(sent.value);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith("announcements", { query: announcementQuery(true) });
    expect(second).toBe(request.mock.results[0]?.value);
  });

  it("asks again when the login state differs from the early call's", () => {
    const { client, request } = fakeClient();
    const sent = early(false, "pt");
    const source = announcementsSource(client, sent);
    expect(source({ loggedIn: true, language: "pt" })).not.toBe(sent.value);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith("announcements", { query: announcementQuery(true) });
  });

  it("asks again when the language differs from the early call's", () => {
    const { client, request } = fakeClient();
    const sent = early(false, "pt");
    const source = announcementsSource(client, sent);
    expect(source({ loggedIn: false, language: "en" })).not.toBe(sent.value);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith("announcements", { query: announcementQuery(false) });
  });

  it("does not keep an early answer that did not match the first request for later", () => {
    const { client, request } = fakeClient();
    const sent = early(false, "pt");
    const source = announcementsSource(client, sent);
    source({ loggedIn: true, language: "pt" });
    expect(source({ loggedIn: false, language: "pt" })).not.toBe(sent.value);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("asks the platform for every request when nothing was sent early", () => {
    const { client, request } = fakeClient();
    const source = announcementsSource(client, undefined);
    source({ loggedIn: false, language: "pt" });
    source({ loggedIn: false, language: "pt" });
    expect(request).toHaveBeenCalledTimes(2);
    expect(request).toHaveBeenNthCalledWith(1, "announcements", { query: announcementQuery(false) });
  });
});

describe("bySequence", () => {
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

  it("orders items by ascending sequence", () => {
    const items = [
      { id: "c", sequence: 3 },
      { id: "a", sequence: 1 },
      { id: "b", sequence: 2 },
    ];
    expect(ids(bySequence(items))).toEqual(["a", "b", "c"]);
  });

  it("keeps the platform's order for equal sequences", () => {
    const items = [
      { id: "x2", sequence: 2 },
      { id: "y1", sequence: 1 },
      { id: "x1", sequence: 2 },
      { id: "y2", sequence: 1 },
      { id: "x3", sequence: 2 },
    ];
    expect(ids(bySequence(items))).toEqual(["y1", "y2", "x2", "x1", "x3"]);
  });

  it("keeps the platform's order for items without a sequence", () => {
    const items = [{ id: "d" }, { id: "b", sequence: null }, { id: "a" }, { id: "c", sequence: undefined }];
    expect(ids(bySequence(items))).toEqual(["d", "b", "a", "c"]);
  });

  it("returns a new list and leaves the given one as it was", () => {
    const items = [
      { id: "b", sequence: 2 },
      { id: "a", sequence: 1 },
    ];
    const sorted = bySequence(items);
    expect(sorted).not.toBe(items);
    expect(ids(items)).toEqual(["b", "a"]);
  });
});

describe("firstBanner", () => {
  it("picks the group's banner with the lowest sequence, ignoring other groups", () => {
    const value = announcements([
      banner("w_login", "login-first", 0),
      banner("w_home", "home-third", 3),
      banner("w_home", "home-first", 1),
      banner("w_register", "register-first", -1),
      banner("w_home", "home-second", 2),
    ]);
    expect(firstBanner(value, "w_home")?.announcementId).toBe("home-first");
    expect(firstBanner(value, "w_login")?.announcementId).toBe("login-first");
  });

  it("takes the earlier listed banner when sequences tie", () => {
    const value = announcements([banner("w_home", "home-a", 1), banner("w_home", "home-b", 1)]);
    expect(firstBanner(value, "w_home")?.url).toBe("https://cdn.test/home-a.jpg");
  });

  it("has no banner for a group the answer does not hold", () => {
    expect(firstBanner(announcements([banner("w_login", "login-first", 1)]), "w_home")).toBeUndefined();
    expect(firstBanner(announcements(), "w_home")).toBeUndefined();
  });
});
