import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../views/home/home-page.tsx";

export const Route = createFileRoute("/login")({ component: () => <HomePage modal="login" /> });
