import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { PendingPage } from "../views/pending/pending-page.tsx";

const search = v.object({ page: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_,]{1,40}$/))) });

export const Route = createFileRoute("/rng")({
  validateSearch: search,
  component: () => <PendingPage page="rng" />,
});
