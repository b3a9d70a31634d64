import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { ArticlesPage } from "../views/articles/articles-page.tsx";
import { CatalogGate } from "../views/content/catalog-gate.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/about")({ staticData: routeData("/about", msg`About us`), component: () => (
    <CatalogGate area="content">
      <ArticlesPage kind="ABOUT" />
    </CatalogGate>
  ) });
