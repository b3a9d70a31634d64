import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { DownloadPage } from "../views/download/download-page.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/download")({ staticData: routeData("/download", msg`Download`), component: () => <DownloadPage page="download" /> });
