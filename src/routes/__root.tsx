import { createRootRouteWithContext, redirect } from "@tanstack/react-router";
import type { RouterContext } from "../app/router.ts";
import { isReachableWithoutSession } from "../app/layout-rules.ts";
import { RootView } from "../views/layout/root-view.tsx";
import { NotFoundPage } from "../views/not-found/not-found-page.tsx";

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => {
    const { config, session } = context.services;
    if (config.loginToHome && session.getToken() === null && !isReachableWithoutSession(location.pathname)) {
      throw redirect({ to: "/login", replace: true });
    }
  },
  component: RootView,
  notFoundComponent: NotFoundPage,
});
