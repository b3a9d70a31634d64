import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { LobbyPage } from "../views/lobby/lobby-page.tsx";
import { routeData } from "./-route-table.ts";

/** `?vendor=<code>` selects a vendor; anything else is ignored. */
const vendorParam = (raw: Record<string, unknown>): { vendor?: string } =>
  typeof raw.vendor === "string" && /^[A-Za-z0-9_]{1,40}$/.test(raw.vendor) ? { vendor: raw.vendor } : {};

export const Route = createFileRoute("/elott")({
  staticData: routeData("/elott", msg`E-Lottery`),
  validateSearch: vendorParam,
  component: function ElottLobby() {
    return <LobbyPage kind="ELOTT" vendor={Route.useSearch().vendor} />;
  },
});
