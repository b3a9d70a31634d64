/** Stable codes for every way a platform call can fail (ADR 0002). */
export type PlatformErrorCode =
  | "session.ended"
  | "network.abnormal"
  | "network.slow"
  | "network.timeout"
  | "platform.message"
  | "platform.malformed"
  /** An answer's launch address was refused by the one validator (launch-address.ts). */
  | "platform.unsafeAddress";

/** Details carried by a PlatformError besides its code. */
export interface PlatformErrorDetails {
  endpoint: string;
  status?: number;
  serverMessage?: string;
  errorCode?: string;
  value?: unknown;
  issues?: readonly string[];
  cause?: unknown;
}

/** The only error type the platform client raises. */
export class PlatformError extends Error {
  override readonly name = "PlatformError";
  readonly code: PlatformErrorCode;
  readonly endpoint: string;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly errorCode?: string;
  readonly value?: unknown;
  readonly issues?: readonly string[];

  constructor(code: PlatformErrorCode, details: PlatformErrorDetails) {
    super(describe(code, details), details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.endpoint = details.endpoint;
    if (details.status !== undefined) this.status = details.status;
    if (details.serverMessage !== undefined) this.serverMessage = details.serverMessage;
    if (details.errorCode !== undefined) this.errorCode = details.errorCode;
    if (details.value !== undefined) this.value = details.value;
    if (details.issues !== undefined) this.issues = details.issues;
  }
}

function describe(code: PlatformErrorCode, details: PlatformErrorDetails): string {
  if (code === "platform.message" && details.serverMessage) return details.serverMessage;
  const text = details.serverMessage ?? details.errorCode ?? details.issues?.join(", ");
  return text ? `${code} (${details.endpoint}): ${text}` : `${code} (${details.endpoint})`;
}

export function isPlatformError(error: unknown, code?: PlatformErrorCode): error is PlatformError {
  return error instanceof PlatformError && (code === undefined || error.code === code);
}
