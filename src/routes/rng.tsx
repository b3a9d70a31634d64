import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { CataloguePage } from "../views/catalogue/catalogue-page.tsx";

const search = v.object({ page: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_,]{1,40}$/))) });

export const Route = createFileRoute("/rng")({
  validateSearch: search,
  component: RngRoute,
});

function RngRoute() {
  const { page } = Route.useSearch();
  return <CataloguePage vendor={page} />;
}
