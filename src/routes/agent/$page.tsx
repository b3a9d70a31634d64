import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { AgentRoute } from "../../views/agent/agent-route.tsx";
import { routeData } from "../-route-table.ts";

export const Route = createFileRoute("/agent/$page")({
  staticData: routeData("/agent/$page", msg`Agent centre`),
  component: function AgentCentreRoute() {
    return <AgentRoute slug={Route.useParams().page} />;
  },
});
