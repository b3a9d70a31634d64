import { createFileRoute } from "@tanstack/react-router";
import { PendingPage } from "../views/pending/pending-page.tsx";

export const Route = createFileRoute("/join")({ component: () => <PendingPage page="join" /> });
