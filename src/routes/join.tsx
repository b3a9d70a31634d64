import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { JoinPage } from "../views/join/join-page.tsx";
import { CatalogGate } from "../views/content/catalog-gate.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/join")({ staticData: routeData("/join", msg`Join Us`), component: () => (
    <CatalogGate area="content">
      <JoinPage />
    </CatalogGate>
  ) });
