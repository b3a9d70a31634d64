/**
 * SMS verification codes (ADR 0008): 6 digits from the store's PRNG, valid for {@link SMS_EXPIRED_MINUTES} minutes
 * of the store clock, single-use, and one number may ask again (for the same purpose) only when the previous code's
 * countdown has run out. Five wrong attempts burn a code.
 */
import { type IssuedSmsCode, type SandboxStore, type SmsPurpose } from "../store.ts";
import { DEFAULT_DIALING_CODE, type MobileNumber } from "../seed/members.ts";

export const SMS_EXPIRED_MINUTES = 5;
export const SMS_MAX_WRONG_ATTEMPTS = 5;
export const MESSAGE_BAD_MOBILE = "Please enter a valid mobile number";
export const MESSAGE_MOBILE_UNKNOWN = "This mobile number is not registered";
export const MESSAGE_MOBILE_TAKEN = "This mobile number is already registered";
export const MESSAGE_BAD_CODE = "The verification code is incorrect or has expired";

/** "A code was already sent…" with the seconds left of the countdown. */
export const messageTooEarly = (seconds: number): string =>
  `A code was already sent to this number. Please wait ${seconds} seconds before asking for a new one`;

const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");

/**
 * A mobile number from a request: the dialing code as `+<digits>` (default Brazil +55; `0055` and `55` accepted),
 * the number as digits without leading zeros (spaces, dashes and brackets dropped). Null when not plausible
 * (6–15 digits; dialing code 1–4 digits).
 */
export function parseMobile(mobileNum: unknown, countryDialingCode: unknown): MobileNumber | null {
  const rawNumber = text(mobileNum);
  if (!/^[0-9 ()-]+$/.test(rawNumber)) return null;
  const number = rawNumber.replace(/\D/g, "").replace(/^0+/, "");
  const dial = (text(countryDialingCode) || DEFAULT_DIALING_CODE).replace(/^\+|^00/, "");
  if (!/^[0-9]{1,4}$/.test(dial) || !/^[0-9]{6,15}$/.test(number)) return null;
  return { countryDialingCode: `+${dial}`, mobileNum: number };
}

const sameNumber = (a: MobileNumber, b: MobileNumber): boolean =>
  a.countryDialingCode === b.countryDialingCode && a.mobileNum === b.mobileNum;

/** Drops codes whose countdown has run out. */
function prune(store: SandboxStore): void {
  const now = store.now();
  store.state.smsCodes = store.state.smsCodes.filter((c) => c.expiresAt > now);
}

export type SmsIssue = { ok: true; code: IssuedSmsCode } | { ok: false; message: string };

/** "Sends" a code for `purpose` to `mobile`; refused while the previous code for the same number and purpose counts down. */
export function issueSmsCode(store: SandboxStore, purpose: SmsPurpose, mobile: MobileNumber): SmsIssue {
  prune(store);
  const now = store.now();
  const previous = store.state.smsCodes.find((c) => c.purpose === purpose && sameNumber(c, mobile));
  if (previous) return { ok: false, message: messageTooEarly(Math.ceil((previous.expiresAt - now) / 1000)) };
  const code: IssuedSmsCode = {
    ...mobile,
    purpose,
    code: String(store.prng.int(0, 999_999)).padStart(6, "0"),
    issuedAt: now,
    expiresAt: now + SMS_EXPIRED_MINUTES * 60_000,
    used: false,
    wrongAttempts: 0,
  };
  store.state.smsCodes.push(code);
  return { ok: true, code };
}

/**
 * Checks `code` against the live code for `purpose` and `mobile`. A match is used up when `consume` is set (callers
 * that still have other checks to run pass false and consume later); a mismatch counts as a wrong attempt.
 */
export function checkSmsCode(store: SandboxStore, purpose: SmsPurpose, mobile: MobileNumber, code: unknown, consume = true): boolean {
  prune(store);
  const issued = store.state.smsCodes.find((c) => c.purpose === purpose && sameNumber(c, mobile) && !c.used);
  if (!issued) return false;
  if (text(code) !== issued.code) {
    issued.wrongAttempts += 1;
    if (issued.wrongAttempts >= SMS_MAX_WRONG_ATTEMPTS) issued.used = true;
    return false;
  }
  if (consume) issued.used = true;
  return true;
}

/** Marks the live code for `purpose` and `mobile` used (after {@link checkSmsCode} with `consume` false). */
export function consumeSmsCode(store: SandboxStore, purpose: SmsPurpose, mobile: MobileNumber): void {
  const issued = store.state.smsCodes.find((c) => c.purpose === purpose && sameNumber(c, mobile) && !c.used);
  if (issued) issued.used = true;
}

/** Codes still inside their countdown (used ones included, flagged), oldest first. */
export function liveSmsCodes(store: SandboxStore): IssuedSmsCode[] {
  prune(store);
  return store.state.smsCodes.map((c) => ({ ...c }));
}
