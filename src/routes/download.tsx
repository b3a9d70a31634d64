import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { PendingPage } from "../views/pending/pending-page.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/download")({ staticData: routeData("/download", msg`Download`), component: () => <PendingPage page="download" /> });
