/** Every sandbox platform handler, bound to one store. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { agentLinkHandlers } from "./agent-links.ts";
import { agentTeamHandlers } from "./agent-team.ts";
import { agentReportHandlers } from "./agent-reports.ts";
import { assetHandlers } from "./assets.ts";
import { cashierHandlers } from "./cashier.ts";
import { contractHandlers } from "./contracts.ts";
import { contentHandlers } from "./content.ts";
import { gameHandlers } from "./games.ts";
import { launchHandlers } from "./launch.ts";
import { favouriteHandlers } from "./favourites.ts";
import { helpHandlers } from "./help.ts";
import { homeHandlers } from "./home.ts";
import { lobbyHandlers } from "./lobby.ts";
import { memberHandlers } from "./member.ts";
import { recordsHandlers } from "./records.ts";
import { promotionHandlers } from "./promotions.ts";
import { pointsHandlers } from "./points.ts";
import { registerHandlers } from "./register.ts";
import { retentionHandlers } from "./retention.ts";
import { sessionHandlers } from "./session.ts";
import { systemHandlers } from "./system.ts";
import { verificationHandlers } from "./verification.ts";

export function createHandlers(store: SandboxStore): HttpHandler[] {
  return [
    ...systemHandlers(store),
    ...sessionHandlers(store),
    ...verificationHandlers(store),
    ...registerHandlers(store),
    ...memberHandlers(store),
    ...cashierHandlers(store),
    ...agentTeamHandlers(store),
    ...agentReportHandlers(store),
    ...recordsHandlers(store),
    ...contractHandlers(store),
    ...retentionHandlers(store),
    ...pointsHandlers(store),
    ...gameHandlers(store),
    ...launchHandlers(store),
    ...favouriteHandlers(store),
    ...helpHandlers(store),
    ...contentHandlers(store),
    ...homeHandlers(store),
    ...lobbyHandlers(store),
    ...promotionHandlers(store),
    ...agentLinkHandlers(store),
    ...assetHandlers(),
  ];
}
