import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { CataloguePage } from "../views/catalogue/catalogue-page.tsx";
import { routeData } from "./-route-table.ts";

const search = v.object({ page: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_,]{1,40}$/))) });

export const Route = createFileRoute("/rng")({
  staticData: routeData("/rng", msg`Slots`),
  validateSearch: search,
  component: RngRoute,
});

function RngRoute() {
  const { page } = Route.useSearch();
  return <CataloguePage vendor={page} />;
}
