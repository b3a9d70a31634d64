/**
 * Password change and recovery (ADR 0008): change with the old password (token), reset by e-mail (the platform
 * "mails" a link: the sandbox records it for testers), reset by phone with a code from `sms/noLogin`.
 */
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { fieldsOf, MESSAGE_BAD_REQUEST, text, type Outcome } from "./auth.ts";
import { MESSAGE_NOT_AVAILABLE, moduleOn } from "./modules.ts";
import { MESSAGE_PASSWORDS_DIFFER, checkNewPassword } from "./register.ts";
import { checkSmsCode, consumeSmsCode, MESSAGE_BAD_CODE, MESSAGE_BAD_MOBILE, MESSAGE_MOBILE_UNKNOWN, parseMobile } from "./sms.ts";

/** The platform's default password: a member using it must change it, and no one may choose it. */
export const DEFAULT_PASSWORD = "123456";
export const MESSAGE_WRONG_OLD_PASSWORD = "The old password is incorrect";
export const MESSAGE_SAME_PASSWORD = "The new password must be different from the old one";
export const MESSAGE_DEFAULT_PASSWORD = "The default password cannot be used";
export const MESSAGE_NO_SUCH_ACCOUNT = "username/email does not exist";

const raw = (value: unknown): string => (typeof value === "string" ? value : "");

function setPassword(member: SandboxMember, password: string): void {
  member.password = password;
  member.passwordExpired = false;
  member.firstTimeLogin = false;
}

/**
 * `POST /wps/member/password` `{oldPassword, newPassword, confirmNewPassword}` for the session's member. Checks in
 * order: wrong old password, new = old, new = default password, new breaks the password rule, confirmation differs.
 * Success clears `passwordExpired` and `firstTimeLogin`.
 */
export function changePassword(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<null> {
  const body = fieldsOf(payload);
  const oldPassword = raw(body.oldPassword);
  const newPassword = raw(body.newPassword);
  if (oldPassword === "" || newPassword === "") return { ok: false, message: MESSAGE_BAD_REQUEST };
  if (oldPassword !== member.password) return { ok: false, message: MESSAGE_WRONG_OLD_PASSWORD };
  if (newPassword === oldPassword) return { ok: false, message: MESSAGE_SAME_PASSWORD };
  if (newPassword === DEFAULT_PASSWORD) return { ok: false, message: MESSAGE_DEFAULT_PASSWORD };
  const broken = checkNewPassword(store, newPassword);
  if (broken) return { ok: false, message: broken };
  if (raw(body.confirmNewPassword) !== newPassword) return { ok: false, message: MESSAGE_PASSWORDS_DIFFER };
  setPassword(member, newPassword);
  return { ok: true, value: null };
}

/** `POST /wps/member/password/email` (form `username`, `email`): ok when both name the same member. */
export function resetPasswordByEmail(store: SandboxStore, fields: Record<string, unknown>): Outcome<null> {
  const member = store.findMember(text(fields.username));
  const email = text(fields.email).toLowerCase();
  if (!member || email === "" || member.email.toLowerCase() !== email) return { ok: false, message: MESSAGE_NO_SUCH_ACCOUNT };
  store.state.mails.push({ to: member.email, username: member.account, subject: "Reset your password", at: store.now() });
  return { ok: true, value: null };
}

/**
 * `POST /wps/member/password/verification` `{newPassword, mobileNum, countryDialingCode, verificationCode}`
 * (`CHNGPASSVERIF3`): the code must come from `sms/noLogin` for that number (used up only on success). Answers
 * `{username}`; the client then logs in with `type: ""`.
 */
export function resetPasswordByPhone(store: SandboxStore, payload: unknown): Outcome<{ username: string }> {
  if (!moduleOn(store, "CHNGPASSVERIF3")) return { ok: false, message: MESSAGE_NOT_AVAILABLE };
  const body = fieldsOf(payload);
  const mobile = parseMobile(body.mobileNum, body.countryDialingCode);
  if (!mobile) return { ok: false, message: MESSAGE_BAD_MOBILE };
  const member = store.findMemberByMobile(mobile);
  if (!member) return { ok: false, message: MESSAGE_MOBILE_UNKNOWN };
  if (!checkSmsCode(store, "noLogin", mobile, body.verificationCode, false)) return { ok: false, message: MESSAGE_BAD_CODE };
  const newPassword = raw(body.newPassword);
  if (newPassword === DEFAULT_PASSWORD) return { ok: false, message: MESSAGE_DEFAULT_PASSWORD };
  const broken = checkNewPassword(store, newPassword);
  if (broken) return { ok: false, message: broken };
  consumeSmsCode(store, "noLogin", mobile);
  setPassword(member, newPassword);
  return { ok: true, value: { username: member.account } };
}
