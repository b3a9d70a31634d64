import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { GamePage } from "../views/game/game-page.tsx";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/game")({ staticData: routeData("/game", msg`Game`), component: GamePage });
