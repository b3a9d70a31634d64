import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import PointsMallPage from "../views/points/points-mall-page.tsx";
import { CatalogGate } from "../views/content/catalog-gate.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/pointMall")({
  staticData: routeData("/pointMall", msg`Points Mall`),
  component: () => (
    <CatalogGate area="loyalty">
      <PointsMallPage />
    </CatalogGate>
  ),
});
