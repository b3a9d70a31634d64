import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import PointsMallPage from "../views/points/points-mall-page.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/pointMall")({ staticData: routeData("/pointMall", msg`Points Mall`), component: PointsMallPage });
