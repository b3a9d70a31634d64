import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { FeedbackPage } from "../views/feedback/feedback-page.tsx";
import { CatalogGate } from "../views/content/catalog-gate.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/feedback")({ staticData: routeData("/feedback", msg`Feedback and complaints`), component: () => (
    <CatalogGate area="content">
      <FeedbackPage />
    </CatalogGate>
  ) });
