/** Demo accounts of the sandbox platform (documented in ADR 0003 and the README). */
import { initialsAvatar } from "../svg.ts";

export interface ClubLabel {
  labelName: string;
  rankLevel: number;
}

/** A mobile number as the platform stores it: dialing code with `+` (as `GET /wps/system/country`), digits. */
export interface MobileNumber {
  countryDialingCode: string;
  mobileNum: string;
}

export interface SandboxMember {
  id: number;
  account: string;
  /** Plain text: this is a sandbox with published demo passwords. */
  password: string;
  nickname: string;
  /** 0 plain member; 1, 2, 41, 42 agents; 4 trial. */
  type: number;
  toUpline: boolean;
  clubLabel: ClubLabel | null;
  memberLabel: string[];
  avatar: string;
  avatarType: "CUSTOM" | "STATIC";
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mobile: MobileNumber | null;
  email: string;
  /** Bank account (payee) name; a two-factor answer. */
  payeeName: string;
  /** Withdrawal (payment) password; the two-factor `PASSWORD` answer. Empty when none is set (`paymentPasswordSet`). */
  paymentPassword: string;
  /** The authenticator (GA) code the sandbox accepts for this member (fixed: there is no real TOTP secret). */
  gaCode: string;
  /** IPs the member has logged in from; a password login from another IP needs two-factor verification. */
  registeredIps: string[];
  /** Main wallet balance in integer minor units (centavos); the ledger (rules/cashier-ledger.ts) sums to it. */
  balanceMinor: number;
  /** Invitation code given at registration, if any. */
  affiliateCode: string | null;
  /** The agent account the member registered under (an invitation code's agent, or the agent who registered it). */
  upline?: string;
  /** The Zalo / WhatsApp numbers given after registration to redeem the registration bonus (rules/bonus-contact.ts). */
  bonusContact?: { zalo?: string; whatsapp?: string };
}

/** The visitor IP of the default scenario (every demo account but `traveller` has used it). */
export const HOME_IP = "203.0.113.7";
/** The one IP `traveller` has used: any default-scenario login from it is new. */
export const TRAVELLER_IP = "192.0.2.10";
/** Brazil: the default dialing code of the demo mobiles and of registrations that name none. */
export const DEFAULT_DIALING_CODE = "+55";

type Seed = Pick<SandboxMember, "id" | "account" | "password" | "nickname" | "type" | "toUpline" | "clubLabel" | "email" | "payeeName" | "paymentPassword" | "gaCode" | "balanceMinor"> &
  Partial<Pick<SandboxMember, "memberLabel" | "avatarType" | "firstTimeLogin" | "passwordExpired" | "registeredIps">> & { mobile: string };

const SEEDS: readonly Seed[] = [
  { id: 10001, account: "demo", password: "Demo1234", nickname: "Demo Player", type: 0, toUpline: false, clubLabel: { labelName: "VIP1", rankLevel: 1 }, mobile: "11987654321", email: "demo@sandbox.example", payeeName: "DEMO PLAYER", paymentPassword: "135790", gaCode: "482913", balanceMinor: 152075 },
  { id: 10002, account: "agent01", password: "Agent1234", nickname: "Agent One", type: 1, toUpline: true, clubLabel: { labelName: "VIP3", rankLevel: 3 }, memberLabel: ["AGENT"], mobile: "11912345678", email: "agent01@sandbox.example", payeeName: "AGENT ONE", paymentPassword: "246801", gaCode: "731605", balanceMinor: 880000 },
  { id: 10003, account: "newbie", password: "123456", nickname: "Newbie", type: 0, toUpline: false, clubLabel: null, firstTimeLogin: true, mobile: "21998765432", email: "newbie@sandbox.example", payeeName: "NEW BIE", paymentPassword: "", gaCode: "150384", balanceMinor: 0 },
  { id: 10004, account: "expired", password: "Expired123", nickname: "Expired Password", type: 0, toUpline: false, clubLabel: { labelName: "VIP2", rankLevel: 2 }, passwordExpired: true, mobile: "31988887777", email: "expired@sandbox.example", payeeName: "EX PIRED", paymentPassword: "333444", gaCode: "926471", balanceMinor: 25050 },
  { id: 10005, account: "vipgold", password: "Vip12345", nickname: "Gold VIP", type: 0, toUpline: false, clubLabel: { labelName: "Gold", rankLevel: 6 }, memberLabel: ["VIP"], avatarType: "CUSTOM", mobile: "11955554444", email: "vipgold@sandbox.example", payeeName: "GOLD VIP", paymentPassword: "555666", gaCode: "604258", balanceMinor: 12500000 },
  { id: 10006, account: "traveller", password: "Travel123", nickname: "Traveller", type: 0, toUpline: false, clubLabel: { labelName: "VIP1", rankLevel: 1 }, registeredIps: [TRAVELLER_IP], mobile: "41977776666", email: "traveller@sandbox.example", payeeName: "TOM TRAVELLER", paymentPassword: "778899", gaCode: "317842", balanceMinor: 43210 },
];

/** What each demo account is for (control page, README). */
export const DEMO_ACCOUNT_NOTES: Readonly<Record<string, string>> = {
  demo: "plain member (type 0)",
  agent01: "agent (type 1)",
  newbie: "first login with the default password: must change it; no payment password, no bank card",
  expired: "password expired: must change it",
  vipgold: "VIP rank 6 (Gold)",
  traveller: "logs in from an IP it has not used: two-factor verification",
};

/** Whether the member has a payment password (withdraw, bank cards, transfer to upline need one). */
export const paymentPasswordSet = (member: SandboxMember): boolean => member.paymentPassword !== "";

/** Fresh copies of the demo members (the store mutates its own copies). */
export function seedMembers(): SandboxMember[] {
  return SEEDS.map(({ mobile, ...seed }): SandboxMember => ({
    memberLabel: [],
    avatarType: "STATIC",
    firstTimeLogin: false,
    passwordExpired: false,
    registeredIps: [HOME_IP],
    affiliateCode: null,
    ...seed,
    mobile: { countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: mobile },
    avatar: initialsAvatar(seed.nickname),
  })).map((m): SandboxMember => ({
    ...m,
    memberLabel: [...m.memberLabel],
    registeredIps: [...m.registeredIps],
    clubLabel: m.clubLabel ? { ...m.clubLabel } : null,
  }));
}
