/**
 * The agent centre's Account page (register centre, issue 29 item 2): the agent's affiliate links and the direct
 * registration of a downline. Wire contract: src/api/agent-link-schemas.ts (docs/requirements.md LNK-07).
 */

/** The account type a link (or a direct registration) creates: a plain member or an agent (sub-agent). */
export type LinkAccountType = "member" | "agent";
export const LINK_ACCOUNT_TYPES: readonly LinkAccountType[] = ["member", "agent"];

export interface AgentLink {
  /** The invitation (affiliate) code, upper case. */
  code: string;
  /** The merchant domain the link is served on. */
  domain: string;
  accountType: LinkAccountType;
  /** Ms since the epoch. */
  createdAt: number;
  enabled: boolean;
  registrations: number;
  visits: number;
}

/** What the page loads: the agent's links (newest first), the domains a link may use, the most links an agent has. */
export interface AgentLinks {
  links: AgentLink[];
  domains: string[];
  maxLinks: number;
}

export interface LinkRequest {
  code: string;
  domain: string;
  accountType: LinkAccountType;
}

export interface LinkStatusRequest {
  code: string;
  enabled: boolean;
}

export interface DownlineRequest {
  username: string;
  password: string;
  confirmPassword: string;
  accountType: LinkAccountType;
}

/** The account the agent registered. */
export interface Downline {
  username: string;
  accountType: LinkAccountType;
  upline: string;
}

/** A link code: 4 to 16 letters or digits (the registration's invitation-code rule); the platform keeps it in upper case. */
export const LINK_CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;

/**
 * The address a link opens: the register page on the link's domain with the code where the site reads it
 * (`/register.html?affiliateCode=…`, src/routes/register[.]html.tsx; research: the whitelabel flag AFFURLEXT3 appends /register.html to the affiliate URL).
 */
export const registerLinkOf = (link: Pick<AgentLink, "domain" | "code">): string => `https://${link.domain}/register.html?affiliateCode=${encodeURIComponent(link.code)}`;

/** The platform's refusals these pages know (dotted codes; the view translates them). */
export const LINK_CODE_TAKEN = "agent.link.code.taken";
export const LINK_LIMIT = "agent.link.limit";
export const DOWNLINE_USERNAME_TAKEN = "agent.downline.username.taken";
