import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { MemberRoute } from "../../views/member/member-route.tsx";
import { routeData } from "../-route-table.ts";

export const Route = createFileRoute("/member/$page")({
  staticData: routeData("/member/$page", msg`Member centre`),
  component: function MemberCentreRoute() {
    return <MemberRoute slug={Route.useParams().page} />;
  },
});
