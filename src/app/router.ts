import { createRouter } from "@tanstack/react-router";
import { routeTree } from "../routeTree.gen.ts";
import { i18n } from "../i18n/i18n.ts";
import { RouteError } from "../views/error/route-error.tsx";
import type { AppServices } from "./services.tsx";

export interface RouterContext {
  services: AppServices;
}

export function createAppRouter(services: AppServices, history?: Parameters<typeof createRouter>[0]["history"]) {
  const router = createRouter({
    routeTree,
    context: { services },
    history,
    defaultPreload: "intent",
    scrollRestoration: true,
    // Every route's error boundary (the root's own is in src/routes/__root.tsx): a page that fails to draw shows a
    // translated message with a retry and a way home, and the failure goes to the operator's endpoint, if any.
    defaultErrorComponent: RouteError,
    // The reporter is a chunk of its own: most visits never need it.
    defaultOnCatch: (error) => {
      const url = services.config.errorReportUrl;
      const route = String(router.state.matches.at(-1)?.routeId ?? "");
      if (url) void import("./error-report.ts").then((m) => m.reportError(url, { ...m.describeError(error), route, language: i18n.locale, at: new Date().toISOString() }));
    },
  });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
