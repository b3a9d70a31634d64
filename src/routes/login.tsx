import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { AuthRoute, openAuthModal } from "../views/auth/auth-route.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/login")({
  staticData: routeData("/login", msg`Log in`),
  onEnter: ({ context }) => openAuthModal(context.services.auth, { modal: "login" }),
  component: () => <AuthRoute modal="login" />,
});
