import { createFileRoute } from "@tanstack/react-router";
import { PendingPage } from "../views/pending/pending-page.tsx";

export const Route = createFileRoute("/vip")({ component: () => <PendingPage page="vip" /> });
