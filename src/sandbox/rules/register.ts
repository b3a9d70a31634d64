/**
 * Registration rules (ADR 0008): `PUT /wps/member/register` (username tab) and `PUT /wps/member/register/mobile`
 * (mobile tab), validated with the same field rules the client gets from `GET /wps/system/setting/register`.
 * The first problem found is the answer's message; success creates the member and logs it in.
 */
import { type SandboxStore } from "../store.ts";
import { DEFAULT_DIALING_CODE, type MobileNumber, type SandboxMember } from "../seed/members.ts";
import { type RegisterRule } from "../seed/platform.ts";
import { FIELD_LABELS, matchesRule, PATTERNS, registerRules, type PatternId } from "../seed/register-rules.ts";
import { accountTypeOf, countRegistration, findEnabledLink } from "./agent-links.ts";
import { initialsAvatar } from "../svg.ts";
import { fieldsOf, loginValueFor, MESSAGE_BAD_CAPTCHA, MESSAGE_BAD_REQUEST, takeCaptcha, text, type LoginValue, type Outcome } from "./auth.ts";
import { MESSAGE_NOT_AVAILABLE, moduleOn } from "./modules.ts";
import { checkSmsCode, consumeSmsCode, MESSAGE_BAD_CODE, MESSAGE_BAD_MOBILE, MESSAGE_MOBILE_TAKEN, parseMobile } from "./sms.ts";

export const MESSAGE_USERNAME_TAKEN = "This username is already taken";
export const MESSAGE_PASSWORDS_DIFFER = "The passwords are inconsistent";
export const MESSAGE_BAD_AFFILIATE = "Invalid invitation code";

/** Fields required whenever they are shown (SPEC §5), whatever the rule's `required` says. */
const ALWAYS_REQUIRED = new Set(["username", "password", "paymentPassword"]);
/** Fields compared untrimmed (passwords keep every character). */
const RAW_FIELDS = new Set(["password", "confirmPassword", "paymentPassword"]);

const label = (field: string): string => FIELD_LABELS[field] ?? field;

export const messageRequired = (field: string): string => `${label(field)} cannot be empty`;

/** "Username format is incorrect: a letter first, then letters or digits, 6–12 characters" */
export function messageFormat(field: string, rule: RegisterRule): string {
  const range = rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength}–${rule.maxLength}`;
  const what = PATTERNS[rule.patternId as PatternId]?.text ?? "the required format";
  return `${label(field)} format is incorrect: ${what}, ${range} characters`;
}

/** The field rules of the current scenario. */
export const currentRegisterRules = (store: SandboxStore): Record<string, RegisterRule> => registerRules(store.state.scenario.registerRules);

/** Checks one value against its rule: null when fine (or empty and optional), else the message. */
export function checkField(field: string, rule: RegisterRule, value: string, required: boolean): string | null {
  if (value === "") return required ? messageRequired(field) : null;
  return matchesRule(rule, value) ? null : messageFormat(field, rule);
}

/** The password rule of the current scenario, for changes and resets: null when `password` satisfies it. */
export function checkNewPassword(store: SandboxStore, password: string): string | null {
  const rule = currentRegisterRules(store).password;
  return rule ? checkField("password", rule, password, true) : null;
}

export type RegisterChannel = "username" | "mobile";

/**
 * `GET /wps/agent/affiliate?code=&domain=`: the canonical code when it is an enabled link of an agent (a disabled
 * link is refused like an unknown code); each check counts as a visit of the link.
 */
export function checkAffiliate(store: SandboxStore, code: string): Outcome<{ code: string; valid: true }> {
  if (code.trim() === "") return { ok: false, message: MESSAGE_BAD_REQUEST };
  const found = findEnabledLink(store, code);
  if (!found) return { ok: false, message: MESSAGE_BAD_AFFILIATE };
  found.visits += 1;
  return { ok: true, value: { code: found.code, valid: true } };
}

/**
 * Registers a member from the decrypted registration user (SPEC §3). Order of checks: module switch, captcha (when
 * the `captcha` rule is on; used up either way), each enabled field's rule in rule order, password confirmation,
 * unique username and mobile number, invitation code, SMS code (username tab with `REGMOBVERF3`, always in the
 * mobile tab; used up only on success). The answer is the login value of the new member (auto-login).
 */
export function register(store: SandboxStore, payload: unknown, channel: RegisterChannel): Outcome<LoginValue> {
  const body = fieldsOf(payload);
  const on = (modId: string): boolean => moduleOn(store, modId);
  if (!on("REG3") || !on(channel === "mobile" ? "MOBILENUMREG3" : "USERNAMEREG3")) return { ok: false, message: MESSAGE_NOT_AVAILABLE };
  const rules = currentRegisterRules(store);
  const value = (field: string): string => {
    const raw = body[field];
    if (RAW_FIELDS.has(field)) return typeof raw === "string" ? raw : "";
    // The mobile tab sends the number as the username too; either carries it.
    if (field === "mobileNum" && channel === "mobile") return text(raw) || text(body.username);
    return text(raw);
  };

  if (rules.captcha?.enabled && !takeCaptcha(store, body.captcha)) return { ok: false, message: MESSAGE_BAD_CAPTCHA };

  const smsVerified = channel === "mobile" || on("REGMOBVERF3");
  const passwordWanted = channel === "username" || on("MOBILENUMPASSREG3") || value("password") !== "";
  for (const [field, rule] of Object.entries(rules)) {
    if (field === "captcha") continue;
    if (channel === "mobile" && field === "username") continue; // the username is the mobile number
    if (field === "password" && !passwordWanted) continue;
    const shown = rule.enabled || (field === "mobileNum" && channel === "mobile");
    if (!shown) continue;
    const required = rule.required || ALWAYS_REQUIRED.has(field) || (field === "mobileNum" && smsVerified);
    const problem = checkField(field, rule, value(field), required);
    if (problem) return { ok: false, message: problem };
  }
  if (passwordWanted && body.confirmPassword !== body.password) return { ok: false, message: MESSAGE_PASSWORDS_DIFFER };

  let mobile: MobileNumber | null = null;
  if (value("mobileNum") !== "" || channel === "mobile") {
    mobile = parseMobile(value("mobileNum"), value("countryDialingCode") || DEFAULT_DIALING_CODE);
    if (!mobile) return { ok: false, message: MESSAGE_BAD_MOBILE };
    if (store.findMemberByMobile(mobile)) return { ok: false, message: MESSAGE_MOBILE_TAKEN };
  }
  const account = channel === "mobile" && mobile ? mobile.mobileNum : value("username");
  if (store.findMember(account)) return { ok: false, message: channel === "mobile" ? MESSAGE_MOBILE_TAKEN : MESSAGE_USERNAME_TAKEN };

  const affiliateCode = value("affiliateCode");
  const affiliate = affiliateCode === "" ? null : findEnabledLink(store, affiliateCode);
  if (affiliateCode !== "" && !affiliate) return { ok: false, message: MESSAGE_BAD_AFFILIATE };

  if (smsVerified) {
    if (!mobile || !checkSmsCode(store, "register", mobile, value("verificationCode"), false)) return { ok: false, message: MESSAGE_BAD_CODE };
    consumeSmsCode(store, "register", mobile);
  }

  const created = addRegisteredMember(store, {
    account,
    password: passwordWanted ? value("password") : `M${store.prng.hex(15)}`,
    nickname: value("nickname") || account,
    type: affiliate ? accountTypeOf(affiliate.accountType) : 0,
    mobile,
    email: value("email"),
    payeeName: value("payeeName"),
    paymentPassword: value("paymentPassword"),
    affiliateCode: affiliate?.code ?? null,
    upline: affiliate?.agent,
  });
  if (affiliate) countRegistration(affiliate);
  // The registration's own login is the member's first one; later logins are not.
  return { ok: true, value: loginValueFor(store, created, { firstTimeLogin: true }) };
}

/** What a registration decides about a new account; the rest is the same for every new member. */
export type NewMember = Pick<SandboxMember, "account" | "password" | "nickname" | "type" | "mobile" | "email" | "payeeName" | "paymentPassword" | "affiliateCode" | "upline">;

/** Adds a newly registered account (the registration page, or an agent's direct registration of a downline). */
export function addRegisteredMember(store: SandboxStore, fields: NewMember): SandboxMember {
  return store.addMember({
    ...fields,
    toUpline: false,
    clubLabel: null,
    memberLabel: [],
    avatar: initialsAvatar(fields.nickname),
    avatarType: "STATIC",
    firstTimeLogin: false,
    passwordExpired: false,
    gaCode: "",
    registeredIps: [store.state.scenario.visitorIp],
    balanceMinor: 0,
  });
}
