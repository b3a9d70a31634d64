/**
 * The wire contract of the agent centre's Account page (register centre, issue 29 item 2): the site's and its
 * sandbox's agreement (docs/requirements.md LNK-07; the sandbox's side is src/sandbox/rules/agent-links.ts).
 */
import * as v from "valibot";
import type { AgentLink, AgentLinks, Downline } from "../../machines/agent-links/agent-links.types.ts";

const accountTypeSchema = v.picklist(["member", "agent"]);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const agentLinkSchema = v.pipe(
  v.looseObject({
    code: v.pipe(v.string(), v.nonEmpty()),
    domain: v.pipe(v.string(), v.nonEmpty()),
    accountType: accountTypeSchema,
    createTime: v.pipe(v.number(), v.integer()),
    enabled: v.boolean(),
    registrations: count,
    visits: count,
  }),
  v.transform((wire): AgentLink => ({
    code: wire.code,
    domain: wire.domain,
    accountType: wire.accountType,
    createdAt: wire.createTime,
    enabled: wire.enabled,
    registrations: wire.registrations,
    visits: wire.visits,
  })),
);

export const agentLinksSchema = v.pipe(
  v.looseObject({ links: v.array(agentLinkSchema), domains: v.array(v.pipe(v.string(), v.nonEmpty())), maxLinks: count }),
  v.transform((wire): AgentLinks => ({ links: wire.links, domains: wire.domains, maxLinks: wire.maxLinks })),
);

export const downlineSchema = v.pipe(
  v.looseObject({ username: v.pipe(v.string(), v.nonEmpty()), accountType: accountTypeSchema, upline: v.pipe(v.string(), v.nonEmpty()) }),
  v.transform((wire): Downline => ({ username: wire.username, accountType: wire.accountType, upline: wire.upline })),
);
