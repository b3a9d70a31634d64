/**
 * The announcements call (research §4.14) for a login state, and its answer sent early: src/app/early.ts asks for a
 * guest's or member's announcements before the app's JavaScript has arrived (the `w_home` banner is usually the
 * first page's largest picture), and the announcements actor's first call takes that answer.
 */
import type { PlatformClient } from "./client.ts";
import type { WireAnnouncements, WireBanner } from "./home-schemas.ts";

/** SPEC §1 / §9 announcement types; a guest gets no hot list and only the anonymous (execution B) items. */
export const MEMBER_TYPES = "B,PL,PU,PR,H";
export const GUEST_TYPES = "B,PL,PU,PR";

/** The call's query for a login state (research §4.14). */
export function announcementQuery(loggedIn: boolean): Record<string, string> {
  return loggedIn ? { types: MEMBER_TYPES, platform: "W" } : { types: GUEST_TYPES, platform: "W", execution: "B" };
}

/** An announcements call already on its way, with what it was asked for. */
export interface EarlyAnnouncements {
  loggedIn: boolean;
  language: string;
  value: Promise<WireAnnouncements>;
}

export function requestAnnouncements(client: Pick<PlatformClient, "request">, loggedIn: boolean): Promise<WireAnnouncements> {
  return client.request("announcements", { query: announcementQuery(loggedIn) });
}

/**
 * The raw answer for a request: the early one when it matches (same login state and language, first use only),
 * otherwise a new call.
 */
export function announcementsSource(client: Pick<PlatformClient, "request">, early: EarlyAnnouncements | undefined) {
  let pending = early;
  return (input: { loggedIn: boolean; language: string }): Promise<WireAnnouncements> => {
    const taken = pending;
    pending = undefined;
    if (taken && taken.loggedIn === input.loggedIn && taken.language === input.language) return taken.value;
    return requestAnnouncements(client, input.loggedIn);
  };
}

/** Items in the platform's `sequence` order (stable for equal or missing sequences). */
export const bySequence = <T extends { sequence?: number | null | undefined }>(items: readonly T[]): T[] =>
  items.map((item, index) => ({ item, index })).sort((a, b) => (a.item.sequence ?? 0) - (b.item.sequence ?? 0) || a.index - b.index).map(({ item }) => item);

/** The first banner of a group, as the carousel will show it first. */
export function firstBanner(value: WireAnnouncements, group: string): WireBanner | undefined {
  return bySequence(value.banners.filter((banner) => banner.groupName === group))[0];
}
