import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { i18n } from "../i18n/i18n.ts";
import { ServicesProvider, type AppServices } from "./services.tsx";
import type { createAppRouter } from "./router.ts";

export function App({ services, router }: { services: AppServices; router: ReturnType<typeof createAppRouter> }) {
  return (
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </I18nProvider>
  );
}
