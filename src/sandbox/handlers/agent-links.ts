/** The agent centre's Account page (register centre): affiliate links and the direct registration of a downline. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { agentLinks, createLink, registerDownline, setLinkEnabled } from "../rules/agent-links.ts";
import { type Outcome } from "../rules/auth.ts";
import { decryptedBody, fail, ok, readJson, requireMember, route } from "./route.ts";

const answer = <T>(outcome: Outcome<T>): Response => (outcome.ok ? ok(outcome.value) : fail(outcome.message));

export function agentLinkHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/relay/MCSFE_getAffiliateLinks", (context) => {
      const agent = requireMember(context);
      return agent instanceof Response ? agent : answer(agentLinks(store, agent));
    }),
    route(store, "post", "/wps/relay/MCSFE_createAffiliateLink", async (context) => {
      const agent = requireMember(context);
      return agent instanceof Response ? agent : answer(createLink(store, agent, await readJson(context.request)));
    }),
    route(store, "post", "/wps/relay/MCSFE_setAffiliateLinkStatus", async (context) => {
      const agent = requireMember(context);
      return agent instanceof Response ? agent : answer(setLinkEnabled(store, agent, await readJson(context.request)));
    }),
    route(store, "put", "/wps/relay/MCS2_registerDownline", async (context) => {
      const agent = requireMember(context);
      if (agent instanceof Response) return agent;
      const body = await decryptedBody(context.request);
      return body instanceof Response ? body : answer(registerDownline(store, agent, body.payload));
    }),
  ];
}
