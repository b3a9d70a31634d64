/**
 * Affiliate (register) links of the sandbox's agents (issue 29 item 2, the agent centre's Account page). Every
 * invitation code of `affiliates.ts` is a link of its agent; agent01 also has a link that registers agents and a
 * disabled one. A link is served on one of the merchant's domains; its page is `https://<domain>/register.html`.
 */
import { AFFILIATES } from "./affiliates.ts";

/** The account type a link registers: a plain member or an agent (sub-agent). */
export type LinkAccountType = "member" | "agent";

export interface SandboxAgentLink {
  code: string;
  /** The agent account the link belongs to. */
  agent: string;
  domain: string;
  accountType: LinkAccountType;
  /** Ms since the epoch. */
  createdAt: number;
  enabled: boolean;
  /** Accounts registered with the code. */
  registrations: number;
  /** Invitation-code checks of the code (the register page opened from the link). */
  visits: number;
}

/** The domains the sandbox merchant serves its site on; a link names one of them. */
export const MERCHANT_DOMAINS: readonly string[] = ["play.aurora.example", "vip.aurora.example"];

/** At most this many links per agent (disabled ones count). */
export const MAX_LINKS_PER_AGENT = 10;

const DAY = 86_400_000;

/** The seeded links, created `days` before the store's start. */
export function seedAgentLinks(at: number): SandboxAgentLink[] {
  const extra: Array<Omit<SandboxAgentLink, "createdAt"> & { days: number }> = [
    { code: "AGENTVIP", agent: "agent01", domain: MERCHANT_DOMAINS[1]!, accountType: "agent", enabled: true, registrations: 3, visits: 41, days: 12 },
    { code: "SUMMER24", agent: "agent01", domain: MERCHANT_DOMAINS[0]!, accountType: "member", enabled: false, registrations: 7, visits: 95, days: 40 },
  ];
  const seeded = AFFILIATES.map((a, index) => ({
    code: a.code,
    agent: a.agent,
    domain: MERCHANT_DOMAINS[0]!,
    accountType: "member" as const,
    createdAt: at - (90 + index) * DAY,
    enabled: true,
    registrations: 12 + index,
    visits: 230 + 10 * index,
  }));
  return [...seeded, ...extra.map(({ days, ...link }) => ({ ...link, createdAt: at - days * DAY }))];
}
