/**
 * Registration field rules (`GET /wps/system/setting/register`, `info.register` of the status call) in three
 * variants, with the platform's patternId meanings (tcg-protocol.md §4.7). `acceptedPattern` is JavaScript regex
 * text without flags (`*` = anything); the length is checked separately against minLength..maxLength.
 */
import { type RegisterRule } from "./platform.ts";

export type RegisterRulesVariant = "standard" | "strict" | "minimal";
export const REGISTER_RULE_VARIANTS: readonly RegisterRulesVariant[] = ["standard", "strict", "minimal"];

export type PatternId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19;
export const PATTERN_IDS: readonly PatternId[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];

export interface PatternDef {
  /** Regex text (no flags) or `*`. */
  pattern: string;
  /** What the pattern asks for, in English (server messages, control page). */
  text: string;
  /** Values that match (and fit the lengths the variants use). */
  good: readonly string[];
  /** Values that do not match (none for patternId 0, which accepts anything). */
  bad: readonly string[];
}

const DAY = String.raw`(0[1-9]|[12][0-9]|3[01])`;
const MONTH = String.raw`(0[1-9]|1[0-2])`;

/** patternId → pattern, per tcg-protocol.md §4.7 (`reg_pattern_0…19`). */
export const PATTERNS: Readonly<Record<PatternId, PatternDef>> = {
  0: { pattern: "*", text: "any characters", good: ["anything at all!", "秘密 123"], bad: [] },
  1: { pattern: "^[A-Za-z][A-Za-z0-9]*$", text: "a letter first, then letters or digits", good: ["player01", "Zed2024"], bad: ["1player", "play_er", "play er"] },
  2: { pattern: String.raw`^[\u4e00-\u9fa50-9]+$`, text: "Chinese characters and digits", good: ["微信号88", "张伟"], bad: ["wechat88", "张伟!"] },
  3: { pattern: String.raw`^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$`, text: "an e-mail address", good: ["ana.silva@example.com", "x+1@mail.example.br"], bad: ["ana.silva", "ana@", "ana @example.com"] },
  4: { pattern: "^[A-Za-z0-9]+$", text: "letters and digits, no special characters", good: ["line2024", "ABC"], bad: ["line-2024", "line 2024"] },
  5: { pattern: "^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$", text: "letters and digits, at least one of each", good: ["Secret123", "abc9"], bad: ["onlyletters", "12345678", "Secret 123"] },
  6: { pattern: "^[0-9]+$", text: "digits only", good: ["11987654321", "246810"], bad: ["12a456", "+5511987"] },
  7: { pattern: "^(?=.*[A-Z])[A-Za-z0-9]+$", text: "letters and digits with at least one upper-case letter", good: ["AGENT01", "VipTeam"], bad: ["agent01", "AGENT-01"] },
  8: { pattern: "^[A-Za-z ]+$", text: "English letters and spaces", good: ["Salary and bonus", "Trade"], bad: ["Salary & bonus", "Job 2"] },
  9: { pattern: String.raw`^\S+$`, text: "no spaces", good: ["+55-11-98765", "@whats_app"], bad: ["55 11 98765", "a b"] },
  10: { pattern: String.raw`^[\u4e00-\u9fa5\u3000-\u303f\uff01-\uff0f\uff1a-\uff20.,!?;:()-]+$`, text: "Chinese characters and punctuation", good: ["北京市，朝阳区。", "上海"], bad: ["Beijing", "北京88"] },
  11: { pattern: `^[0-9]{4}-${MONTH}-${DAY}$`, text: "a date as yyyy-MM-dd", good: ["1990-05-17", "2001-12-31"], bad: ["17-05-1990", "1990-13-01", "1990/05/17"] },
  12: { pattern: "^[A-Za-z]+( [A-Za-z]+)*$", text: "letters, words separated by one space", good: ["Ana Silva", "Bob"], bad: ["Ana  Silva", " Ana", "Ana Silva2"] },
  13: { pattern: `^${MONTH}-${DAY}-[0-9]{4}$`, text: "a date as MM-dd-yyyy", good: ["05-17-1990", "12-31-2001"], bad: ["1990-05-17", "31-12-2001", "05/17/1990"] },
  14: { pattern: String.raw`^[0-9A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]+$`, text: "letters and numbers only", good: ["João2024", "fbUser"], bad: ["fb.user", "João 2024"] },
  15: { pattern: String.raw`^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$`, text: "Korean characters only", good: ["김민준", "텔레그램"], bad: ["kim", "김 민준"] },
  16: { pattern: String.raw`^[\u0e00-\u0e7f]+$`, text: "Thai characters only", good: ["สมชาย", "ใจดี"], bad: ["somchai", "สมชาย ใจดี"] },
  17: { pattern: String.raw`^[\u0e00-\u0e7fA-Za-z ]+$`, text: "Thai or English letters and spaces", good: ["Engineer วิศวกร", "Teacher"], bad: ["Engineer 2", "วิศวกร!"] },
  18: { pattern: "^(?=.*[A-Z])[A-Z ]+$", text: "upper-case letters and spaces, at least one letter", good: ["BRAZILIAN", "SOUTH AFRICAN"], bad: ["Brazilian", "   "] },
  19: { pattern: String.raw`^(?=.*[A-Za-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s])\S+$`, text: "letters, digits and symbols (at least one of each, no spaces)", good: ["Str0ng!pass", "a1#bcdefg"], bad: ["Strong1pass", "Str0ng! pass", "!!!111!!!"] },
};

/** Does `value` satisfy `rule` (pattern and length)? The length counts characters (code points). */
export function matchesRule(rule: Pick<RegisterRule, "acceptedPattern" | "minLength" | "maxLength">, value: string): boolean {
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return false;
  return rule.acceptedPattern === "*" || new RegExp(rule.acceptedPattern).test(value);
}

/** English names of the registration fields (server messages). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  username: "Username",
  password: "Password",
  payeeName: "Real name",
  paymentPassword: "Payment password",
  qqNum: "QQ",
  line: "Line",
  whatsapp: "WhatsApp",
  facebook: "Facebook",
  wechat: "WeChat",
  idNumber: "ID number",
  email: "E-mail",
  mobileNum: "Mobile number",
  affiliateCode: "Invitation code",
  captcha: "Captcha",
  recommenderId: "Recommender ID",
  nickname: "Nickname",
  birthday: "Birthday",
  address: "Address",
  nationality: "Nationality",
  occupation: "Occupation",
  sourceOfIncome: "Source of income",
  telegram: "Telegram",
  zalo: "Zalo",
};

const rule = (patternId: PatternId, minLength: number, maxLength: number, enabled = true, required = enabled): RegisterRule => ({
  enabled,
  required,
  acceptedPattern: PATTERNS[patternId].pattern,
  patternId,
  minLength,
  maxLength,
});
const off = (patternId: PatternId, minLength: number, maxLength: number): RegisterRule => rule(patternId, minLength, maxLength, false);

/** The captcha rule: 4 digits (the code of `GET /wps/captcha`). */
const captchaRule = (enabled: boolean): RegisterRule => rule(6, 4, 4, enabled);

/** Every field key, disabled, with the standard patterns (variants switch fields on). */
function allOff(): Record<string, RegisterRule> {
  return {
    username: rule(1, 6, 12),
    password: rule(5, 6, 12),
    payeeName: off(12, 2, 40),
    paymentPassword: off(6, 6, 6),
    qqNum: off(6, 5, 12),
    line: off(4, 3, 30),
    whatsapp: off(9, 5, 30),
    facebook: off(14, 3, 50),
    wechat: off(2, 2, 30),
    idNumber: off(0, 5, 30),
    email: off(3, 6, 50),
    mobileNum: off(6, 8, 15),
    affiliateCode: off(4, 4, 16),
    captcha: captchaRule(false),
    recommenderId: off(5, 4, 16),
    nickname: off(0, 2, 16),
    birthday: off(11, 10, 10),
    address: off(10, 2, 60),
    nationality: off(18, 3, 40),
    occupation: off(17, 2, 40),
    sourceOfIncome: off(8, 3, 40),
    telegram: off(15, 2, 30),
    zalo: off(13, 10, 10),
  };
}

/**
 * The rules of one variant, keyed by field (fresh objects):
 * - `standard`: username (1, 6–12), password (5, 6–12), mobileNum (6, 8–15, optional in the username tab), e-mail and
 *   invitation code optional, captcha on;
 * - `strict`: every field on and required, between them using every patternId 0–19 (a validation test bed: some
 *   pairings, like Korean for Telegram, are there for coverage, not realism);
 * - `minimal`: username and password only, captcha off.
 */
export function registerRules(variant: RegisterRulesVariant = "standard"): Record<string, RegisterRule> {
  const rules = allOff();
  if (variant === "minimal") return rules;
  if (variant === "standard") {
    return {
      ...rules,
      email: rule(3, 6, 50, true, false),
      mobileNum: rule(6, 8, 15, true, false),
      affiliateCode: rule(4, 4, 16, true, false),
      captcha: captchaRule(true),
    };
  }
  return {
    username: rule(1, 6, 12),
    password: rule(19, 8, 20),
    payeeName: rule(12, 2, 40),
    paymentPassword: rule(6, 6, 6),
    qqNum: rule(6, 5, 12),
    line: rule(4, 3, 30),
    whatsapp: rule(9, 5, 30),
    facebook: rule(14, 3, 50),
    wechat: rule(2, 2, 30),
    idNumber: rule(0, 5, 30),
    email: rule(3, 6, 50),
    mobileNum: rule(6, 8, 15),
    affiliateCode: rule(7, 4, 16),
    captcha: captchaRule(true),
    recommenderId: rule(5, 4, 16),
    nickname: rule(16, 2, 16),
    birthday: rule(11, 10, 10),
    address: rule(10, 2, 60),
    nationality: rule(18, 3, 40),
    occupation: rule(17, 2, 40),
    sourceOfIncome: rule(8, 3, 40),
    telegram: rule(15, 2, 30),
    zalo: rule(13, 10, 10),
  };
}

/** The patternIds a variant's enabled fields use, sorted (the captcha's digits rule included). */
export function registerRulePatternIds(variant: RegisterRulesVariant): PatternId[] {
  const ids = Object.values(registerRules(variant))
    .filter((r) => r.enabled)
    .map((r) => r.patternId as PatternId);
  return [...new Set(ids)].sort((a, b) => a - b);
}
