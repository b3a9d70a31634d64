import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { HelpCentrePage } from "../views/help/help-centre.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/helpmc")({ staticData: routeData("/helpmc", msg`Help Centre`), component: () => <HelpCentrePage route="/helpmc" /> });
