/** Demo accounts of the sandbox platform (documented in ADR 0003 and the README). */
import { initialsAvatar } from "../svg.ts";

export interface ClubLabel {
  labelName: string;
  rankLevel: number;
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
}

type Seed = Omit<SandboxMember, "avatar" | "memberLabel" | "avatarType" | "firstTimeLogin" | "passwordExpired"> &
  Partial<Pick<SandboxMember, "memberLabel" | "avatarType" | "firstTimeLogin" | "passwordExpired">>;

const SEEDS: readonly Seed[] = [
  { id: 10001, account: "demo", password: "Demo1234", nickname: "Demo Player", type: 0, toUpline: false, clubLabel: { labelName: "VIP1", rankLevel: 1 } },
  { id: 10002, account: "agent01", password: "Agent1234", nickname: "Agent One", type: 1, toUpline: true, clubLabel: { labelName: "VIP3", rankLevel: 3 }, memberLabel: ["AGENT"] },
  { id: 10003, account: "newbie", password: "123456", nickname: "Newbie", type: 0, toUpline: false, clubLabel: null, firstTimeLogin: true },
  { id: 10004, account: "expired", password: "Expired123", nickname: "Expired Password", type: 0, toUpline: false, clubLabel: { labelName: "VIP2", rankLevel: 2 }, passwordExpired: true },
  { id: 10005, account: "vipgold", password: "Vip12345", nickname: "Gold VIP", type: 0, toUpline: false, clubLabel: { labelName: "Gold", rankLevel: 6 }, memberLabel: ["VIP"], avatarType: "CUSTOM" },
];

/** What each demo account is for (control page, README). */
export const DEMO_ACCOUNT_NOTES: Readonly<Record<string, string>> = {
  demo: "plain member (type 0)",
  agent01: "agent (type 1)",
  newbie: "first login with the default password: must change it",
  expired: "password expired: must change it",
  vipgold: "VIP rank 6 (Gold)",
};

/** Fresh copies of the demo members (the store mutates its own copies). */
export function seedMembers(): SandboxMember[] {
  return SEEDS.map((seed): SandboxMember => ({
    memberLabel: [],
    avatarType: "STATIC",
    firstTimeLogin: false,
    passwordExpired: false,
    ...seed,
    avatar: initialsAvatar(seed.nickname),
  })).map((m): SandboxMember => ({ ...m, memberLabel: [...m.memberLabel], clubLabel: m.clubLabel ? { ...m.clubLabel } : null }));
}
