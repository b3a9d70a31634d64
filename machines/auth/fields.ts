/** Field rules and validation shared by the authentication machines (SPEC §5). Pure: no I/O. */

/** A field problem as a stable code; views translate it (src/i18n/messages.ts) and show it next to the field. */
export type FieldErrorCode =
  | "field.required"
  | "field.mobile"
  | "field.code"
  | "field.captcha"
  | "field.email"
  | "field.username"
  | "field.password"
  | "field.mismatch"
  | "field.pattern"
  | "field.agreement"
  | "field.sameAsOld"
  | "field.defaultPassword";

export interface FieldError {
  code: FieldErrorCode;
  /** For `field.pattern`: the rule's patternId and length range (the message fills them in). */
  patternId?: number;
  min?: number;
  max?: number;
}

export type FieldErrors = Partial<Record<string, FieldError>>;

/** A validation rule of one field, as the platform sends it (tcg-protocol §4.7). */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  /** Regular-expression text; `*` matches anything. */
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

export type FieldRules = Partial<Record<string, FieldRule>>;

/** Mobile numbers when the platform gives no rule: 6 to 15 digits. */
export const DEFAULT_MOBILE_RULE: FieldRule = { enabled: true, required: true, acceptedPattern: "^[0-9]{6,15}$", patternId: 6, minLength: 6, maxLength: 15 };
/** SMS codes: 4 to 8 digits. */
export const CODE_PATTERN = /^[0-9]{4,8}$/;
/** A plausible e-mail address. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function compile(pattern: string): RegExp | null {
  if (pattern.trim() === "*" || pattern.trim() === "") return null;
  try {
    return new RegExp(pattern, "u");
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return null;
    }
  }
}

/** Valid = matches the accepted pattern (`*` matches all) and the length is within min..max (SPEC §5). */
export function matchesRule(rule: FieldRule, value: string): boolean {
  const length = [...value].length;
  if (rule.minLength > 0 && length < rule.minLength) return false;
  if (rule.maxLength > 0 && length > rule.maxLength) return false;
  const pattern = compile(rule.acceptedPattern);
  return pattern === null || pattern.test(value);
}

/** The error of one value under a rule: required when empty and required, else the pattern message. */
export function checkRule(rule: FieldRule, value: string, required = rule.required): FieldError | null {
  if (value === "") return required ? { code: "field.required" } : null;
  if (matchesRule(rule, value)) return null;
  return { code: "field.pattern", patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
}

export function required(value: string): FieldError | null {
  return value.trim() === "" ? { code: "field.required" } : null;
}

/** Required, then the mobile rule (the platform's `mobileNum` rule when it sent one). */
export function checkMobile(value: string, rule: FieldRule = DEFAULT_MOBILE_RULE): FieldError | null {
  const trimmed = value.trim();
  if (trimmed === "") return { code: "field.required" };
  return matchesRule(rule, trimmed) ? null : { code: "field.mobile" };
}

export function checkCode(value: string): FieldError | null {
  const trimmed = value.trim();
  if (trimmed === "") return { code: "field.required" };
  return CODE_PATTERN.test(trimmed) ? null : { code: "field.code" };
}

export function checkEmail(value: string): FieldError | null {
  const trimmed = value.trim();
  if (trimmed === "") return { code: "field.required" };
  return EMAIL_PATTERN.test(trimmed) ? null : { code: "field.email" };
}

/** Keeps only the fields that have an error. */
export function compact(errors: Record<string, FieldError | null>): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, error] of Object.entries(errors)) if (error) out[key] = error;
  return out;
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** Removes one field's error (the player is fixing it); other errors stay until the next submit. */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
