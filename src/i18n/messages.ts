import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ErrorCode } from "../../machines/shared/errors.ts";
import type { CategoryId } from "../../machines/boot/categories.ts";

/** Machine codes → the words a player reads (DESIGN §2.5). */
export const errorMessages: Record<ErrorCode, MessageDescriptor> = {
  "session.ended": msg`Your session has ended. Please log in again.`,
  "network.abnormal": msg`Network link abnormal. Check your connection and try again.`,
  "network.slow": msg`The page is slow to respond. Please check your network and try again.`,
  "network.timeout": msg`The request timed out. Please try again.`,
  "platform.message": msg`The platform could not complete the request.`,
  "platform.malformed": msg`The platform sent data we could not read. Please try again shortly.`,
  "platform.unsafeAddress": msg`The platform sent a game address that is not safe to open, so it was not opened.`,
  "customerService.unavailable": msg`Customer service is unavailable right now. Please try again.`,
  "social.cancelled": msg`The sign-in window was closed, so you are not logged in.`,
  unknown: msg`Something went wrong. Please try again.`,
};

export const categoryNames: Record<CategoryId, MessageDescriptor> = {
  LIVE: msg`Live Casino`,
  DS88: msg`Cockfight`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-sports`,
  RNG: msg`Slots`,
  FISH: msg`Fishing`,
  PVP: msg`Card Games`,
  ELOTT: msg`E-Lottery`,
  LOTT: msg`Lottery`,
};
