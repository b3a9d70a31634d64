import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { PromotionsPage } from "../views/promotions/promotions-page.tsx";
import { promotionsSearch } from "../views/promotions/promotion-search.ts";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/promotions")({
  staticData: routeData("/promotions", msg`Promotions`),
  validateSearch: promotionsSearch,
  component: function PromotionsRoute() {
    return <PromotionsPage category={Route.useSearch().category} />;
  },
});
