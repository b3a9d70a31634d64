import { createRootRouteWithContext, redirect } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import type { RouterContext } from "../app/router.ts";
import { NOT_FOUND, redirectFor } from "./-route-table.ts";
import { RootView } from "../views/layout/root-view.tsx";
import { NotFoundPage } from "../views/not-found/not-found-page.tsx";
import { RootError } from "../views/error/route-error.tsx";

const notFound = msg`Page not found`;

export const Route = createRootRouteWithContext<RouterContext>()({
  // The root's own data is what an address that matches no route shows (the not-found page, in the whole shell).
  staticData: { ...NOT_FOUND, title: notFound, documentTitle: notFound },
  // The one guard (SPEC §2): the matched route's access decides; login-to-home mode and the sign-in routes.
  beforeLoad: ({ context, matches }) => {
    const { config, session } = context.services;
    const access = matches.at(-1)?.staticData.access ?? NOT_FOUND.access;
    const to = redirectFor(access, { loginToHome: config.loginToHome, hasSession: session.getToken() !== null });
    if (to) throw redirect({ to, replace: true });
  },
  // `member`: a member-centre page open over this page (its address is masked as `/member/<slug>`, src/app/compose.ts).
  // The centre checks the slug (src/views/member/member-host.tsx).
  validateSearch: (search: Record<string, unknown>): { member?: string } => (typeof search.member === "string" ? { member: search.member } : {}),
  component: RootView,
  notFoundComponent: NotFoundPage,
  // The frame itself failed to draw: the message takes the whole window (every other route: src/app/router.ts).
  errorComponent: RootError,
});
