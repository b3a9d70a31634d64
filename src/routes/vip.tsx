import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { VipPage } from "../views/vip/vip-page.tsx";
import { CatalogGate } from "../views/content/catalog-gate.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/vip")({
  staticData: routeData("/vip", msg`VIP`),
  component: () => (
    <CatalogGate area="loyalty">
      <VipPage />
    </CatalogGate>
  ),
});
