import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { HelpCentrePage } from "../views/help/help-centre.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/help")({ staticData: routeData("/help", msg`Help`), component: () => <HelpCentrePage route="/help" /> });
