import { useRef } from "react";
import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { ActivityStatus, ImagesProblem } from "../../../machines/activity/activity.types.ts";
import type { Failure } from "../../../machines/shared/errors.ts";
import { viewerOf } from "../../../machines/session/session.machine.ts";
import { failureText } from "../../i18n/auth-messages.ts";
import { useServices, type PromotionMachines } from "../../app/services.tsx";
import { useSession } from "../auth/use-auth.ts";
import { useLazyLoaded } from "../lazy/use-lazy-loaded.ts";

/** SPEC §4's activity states, as the player reads them. */
export const statusNames: Record<ActivityStatus, MessageDescriptor> = {
  join: msg`Join`,
  claim: msg`Claim`,
  applying: msg`Applying`,
  closed: msg`Closed`,
  rejected: msg`Rejected`,
  issued: msg`Issued`,
  claimed: msg`Claimed`,
  inProcess: msg`In process`,
  signedUp: msg`Signed up`,
  comingSoon: msg`Coming soon`,
};

export const imagesProblems: Record<ImagesProblem, MessageDescriptor> = {
  "images.tooMany": msg`You can send at most 3 images. Remove one or choose fewer.`,
  "image.type": msg`Only png or jpg images can be sent. Choose a png or jpg.`,
  "image.size": msg`Each image must be at most 5 MB. Choose a smaller one.`,
};

/** The promotion refusals the platform words as message keys (deviation ACT-05). */
const REFUSALS: Record<string, MessageDescriptor> = {
  "promotion.unavailable": msg`This promotion no longer offers that. The page shows its state now.`,
  "promotion.unknown": msg`This promotion is not available.`,
  "promotion.realAccountOnly": msg`Register a real account to take part in promotions.`,
  "promotion.remark.tooLong": msg`The remark can be at most 140 characters.`,
  "promotion.images.tooMany": msg`You can send at most 3 images. Remove one or choose fewer.`,
  "promotion.image.invalid": msg`The platform did not accept an image. Choose png or jpg images of at most 5 MB.`,
};

export function refusalText(i18n: I18n, failure: Failure | null): string | undefined {
  const key = failure?.serverMessage;
  if (key && key in REFUSALS) return i18n._(REFUSALS[key]!);
  return failureText(i18n, failure);
}

/**
 * Guest, trial account or member, once the session knows (null while a stored token is checked first). While a login
 * loads the member, the last known viewer stays, so the page (and a join waiting for the login) stays mounted.
 */
export function useViewer(): "guest" | "trial" | "member" | null {
  const now = useSession((s) => (s.matches("guest") ? "guest" : s.matches("signedIn") ? viewerOf(s.context.member) : null));
  const last = useRef(now);
  if (now !== null) last.current = now;
  return last.current;
}

/** The promotions machines with their live actors (a lazy chunk loaded with the promotions pages). */
export function usePromotionMachines(): ReturnType<typeof useLazyLoaded<PromotionMachines>> {
  return useLazyLoaded(useServices().loadPromotionMachines);
}
