/**
 * The security centre's binds (issue 27 item 7): a new mobile number proven by a code sent to it, a new e-mail
 * confirmed with the login password. Both answer the member's security config afterwards (masked as
 * `GET /wps/v2/member/securityConfig`), so the page shows what the platform kept.
 */
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { type Outcome } from "./auth.ts";
import { MESSAGE, securityConfigValue } from "./cashier.ts";
import { checkSmsCode, issueSmsCode, MESSAGE_BAD_CODE, MESSAGE_BAD_MOBILE, MESSAGE_MOBILE_TAKEN, parseMobile, SMS_EXPIRED_MINUTES } from "./sms.ts";

export const MESSAGE_BAD_EMAIL = "Please enter a valid e-mail address";
export const MESSAGE_EMAIL_TAKEN = "This e-mail address is already used by another account";
export const MESSAGE_SAME_MOBILE = "This mobile number is already bound to your account";

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const fieldsOf = (payload: unknown): Record<string, unknown> => (typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");

/** The number a bind may go to: plausible, not the member's own already, not another member's. */
function bindableMobile(store: SandboxStore, member: SandboxMember, fields: Record<string, unknown>) {
  const mobile = parseMobile(fields.mobileNum, fields.countryDialingCode);
  if (!mobile) return { ok: false as const, message: MESSAGE_BAD_MOBILE };
  const owner = store.findMemberByMobile(mobile);
  if (owner?.id === member.id) return { ok: false as const, message: MESSAGE_SAME_MOBILE };
  if (owner) return { ok: false as const, message: MESSAGE_MOBILE_TAKEN };
  return { ok: true as const, mobile };
}

/** `POST /wps/verification/sms` (member): a code to the number about to be bound; the countdown rules of every code. */
export function sendBindCode(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<{ expiredMinutes: number }> {
  const target = bindableMobile(store, member, fieldsOf(payload));
  if (!target.ok) return target;
  const issued = issueSmsCode(store, "bind", target.mobile);
  return issued.ok ? { ok: true, value: { expiredMinutes: SMS_EXPIRED_MINUTES } } : issued;
}

/** `POST /wps/member/mobile` `{mobileNum, countryDialingCode, verificationCode}`: the code sent to that number binds it. */
export function bindMobile(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<ReturnType<typeof securityConfigValue>> {
  const fields = fieldsOf(payload);
  const target = bindableMobile(store, member, fields);
  if (!target.ok) return target;
  if (!checkSmsCode(store, "bind", target.mobile, fields.verificationCode)) return { ok: false, message: MESSAGE_BAD_CODE };
  member.mobile = target.mobile;
  return { ok: true, value: securityConfigValue(member) };
}

/** `POST /wps/member/email` (encrypted) `{email, loginPassword}`: the login password first, then the address. */
export function bindEmail(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<ReturnType<typeof securityConfigValue>> {
  const fields = fieldsOf(payload);
  if ((typeof fields.loginPassword === "string" ? fields.loginPassword : "") !== member.password) return { ok: false, message: MESSAGE.loginPasswordWrong };
  const email = text(fields.email);
  if (!EMAIL.test(email) || email.length > 100) return { ok: false, message: MESSAGE_BAD_EMAIL };
  const owner = store.findMemberByEmail(email);
  if (owner && owner.id !== member.id) return { ok: false, message: MESSAGE_EMAIL_TAKEN };
  member.email = email;
  return { ok: true, value: securityConfigValue(member) };
}
