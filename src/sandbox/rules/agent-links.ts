/**
 * The agent centre's Account page (register centre, issue 29 item 2): an agent's affiliate links and the direct
 * registration of a downline. Wire contract: the site's and its sandbox's agreement (docs/requirements.md LNK-07).
 *
 * - `GET /wps/relay/MCSFE_getAffiliateLinks`: the agent's links (newest first), the merchant's domains, the limit.
 * - `POST /wps/relay/MCSFE_createAffiliateLink` `{code, domain, accountType}`: a new enabled link.
 * - `POST /wps/relay/MCSFE_setAffiliateLinkStatus` `{code, enabled}`: disables or enables one of the agent's links;
 *   a disabled code is refused by the invitation-code check and by registration (rules/register.ts).
 * - `PUT /wps/relay/MCS2_registerDownline` (encrypted) `{username, password, confirmPassword, accountType}`: a new
 *   account whose upline is the agent, checked with the registration's username and password rules.
 *
 * Refusals are dotted codes the site translates (`agent.*`); a field's code names the field.
 */
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { MAX_LINKS_PER_AGENT, MERCHANT_DOMAINS, type LinkAccountType, type SandboxAgentLink } from "../seed/agent-links.ts";
import { fieldsOf, text, type Outcome } from "./auth.ts";
import { addRegisteredMember, checkField, currentRegisterRules } from "./register.ts";

export const MESSAGE_NOT_AGENT = "agent.notAgent";
export const MESSAGE_CODE_REQUIRED = "agent.link.code.required";
export const MESSAGE_CODE_FORMAT = "agent.link.code.format";
export const MESSAGE_CODE_TAKEN = "agent.link.code.taken";
export const MESSAGE_BAD_DOMAIN = "agent.link.domain.invalid";
export const MESSAGE_BAD_ACCOUNT_TYPE = "agent.accountType.invalid";
export const MESSAGE_LINK_LIMIT = "agent.link.limit";
export const MESSAGE_UNKNOWN_LINK = "agent.link.unknown";
export const MESSAGE_USERNAME_REQUIRED = "agent.downline.username.required";
export const MESSAGE_USERNAME_FORMAT = "agent.downline.username.format";
export const MESSAGE_USERNAME_TAKEN = "agent.downline.username.taken";
export const MESSAGE_PASSWORD_REQUIRED = "agent.downline.password.required";
export const MESSAGE_PASSWORD_FORMAT = "agent.downline.password.format";
export const MESSAGE_PASSWORDS_DIFFER = "agent.downline.password.mismatch";

/** A link code: 4 to 16 letters or digits (the registration's invitation-code rule), kept in upper case. */
export const LINK_CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;

/** The agents' account types (SPEC §3, §6). */
const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** The account type of an agent registered under another agent. */
const DOWNLINE_AGENT_TYPE = 1;

export const isAgent = (member: SandboxMember): boolean => AGENT_TYPES.includes(member.type);
/** The platform's account type of a link's (or a direct registration's) `accountType`. */
export const accountTypeOf = (type: LinkAccountType): number => (type === "agent" ? DOWNLINE_AGENT_TYPE : 0);

/** A link as the platform answers it. */
export interface AgentLinkWire {
  code: string;
  domain: string;
  accountType: LinkAccountType;
  createTime: number;
  enabled: boolean;
  registrations: number;
  visits: number;
}

export interface AgentLinksWire {
  links: AgentLinkWire[];
  domains: string[];
  maxLinks: number;
}

const wire = (link: SandboxAgentLink): AgentLinkWire => ({
  code: link.code,
  domain: link.domain,
  accountType: link.accountType,
  createTime: link.createdAt,
  enabled: link.enabled,
  registrations: link.registrations,
  visits: link.visits,
});

const canonical = (code: string): string => code.trim().toUpperCase();

/** The link of a code (any agent, enabled or not; letter case ignored). */
export const findLink = (store: SandboxStore, code: string): SandboxAgentLink | undefined => store.state.agentLinks.find((l) => l.code === canonical(code));

/** The enabled link of an invitation code, or null: only these register accounts. */
export function findEnabledLink(store: SandboxStore, code: string): SandboxAgentLink | null {
  const link = findLink(store, code);
  return link?.enabled ? link : null;
}

export function countRegistration(link: SandboxAgentLink): void {
  link.registrations += 1;
}

const linksOf = (store: SandboxStore, agent: SandboxMember): SandboxAgentLink[] =>
  store.state.agentLinks.filter((l) => l.agent === agent.account).sort((a, b) => b.createdAt - a.createdAt || a.code.localeCompare(b.code));

/** `MCSFE_getAffiliateLinks`. */
export function agentLinks(store: SandboxStore, agent: SandboxMember): Outcome<AgentLinksWire> {
  if (!isAgent(agent)) return { ok: false, message: MESSAGE_NOT_AGENT };
  return { ok: true, value: { links: linksOf(store, agent).map(wire), domains: [...MERCHANT_DOMAINS], maxLinks: MAX_LINKS_PER_AGENT } };
}

const accountTypeIn = (value: unknown): LinkAccountType | null => (value === "member" || value === "agent" ? value : null);

/** `MCSFE_createAffiliateLink`: order of checks: agent, code (required, format, unique), domain, account type, limit. */
export function createLink(store: SandboxStore, agent: SandboxMember, payload: unknown): Outcome<AgentLinkWire> {
  if (!isAgent(agent)) return { ok: false, message: MESSAGE_NOT_AGENT };
  const body = fieldsOf(payload);
  const code = text(body.code);
  if (code === "") return { ok: false, message: MESSAGE_CODE_REQUIRED };
  if (!LINK_CODE_PATTERN.test(code)) return { ok: false, message: MESSAGE_CODE_FORMAT };
  if (findLink(store, code)) return { ok: false, message: MESSAGE_CODE_TAKEN };
  const domain = text(body.domain).toLowerCase();
  if (!MERCHANT_DOMAINS.includes(domain)) return { ok: false, message: MESSAGE_BAD_DOMAIN };
  const accountType = accountTypeIn(body.accountType);
  if (!accountType) return { ok: false, message: MESSAGE_BAD_ACCOUNT_TYPE };
  if (linksOf(store, agent).length >= MAX_LINKS_PER_AGENT) return { ok: false, message: MESSAGE_LINK_LIMIT };
  const link: SandboxAgentLink = { code: canonical(code), agent: agent.account, domain, accountType, createdAt: store.now(), enabled: true, registrations: 0, visits: 0 };
  store.state.agentLinks.push(link);
  return { ok: true, value: wire(link) };
}

/** `MCSFE_setAffiliateLinkStatus`: only the agent's own link; setting the status it already has is no error. */
export function setLinkEnabled(store: SandboxStore, agent: SandboxMember, payload: unknown): Outcome<AgentLinkWire> {
  if (!isAgent(agent)) return { ok: false, message: MESSAGE_NOT_AGENT };
  const body = fieldsOf(payload);
  const link = findLink(store, text(body.code));
  if (!link || link.agent !== agent.account || typeof body.enabled !== "boolean") return { ok: false, message: MESSAGE_UNKNOWN_LINK };
  link.enabled = body.enabled;
  return { ok: true, value: wire(link) };
}

/** The new downline as the platform answers it. */
export interface DownlineWire {
  username: string;
  accountType: LinkAccountType;
  upline: string;
}

/**
 * `MCS2_registerDownline`: the registration's username and password rules (the current scenario's, as the
 * registration page), the confirmation, a free username, an account type. The new account is not logged in.
 */
export function registerDownline(store: SandboxStore, agent: SandboxMember, payload: unknown): Outcome<DownlineWire> {
  if (!isAgent(agent)) return { ok: false, message: MESSAGE_NOT_AGENT };
  const body = fieldsOf(payload);
  const rules = currentRegisterRules(store);
  const username = text(body.username);
  const password = typeof body.password === "string" ? body.password : "";
  if (username === "") return { ok: false, message: MESSAGE_USERNAME_REQUIRED };
  if (rules.username && checkField("username", rules.username, username, true)) return { ok: false, message: MESSAGE_USERNAME_FORMAT };
  if (password === "") return { ok: false, message: MESSAGE_PASSWORD_REQUIRED };
  if (rules.password && checkField("password", rules.password, password, true)) return { ok: false, message: MESSAGE_PASSWORD_FORMAT };
  if (body.confirmPassword !== password) return { ok: false, message: MESSAGE_PASSWORDS_DIFFER };
  if (store.findMember(username)) return { ok: false, message: MESSAGE_USERNAME_TAKEN };
  const accountType = accountTypeIn(body.accountType);
  if (!accountType) return { ok: false, message: MESSAGE_BAD_ACCOUNT_TYPE };
  const created = addRegisteredMember(store, {
    account: username,
    password,
    nickname: username,
    type: accountTypeOf(accountType),
    mobile: null,
    email: "",
    payeeName: "",
    paymentPassword: "",
    affiliateCode: null,
    upline: agent.account,
  });
  return { ok: true, value: { username: created.account, accountType, upline: agent.account } };
}
