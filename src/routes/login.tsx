import { createFileRoute } from "@tanstack/react-router";
import { AuthRoute } from "../views/auth/auth-route.tsx";

export const Route = createFileRoute("/login")({ component: () => <AuthRoute modal="login" /> });
