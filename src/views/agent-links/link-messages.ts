import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { Failure } from "../../../machines/shared/errors.ts";
import type { LinkCodeError } from "../../../machines/agent-links/agent-links.machine.ts";
import type { DownlineError } from "../../../machines/agent-links/agent-downline.machine.ts";
import type { LinkAccountType } from "../../../machines/agent-links/agent-links.types.ts";
import { fieldErrorText } from "../../i18n/auth-messages.ts";
import { errorMessages } from "../../i18n/messages.ts";

/** The platform's refusals on the Account page (docs/requirements.md LNK-07) in the agent's words. */
const refusals: Record<string, MessageDescriptor> = {
  "agent.notAgent": msg`Only agents have register links.`,
  "agent.link.limit": msg`You already have as many links as allowed.`,
  "agent.link.unknown": msg`This link is not one of yours.`,
  "agent.link.domain.invalid": msg`Choose one of the listed domains.`,
  "agent.link.code.required": msg`Enter a code for the link.`,
  "agent.link.code.format": msg`The code is 4 to 16 letters or digits.`,
  "agent.accountType.invalid": msg`Choose the account type.`,
  "agent.downline.username.format": msg`The username does not follow the registration rules.`,
  "agent.downline.password.format": msg`The password does not follow the registration rules.`,
  "agent.downline.password.mismatch": msg`The passwords are not the same.`,
};

/** A failed call: the refusal when it is one we know, else the failure's own message. */
export function linkFailure(i18n: I18n, failure: Failure | null): string | null {
  if (!failure) return null;
  const refusal = failure.serverMessage ? refusals[failure.serverMessage] : undefined;
  if (refusal) return i18n._(refusal);
  // The platform's own words for a refusal; a code's message otherwise (an ended session never shows a raw code).
  if (failure.code === "platform.message" && failure.serverMessage) return failure.serverMessage;
  return i18n._(errorMessages[failure.code]);
}

const codeErrors: Record<LinkCodeError, MessageDescriptor> = {
  "field.required": msg`Enter a code for the link.`,
  "code.format": msg`The code is 4 to 16 letters or digits.`,
  "code.taken": msg`Another link already has this code. Choose another.`,
};

export const linkCodeMessage = (i18n: I18n, error: LinkCodeError | null): string | undefined => (error ? i18n._(codeErrors[error]) : undefined);

export function downlineMessage(i18n: I18n, error: DownlineError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.code === "username.taken") return i18n._(msg`This username is already taken.`);
  return fieldErrorText(i18n, error);
}

const accountTypes: Record<LinkAccountType, MessageDescriptor> = { member: msg`Member`, agent: msg`Agent` };
export const accountTypeName = (i18n: I18n, type: LinkAccountType): string => i18n._(accountTypes[type]);
