import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { WinnersPage } from "../views/winners/winners-page.tsx";
import { CatalogGate } from "../views/content/catalog-gate.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/winners")({ staticData: routeData("/winners", msg`Winners`), component: () => (
    <CatalogGate area="content">
      <WinnersPage />
    </CatalogGate>
  ) });
