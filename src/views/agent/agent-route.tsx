import { agentPageOfSlug } from "../../routes/-agent-pages.ts";
import { HomePage } from "../home/home-page.tsx";
import { NotFoundPage } from "../not-found/not-found-page.tsx";

/**
 * `/agent/<page>` loaded as an address: the home page, with the agent centre over it (src/views/agent/agent-host.tsx,
 * drawn by the shell). An unknown page is the not-found page.
 */
export function AgentRoute({ slug }: { slug: string }) {
  return agentPageOfSlug(slug) === null ? <NotFoundPage /> : <HomePage />;
}
