import { createFileRoute, notFound } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { MemberRoute } from "../../views/member/member-route.tsx";
import { pageOfSlug, routeData } from "../-route-table.ts";

export const Route = createFileRoute("/member/$page")({
  staticData: routeData("/member/$page", msg`Member centre`),
  // An unknown page is the not-found page.
  beforeLoad: ({ params }) => {
    if (!pageOfSlug(params.page)) throw notFound();
  },
  component: function MemberCentreRoute() {
    const page = pageOfSlug(Route.useParams().page);
    return page ? <MemberRoute page={page} /> : null;
  },
});
