import { createFileRoute } from "@tanstack/react-router";
import { GamePage } from "../views/game/game-page.tsx";

export const Route = createFileRoute("/game")({ component: GamePage });
