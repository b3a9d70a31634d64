import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { PendingPage } from "../views/pending/pending-page.tsx";

const search = v.object({
  gameCode: v.optional(v.pipe(v.string(), v.maxLength(60))),
  playType: v.optional(v.pipe(v.string(), v.maxLength(60))),
});

export const Route = createFileRoute("/lottery")({
  validateSearch: search,
  component: () => <PendingPage page="lottery" />,
});
