import { useSelector } from "@xstate/react";
import { useServices } from "../../app/services.tsx";
import { selectBanners, selectMarquee, selectOpenNotice, selectPopup, type AnnouncementsSnapshot } from "../../../machines/announcements/announcements.selectors.ts";
import type { AnnouncementsEvent } from "../../../machines/announcements/announcements.machine.ts";
import type { Banner } from "../../../machines/announcements/announcements.types.ts";

const same = <T,>(a: T, b: T): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Reads a projection of the site's announcements actor. */
export function useAnnouncements<T>(select: (snapshot: AnnouncementsSnapshot) => T): T {
  return useSelector(useServices().announcements, select, same);
}

/** Sends an event to the announcements actor. */
export function useAnnouncementsSend(): (event: AnnouncementsEvent) => void {
  const actor = useServices().announcements;
  return (event) => actor.send(event);
}

export const useBanners = (group: string): Banner[] => useAnnouncements((s) => selectBanners(s, group));
export const useMarquee = () => useAnnouncements(selectMarquee);
export const usePopup = () => useAnnouncements(selectPopup);
export const useOpenNotice = () => useAnnouncements(selectOpenNotice);
