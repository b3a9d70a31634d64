import { createFileRoute } from "@tanstack/react-router";
import { LotteryPage } from "../views/lobby/lottery-page.tsx";
import { lotterySearch } from "../views/lobby/lottery-search.ts";

export const Route = createFileRoute("/lottery")({
  validateSearch: lotterySearch,
  component: function LotteryRoute() {
    const { gameCode, playType } = Route.useSearch();
    return <LotteryPage kind="lottery" gameCode={gameCode} playType={playType} />;
  },
});
