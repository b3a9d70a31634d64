import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { AgentLink, AgentLinks, Downline } from "./agent-links.types.ts";

const agent01: AgentLink = { code: "AGENT01", domain: "play.aurora.example", accountType: "member", createdAt: 1_760_000_000_000, enabled: true, registrations: 12, visits: 230 };
const newLink: AgentLink = { code: "SPRING25", domain: "vip.aurora.example", accountType: "agent", createdAt: 1_770_000_000_000, enabled: true, registrations: 0, visits: 0 };

/** agent01's page: one link, two domains, room for nine more. */
export const agentLinksPage: AgentLinks = { links: [agent01], domains: ["play.aurora.example", "vip.aurora.example"], maxLinks: 10 };

export const agentLinksInputs: SampleInput[] = [{ label: "An agent opens the Account page", input: undefined }];

const change = (field: string, value: string, label: string): SampleEvent => ({ label, event: { type: "link.changed", field, value } });

export const agentLinksSamples: SampleEvent[] = [
  { label: "Platform lists one link and two domains", event: { type: "xstate.done.actor.fetchLinks", output: agentLinksPage } },
  { label: "Platform lists the most links the agent may have", event: { type: "xstate.done.actor.fetchLinks", output: { ...agentLinksPage, maxLinks: 1 } } },
  { label: "The links fail to load", event: { type: "xstate.error.actor.fetchLinks", error: { code: "network.abnormal" } } },
  { label: "Agent presses Try again", event: { type: "links.retry" } },
  change("code", "spring25", "Agent types the code spring25"),
  change("code", "ab", "Agent types a code too short"),
  change("domain", "vip.aurora.example", "Agent picks the domain vip.aurora.example"),
  change("accountType", "agent", "Agent picks the account type agent"),
  { label: "Agent presses Create link", event: { type: "link.submitted" } },
  { label: "Platform creates the link", event: { type: "xstate.done.actor.createLink", output: newLink } },
  { label: "Platform refuses: the code is taken", event: { type: "xstate.error.actor.createLink", error: { code: "platform.message", serverMessage: "agent.link.code.taken" } } },
  { label: "Platform refuses: too many links", event: { type: "xstate.error.actor.createLink", error: { code: "platform.message", serverMessage: "agent.link.limit" } } },
  { label: "Creating the link times out", event: { type: "xstate.error.actor.createLink", error: { code: "network.timeout" } } },
  { label: "Agent presses Disable on AGENT01", event: { type: "toggle.requested", code: "AGENT01" } },
  { label: "Agent presses Disable on a link not listed", event: { type: "toggle.requested", code: "NOPE" } },
  { label: "Agent confirms", event: { type: "toggle.confirmed" } },
  { label: "Agent cancels the confirmation", event: { type: "toggle.cancelled" } },
  { label: "Platform disables AGENT01", event: { type: "xstate.done.actor.setLinkStatus", output: { ...agent01, enabled: false } } },
  { label: "Platform enables AGENT01", event: { type: "xstate.done.actor.setLinkStatus", output: agent01 } },
  { label: "Changing the status fails", event: { type: "xstate.error.actor.setLinkStatus", error: { code: "network.abnormal" } } },
];

const registered: Downline = { username: "player77", accountType: "member", upline: "agent01" };
const typed = (field: string, value: string, label: string): SampleEvent => ({ label, event: { type: "downline.changed", field, value } });

export const agentDownlineInputs: SampleInput[] = [{ label: "An agent opens the Account page", input: undefined }];

export const agentDownlineSamples: SampleEvent[] = [
  { label: "Platform sends the registration rules (username 6–12, password 6–12)", event: { type: "xstate.done.actor.fetchRules", output: {} } },
  { label: "The rules fail to load", event: { type: "xstate.error.actor.fetchRules", error: { code: "network.abnormal" } } },
  { label: "Agent presses Try again", event: { type: "downline.retry" } },
  typed("username", "player77", "Agent types the username player77"),
  typed("username", "7x", "Agent types a username the rule refuses"),
  typed("password", "Secret123", "Agent types a password"),
  typed("confirmPassword", "Secret123", "Agent repeats the password"),
  typed("accountType", "agent", "Agent picks the account type agent"),
  { label: "Agent presses Register", event: { type: "downline.submitted" } },
  { label: "Platform registers player77 under the agent", event: { type: "xstate.done.actor.registerDownline", output: registered } },
  { label: "Platform refuses: the username is taken", event: { type: "xstate.error.actor.registerDownline", error: { code: "platform.message", serverMessage: "agent.downline.username.taken" } } },
  { label: "Registering fails", event: { type: "xstate.error.actor.registerDownline", error: { code: "network.abnormal" } } },
];
