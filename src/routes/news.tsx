import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { ArticlesPage } from "../views/articles/articles-page.tsx";
import { ContentCatalogGate } from "../views/content/catalog-gate.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/news")({ staticData: routeData("/news", msg`News`), component: () => (
    <ContentCatalogGate>
      <ArticlesPage kind="NEWS" />
    </ContentCatalogGate>
  ) });
