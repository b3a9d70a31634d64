import { createRouter } from "@tanstack/react-router";
import { routeTree } from "../routeTree.gen.ts";
import type { AppServices } from "./services.tsx";

export interface RouterContext {
  services: AppServices;
}

export function createAppRouter(services: AppServices, history?: Parameters<typeof createRouter>[0]["history"]) {
  return createRouter({
    routeTree,
    context: { services },
    history,
    defaultPreload: "intent",
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
