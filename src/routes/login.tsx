import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { AuthRoute } from "../views/auth/auth-route.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/login")({ staticData: routeData("/login", msg`Log in`), component: () => <AuthRoute modal="login" /> });
