/**
 * Login, captcha, two-factor and free-play rules of the sandbox platform (ADR 0003, ADR 0008).
 *
 * - `type` `username` or `""` (forgot-password auto-login): username + password; the captcha is required after
 *   {@link CAPTCHA_AFTER_FAILURES} consecutive failures of that username. When `LOGINIPVERF3` is on and the visitor IP
 *   is not one the member has used, the answer is a two-factor ticket instead of a token.
 * - `type` `sms`: username = mobile number, password = the code from `/wps/verification/sms/noLogin`
 *   (`MOBILEVERCODELOGIN3` must be on). The code proves the phone: no two-factor step; the IP is recorded.
 * - `type` `firebase`: `firebaseIdToken` from the sandbox's social adapter, `sandbox:<channel>:<e-mail>`; the member
 *   with that e-mail logs in (no two-factor step).
 */
import { renderCaptchaPng } from "../png.ts";
import { rsaDecryptText, SandboxCryptoError, SESSION_KEY_ALPHABET } from "../crypto.ts";
import { type SandboxStore, type VerificationTicket } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { initialsAvatar } from "../svg.ts";
import { MESSAGE_NOT_AVAILABLE, moduleOn } from "./modules.ts";
import { checkSmsCode, issueSmsCode, MESSAGE_BAD_CODE, MESSAGE_BAD_MOBILE, parseMobile, SMS_EXPIRED_MINUTES } from "./sms.ts";

/** Consecutive failed logins after which the account needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const MESSAGE_BAD_CREDENTIALS = "Incorrect username or password";
export const MESSAGE_BAD_CAPTCHA = "Please Enter The Correct Captcha Code";
export const MESSAGE_BAD_REQUEST = "Please enter the correct information";
export const MESSAGE_SOCIAL_UNKNOWN = "This social account is not linked to a member";
export const MESSAGE_TICKET_EXPIRED = "The verification has expired. Please log in again";
export const MESSAGE_TOO_MANY_ANSWERS = "Too many wrong answers. Please log in again";
export const MESSAGE_BAD_ANSWER = "The verification answer is incorrect";
export const MESSAGE_FREEPLAY_OFF = "Free play is not available";

/** A two-factor ticket lives this long on the store clock. */
export const VERIFICATION_TICKET_MINUTES = 10;
/** Wrong answers after which a ticket is void. */
export const VERIFICATION_MAX_WRONG_ANSWERS = 5;
/** Balance of a new free-play (trial) account. */
/** A trial account's opening balance (BRL, major units). */
export const TRIAL_BALANCE = 2000;

export type VerificationMethod = "SMS" | "EMAIL" | "PAYEE" | "GA" | "PASSWORD";

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  id: number;
  userName: string;
  customerType: number;
}

export interface LoginVerification {
  verification: { ticket: string; methods: VerificationMethod[]; mobileHint: string; emailHint: string };
}

export type LoginOutcome = { ok: true; value: LoginValue | LoginVerification } | { ok: false; message: string; captcha: boolean };
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** Issues a new 4-digit captcha (replacing any earlier one) and returns its PNG as Base64. */
export function issueCaptcha(store: SandboxStore): string {
  const code = String(store.prng.int(0, 9999)).padStart(4, "0");
  store.state.captchasIssued += 1;
  store.state.captcha = { code, serial: store.state.captchasIssued };
  return renderCaptchaPng(code, store.prng);
}

/**
 * Checks a presented captcha against the last issued one. A presented captcha is used up whether or not it matched;
 * nothing presented leaves the issued one in place.
 */
export function takeCaptcha(store: SandboxStore, presented: unknown): boolean {
  const code = text(presented);
  const issued = store.state.captcha;
  if (code !== "") store.state.captcha = null;
  return !!issued && code === issued.code;
}

export const text = (value: unknown): string => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");
export const fieldsOf = (payload: unknown): Record<string, unknown> =>
  typeof payload === "object" && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};

/** Opens a session for `member` and answers the login value. */
export function loginValueFor(store: SandboxStore, member: SandboxMember, overrides: Partial<LoginValue> = {}): LoginValue {
  return {
    token: store.openSession(member.id),
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
    id: member.id,
    userName: member.account,
    customerType: member.type,
    ...overrides,
  };
}

function rememberIp(member: SandboxMember, ip: string): void {
  if (!member.registeredIps.includes(ip)) member.registeredIps.push(ip);
}

/** `*******4321` */
export function mobileHint(member: SandboxMember): string {
  const number = member.mobile?.mobileNum ?? "";
  return number === "" ? "" : `${member.mobile?.countryDialingCode ?? ""} ${"*".repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}

/** `tr*******@sandbox.example` */
export function emailHint(member: SandboxMember): string {
  const at = member.email.indexOf("@");
  if (at < 1) return "";
  const name = member.email.slice(0, at);
  return `${name.slice(0, 2)}${"*".repeat(Math.max(1, name.length - 2))}${member.email.slice(at)}`;
}

function verificationMethods(member: SandboxMember): VerificationMethod[] {
  const methods: VerificationMethod[] = [];
  if (member.mobile) methods.push("SMS");
  if (member.email) methods.push("EMAIL");
  if (member.payeeName) methods.push("PAYEE");
  if (member.gaCode) methods.push("GA");
  if (member.paymentPassword) methods.push("PASSWORD");
  return methods;
}

function openVerification(store: SandboxStore, member: SandboxMember): LoginVerification {
  const now = store.now();
  for (const [id, t] of store.state.verifications) if (t.expiresAt <= now) store.state.verifications.delete(id);
  let ticket: string;
  do ticket = `vt${store.prng.hex(30)}`;
  while (store.state.verifications.has(ticket));
  const methods = verificationMethods(member);
  store.state.verifications.set(ticket, {
    ticket,
    memberId: member.id,
    ip: store.state.scenario.visitorIp,
    methods,
    expiresAt: now + VERIFICATION_TICKET_MINUTES * 60_000,
    wrongAnswers: 0,
  });
  return { verification: { ticket, methods, mobileHint: mobileHint(member), emailHint: emailHint(member) } };
}

function passwordLogin(store: SandboxStore, body: Record<string, unknown>): LoginOutcome {
  const username = text(body.username);
  const password = typeof body.password === "string" ? body.password : "";
  const key = username.toLowerCase();
  const failures = store.state.failedLogins.get(key) ?? 0;
  const captchaRequired = failures >= CAPTCHA_AFTER_FAILURES;
  if (username === "" || password === "") return { ok: false, message: MESSAGE_BAD_REQUEST, captcha: captchaRequired };
  if (captchaRequired && !takeCaptcha(store, body.captcha)) return { ok: false, message: MESSAGE_BAD_CAPTCHA, captcha: true };
  const member = store.findMember(username);
  if (!member || member.password !== password) {
    store.state.failedLogins.set(key, failures + 1);
    return { ok: false, message: MESSAGE_BAD_CREDENTIALS, captcha: failures + 1 >= CAPTCHA_AFTER_FAILURES };
  }
  store.state.failedLogins.delete(key);
  const ip = store.state.scenario.visitorIp;
  if (moduleOn(store, "LOGINIPVERF3") && !member.registeredIps.includes(ip)) {
    return { ok: true, value: openVerification(store, member) };
  }
  return { ok: true, value: loginValueFor(store, member) };
}

function smsLogin(store: SandboxStore, body: Record<string, unknown>): LoginOutcome {
  if (!moduleOn(store, "MOBILEVERCODELOGIN3")) return { ok: false, message: MESSAGE_NOT_AVAILABLE, captcha: false };
  const mobile = parseMobile(body.username, body.countryDialingCode);
  if (!mobile) return { ok: false, message: MESSAGE_BAD_MOBILE, captcha: false };
  const member = store.findMemberByMobile(mobile);
  // An unknown number has no code, so it fails like a wrong code (the answer does not reveal which numbers exist).
  if (!member || !checkSmsCode(store, "noLogin", mobile, body.password)) return { ok: false, message: MESSAGE_BAD_CODE, captcha: false };
  rememberIp(member, store.state.scenario.visitorIp);
  return { ok: true, value: loginValueFor(store, member) };
}

function socialLogin(store: SandboxStore, body: Record<string, unknown>): LoginOutcome {
  const token = text(body.firebaseIdToken);
  const match = /^sandbox:(google|facebook):(.+@.+)$/.exec(token);
  if (!match?.[2]) return { ok: false, message: MESSAGE_BAD_REQUEST, captcha: false };
  const member = store.findMemberByEmail(match[2]);
  if (!member) return { ok: false, message: MESSAGE_SOCIAL_UNKNOWN, captcha: false };
  rememberIp(member, store.state.scenario.visitorIp);
  return { ok: true, value: loginValueFor(store, member) };
}

/** `POST /wps/session/login` (decrypted payload). */
export function login(store: SandboxStore, payload: unknown): LoginOutcome {
  const body = fieldsOf(payload);
  const type = body.type === undefined ? "username" : body.type;
  switch (type) {
    case "username":
    case "":
      return passwordLogin(store, body);
    case "sms":
      return smsLogin(store, body);
    case "firebase":
      return socialLogin(store, body);
    default: {
      const failures = store.state.failedLogins.get(text(body.username).toLowerCase()) ?? 0;
      return { ok: false, message: MESSAGE_BAD_REQUEST, captcha: failures >= CAPTCHA_AFTER_FAILURES };
    }
  }
}

function liveTicket(store: SandboxStore, ticket: string): VerificationTicket | undefined {
  const found = store.state.verifications.get(ticket);
  if (found && found.expiresAt <= store.now()) {
    store.state.verifications.delete(ticket);
    return undefined;
  }
  return found;
}

const normalise = (value: string): string => value.trim().replace(/\s+/g, " ").toLowerCase();

function answerMatches(store: SandboxStore, member: SandboxMember, method: string, answer: string): boolean {
  switch (method) {
    case "SMS":
      return !!member.mobile && checkSmsCode(store, "verification", member.mobile, answer);
    case "EMAIL":
      return normalise(answer) === normalise(member.email);
    case "PAYEE":
      return normalise(answer) === normalise(member.payeeName);
    case "GA":
      return answer.trim() === member.gaCode;
    case "PASSWORD":
      return answer === member.paymentPassword;
    default:
      return false;
  }
}

/**
 * `POST /wps/session/login/verification` (decrypted payload): `{ticket, method, answer}` answers the login value and
 * records the IP; `{ticket, method: "SMS", send: true}` sends a code to the member's mobile. A ticket expires after
 * {@link VERIFICATION_TICKET_MINUTES} minutes or {@link VERIFICATION_MAX_WRONG_ANSWERS} wrong answers.
 */
export function verifyLogin(store: SandboxStore, payload: unknown): Outcome<LoginValue | { expiredMinutes: number }> {
  const body = fieldsOf(payload);
  const ticket = liveTicket(store, text(body.ticket));
  if (!ticket) return { ok: false, message: MESSAGE_TICKET_EXPIRED };
  const member = store.memberById(ticket.memberId);
  if (!member) {
    store.state.verifications.delete(ticket.ticket);
    return { ok: false, message: MESSAGE_TICKET_EXPIRED };
  }
  const method = text(body.method);
  if (!ticket.methods.includes(method)) return { ok: false, message: MESSAGE_BAD_REQUEST };
  if (body.send === true) {
    if (method !== "SMS" || !member.mobile) return { ok: false, message: MESSAGE_BAD_REQUEST };
    const sent = issueSmsCode(store, "verification", member.mobile);
    return sent.ok ? { ok: true, value: { expiredMinutes: SMS_EXPIRED_MINUTES } } : sent;
  }
  const answer = typeof body.answer === "string" ? body.answer : typeof body.answer === "number" ? String(body.answer) : "";
  if (answer.trim() === "") return { ok: false, message: MESSAGE_BAD_REQUEST };
  if (!answerMatches(store, member, method, answer)) {
    ticket.wrongAnswers += 1;
    if (ticket.wrongAnswers >= VERIFICATION_MAX_WRONG_ANSWERS) {
      store.state.verifications.delete(ticket.ticket);
      return { ok: false, message: MESSAGE_TOO_MANY_ANSWERS };
    }
    return { ok: false, message: method === "SMS" ? MESSAGE_BAD_CODE : MESSAGE_BAD_ANSWER };
  }
  store.state.verifications.delete(ticket.ticket);
  rememberIp(member, ticket.ip);
  return { ok: true, value: loginValueFor(store, member) };
}

/** True when `encryption` is the platform's RSA-wrapped 16-character session key (free play sends only that part). */
function isSessionKeyEncryption(encryption: string): boolean {
  try {
    const key = rsaDecryptText(encryption);
    return key.length === 16 && [...key].every((c) => SESSION_KEY_ALPHABET.includes(c));
  } catch (error) {
    if (error instanceof SandboxCryptoError) return false;
    throw error;
  }
}

export type FreePlayOutcome = Outcome<LoginValue> | { ok: false; undecryptable: true };

/**
 * `POST /wps/session/login/freeplay` `{os, platform: "W", Encryption, "X-Gateway-Version": 3}`: with `FREEPLAY3` on,
 * a new trial member (type 4, `trialNNNN`, balance {@link TRIAL_BALANCE}) is created and logged in. `Encryption`
 * (body, or the header) must be an RSA-wrapped session key under the sandbox modulus.
 */
export function freePlay(store: SandboxStore, payload: unknown, encryptionHeader: string | null): FreePlayOutcome {
  if (!moduleOn(store, "FREEPLAY3")) return { ok: false, message: MESSAGE_FREEPLAY_OFF };
  const body = fieldsOf(payload);
  const encryption = text(body.Encryption) || (encryptionHeader ?? "").trim();
  if (!isSessionKeyEncryption(encryption)) return { ok: false, undecryptable: true };
  let account: string;
  do account = `trial${String(store.prng.int(0, 9999)).padStart(4, "0")}`;
  while (store.findMember(account));
  const nickname = `Trial ${account.slice(5)}`;
  const member = store.addMember({
    account,
    password: `T${store.prng.hex(15)}`,
    nickname,
    type: 4,
    toUpline: false,
    clubLabel: null,
    memberLabel: [],
    avatar: initialsAvatar(nickname),
    avatarType: "STATIC",
    firstTimeLogin: false,
    passwordExpired: false,
    mobile: null,
    email: "",
    payeeName: "",
    paymentPassword: "",
    gaCode: "",
    registeredIps: [store.state.scenario.visitorIp],
    balanceMinor: TRIAL_BALANCE * 100,
    affiliateCode: null,
  });
  return { ok: true, value: loginValueFor(store, member) };
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
