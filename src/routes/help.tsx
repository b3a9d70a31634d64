import { createFileRoute } from "@tanstack/react-router";
import { PendingPage } from "../views/pending/pending-page.tsx";

export const Route = createFileRoute("/help")({ component: () => <PendingPage page="help" /> });
