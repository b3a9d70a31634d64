import { createFileRoute } from "@tanstack/react-router";
import { PendingPage } from "../views/pending/pending-page.tsx";

export const Route = createFileRoute("/game")({ component: () => <PendingPage page="game" /> });
