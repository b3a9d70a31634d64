/** Login, captcha and session rules of the sandbox platform. */
import { renderCaptchaPng } from "../png.ts";
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";

/** Consecutive failed logins after which the account needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const MESSAGE_BAD_CREDENTIALS = "Incorrect username or password";
export const MESSAGE_BAD_CAPTCHA = "Please Enter The Correct Captcha Code";
export const MESSAGE_BAD_REQUEST = "Please enter the correct information";

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  id: number;
  userName: string;
  customerType: number;
}

export type LoginOutcome = { ok: true; value: LoginValue } | { ok: false; message: string; captcha: boolean };

/** Issues a new 4-digit captcha (replacing any earlier one) and returns its PNG as Base64. */
export function issueCaptcha(store: SandboxStore): string {
  const code = String(store.prng.int(0, 9999)).padStart(4, "0");
  store.state.captchasIssued += 1;
  store.state.captcha = { code, serial: store.state.captchasIssued };
  return renderCaptchaPng(code, store.prng);
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * Username/password login. After {@link CAPTCHA_AFTER_FAILURES} consecutive failures for a username a captcha is
 * required: it must equal the last issued code, and a presented captcha is used up whether or not it matched.
 */
export function login(store: SandboxStore, payload: unknown): LoginOutcome {
  const body = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : {};
  const username = text(body.username)?.trim() ?? "";
  const password = text(body.password) ?? "";
  const type = text(body.type) ?? "username";
  const key = username.toLowerCase();
  const failures = store.state.failedLogins.get(key) ?? 0;
  const captchaRequired = failures >= CAPTCHA_AFTER_FAILURES;

  if (type !== "username" || username === "" || password === "") {
    return { ok: false, message: MESSAGE_BAD_REQUEST, captcha: captchaRequired };
  }
  if (captchaRequired) {
    const presented = text(body.captcha)?.trim() ?? "";
    const issued = store.state.captcha;
    if (presented !== "") store.state.captcha = null;
    if (!issued || presented !== issued.code) return { ok: false, message: MESSAGE_BAD_CAPTCHA, captcha: true };
  }
  const member = store.findMember(username);
  if (!member || member.password !== password) {
    store.state.failedLogins.set(key, failures + 1);
    return { ok: false, message: MESSAGE_BAD_CREDENTIALS, captcha: failures + 1 >= CAPTCHA_AFTER_FAILURES };
  }
  store.state.failedLogins.delete(key);
  return {
    ok: true,
    value: {
      token: store.openSession(member.id),
      firstTimeLogin: member.firstTimeLogin,
      passwordExpired: member.passwordExpired,
      id: member.id,
      userName: member.account,
      customerType: member.type,
    },
  };
}

/** The member fields of `GET /wps/member/info` (ADR 0002). */
export function memberInfo(member: SandboxMember) {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    toUpline: member.toUpline,
    clubLabel: member.clubLabel ? { ...member.clubLabel } : null,
    memberLabel: [...member.memberLabel],
    avatar: member.avatar,
    avatarType: member.avatarType,
  };
}
