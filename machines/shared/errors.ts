/** Stable codes that machines keep in context; views translate them (src/i18n/messages.ts). */
export const ERROR_CODES = [
  "session.ended",
  "network.abnormal",
  "network.slow",
  "network.timeout",
  "platform.message",
  "platform.malformed",
  "platform.unsafeAddress",
  "customerService.unavailable",
  "social.cancelled",
  "unknown",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** What a failed actor leaves for the view: a code, and the platform's own words when it sent some. */
export interface Failure {
  code: ErrorCode;
  serverMessage?: string;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

/** Reads the code of an error thrown by an injected actor without depending on its class. */
export function toFailure(error: unknown): Failure {
  if (typeof error === "object" && error !== null) {
    const { code, serverMessage } = error as { code?: unknown; serverMessage?: unknown };
    if (isErrorCode(code)) {
      return typeof serverMessage === "string" && serverMessage.length > 0 ? { code, serverMessage } : { code };
    }
  }
  return { code: "unknown" };
}
