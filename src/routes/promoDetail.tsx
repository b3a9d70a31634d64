import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { PromoDetailPage } from "../views/promotions/promo-detail-page.tsx";
import { promoDetailSearch } from "../views/promotions/promotion-search.ts";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/promoDetail")({
  staticData: routeData("/promoDetail", msg`Promotion details`),
  validateSearch: promoDetailSearch,
  component: function PromoDetailRoute() {
    return <PromoDetailPage id={Route.useSearch().id} />;
  },
});
