/** The announcements port (research §4.14): one call for marquee notices, popups and every banner group. */
import { fromPromise } from "xstate";
import type { AnnouncementsRequest, Banner, BannerLink, Notice, NoticeData } from "../../machines/announcements/announcements.types.ts";
import type { PlatformClient } from "./client.ts";
import type { WireAnnouncement, WireBanner } from "./home-schemas.ts";
import { resolveImage } from "./startup-calls.ts";
import { bySequence, requestAnnouncements, type announcementsSource } from "./announcement-query.ts";

/** The title and HTML in the player's language: the matching `contents[]` entry, else the default one, else the item's own. */
export function toNotice(item: WireAnnouncement, language: string): Notice {
  const contents = item.contents ?? [];
  const lang = language.toLowerCase();
  const local =
    contents.find((c) => (c.language ?? "").toLowerCase() === lang) ??
    contents.find((c) => c.isDefault === true || c.isDefault === 1 || c.isDefault === "1" || c.isDefault === "Y");
  return {
    id: item.id,
    title: local?.title || item.title || "",
    html: local?.content || item.content || "",
    date: item.startDate ?? null,
    promotionId: item.redirectPromotionId ?? null,
  };
}

function bannerLink(banner: WireBanner): BannerLink {
  if (banner.redirectPromotionId) return { kind: "promotion", promotionId: banner.redirectPromotionId };
  if (banner.linkageType === "P" && banner.linkage) return { kind: "promotion", promotionId: banner.linkage };
  if (banner.linkage && /^https?:\/\//i.test(banner.linkage)) return { kind: "url", url: banner.linkage };
  return null;
}


/** `MCSFE_getListAnnouncements` for a login state and language → notice data. */
export async function fetchNoticeData(
  client: PlatformClient,
  input: AnnouncementsRequest,
  options: { imageCdn: string },
  source: ReturnType<typeof announcementsSource> = (request) => requestAnnouncements(client, request.loggedIn),
): Promise<NoticeData> {
  const value = await source(input);
  const notices = (list: WireAnnouncement[]) => bySequence(list).map((item) => toNotice(item, input.language));
  const banners: Banner[] = bySequence(value.banners).map((banner) => ({
    id: banner.announcementId,
    title: banner.title ?? "",
    image: resolveImage(banner.url, options.imageCdn),
    group: banner.groupName,
    link: bannerLink(banner),
  }));
  return { player: notices(value.player), popup: notices(value.popup), hot: notices(value.hot), promotion: notices(value.promotion), banners };
}

/**
 * The announcements port. The mapping code loads as its own small chunk on the first call (it is not needed to
 * draw the first page); no AbortSignal, as in home-actors.ts.
 */
export function liveAnnouncementActors(client: PlatformClient, options: { imageCdn: string }) {
  return {
    fetchAnnouncements: fromPromise<NoticeData, AnnouncementsRequest>(({ input }) => fetchNoticeData(client, input, options)),
  };
}
