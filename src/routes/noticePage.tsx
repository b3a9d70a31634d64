import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { NoticePage } from "../views/notices/notice-page.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/noticePage")({ staticData: routeData("/noticePage", msg`Notices`), component: () => <NoticePage /> });
