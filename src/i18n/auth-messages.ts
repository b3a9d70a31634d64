/** Field-error codes and failures of the authentication machines → the words a player reads (SPEC §5, §8). */
import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { FieldError, FieldErrorCode } from "../../machines/auth/fields.ts";
import type { Failure } from "../../machines/shared/errors.ts";
import { errorMessages } from "./messages.ts";

export const fieldErrorMessages: Record<Exclude<FieldErrorCode, "field.pattern">, MessageDescriptor> = {
  "field.required": msg`Input cannot be empty`,
  "field.mobile": msg`Enter a valid mobile number`,
  "field.code": msg`Enter a valid verification code`,
  "field.captcha": msg`Please enter the captcha`,
  "field.email": msg`E-mail format incorrect`,
  "field.username": msg`Account format incorrect`,
  "field.password": msg`Password format incorrect`,
  "field.mismatch": msg`The passwords are inconsistent`,
  "field.agreement": msg`Please confirm you are 18 or older and accept the terms`,
  "field.sameAsOld": msg`The new password must differ from the old one`,
  "field.defaultPassword": msg`Choose a password other than the default one`,
};

/** Registration pattern texts by patternId (tcg-protocol §4.7); `{range}` is "min–max" or one number. */
export const patternMessages: Record<number, MessageDescriptor> = {
  0: msg({ message: "{range} characters" }),
  1: msg({ message: "{range} letters or digits, starting with a letter" }),
  2: msg({ message: "{range} Chinese characters or digits" }),
  3: msg({ message: "A valid e-mail address of {range} characters" }),
  4: msg({ message: "{range} letters or digits, no special characters" }),
  5: msg({ message: "{range} characters mixing letters and digits" }),
  6: msg({ message: "{range} digits" }),
  7: msg({ message: "{range} letters or digits with at least one upper-case letter" }),
  8: msg({ message: "{range} English letters and spaces" }),
  9: msg({ message: "{range} characters without spaces" }),
  10: msg({ message: "{range} Chinese characters or punctuation" }),
  11: msg({ message: "A date as yyyy-MM-dd" }),
  12: msg({ message: "{range} letters and single spaces" }),
  13: msg({ message: "A date as MM-dd-yyyy" }),
  14: msg({ message: "{range} letters and numbers only" }),
  15: msg({ message: "{range} Korean characters" }),
  16: msg({ message: "{range} Thai characters" }),
  17: msg({ message: "{range} Thai or English letters and spaces" }),
  18: msg({ message: "{range} upper-case letters and spaces, at least one letter" }),
  19: msg({ message: "{range} letters, digits and symbols" }),
};

/** The message of one field error, with the rule's length range filled in ("6–12", or "6" when equal). */
export function fieldErrorText(i18n: I18n, error: FieldError | null | undefined): string | undefined {
  if (!error) return undefined;
  if (error.code !== "field.pattern") return i18n._(fieldErrorMessages[error.code]);
  const min = error.min ?? 0;
  const max = error.max ?? 0;
  const range = min === max ? String(min) : max > 0 ? `${min}–${max}` : `${min}+`;
  const descriptor = patternMessages[error.patternId ?? 0] ?? patternMessages[0]!;
  const values = { range };
  return i18n._(descriptor.id, values, descriptor.message === undefined ? undefined : { message: descriptor.message });
}

/** A failed call: the platform's own words when it sent some, else the code's message. */
export function failureText(i18n: I18n, failure: Failure | null | undefined): string | undefined {
  if (!failure) return undefined;
  if (failure.serverMessage && (failure.code === "platform.message" || failure.code === "session.ended")) return failure.serverMessage;
  return i18n._(errorMessages[failure.code]);
}
