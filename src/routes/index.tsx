import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../views/home/home-page.tsx";
import { routeData } from "./-route-table.ts";
import { HOME_DOCUMENT_TITLE, HOME_TITLE } from "./-home.ts";

export const Route = createFileRoute("/")({ staticData: routeData("/", HOME_TITLE, HOME_DOCUMENT_TITLE), component: HomePage });
