import { createFileRoute } from "@tanstack/react-router";
import { LotteryPage } from "../views/lobby/lottery-page.tsx";
import { lotterySearch } from "../views/lobby/lottery-search.ts";

export const Route = createFileRoute("/vnlottery")({
  validateSearch: lotterySearch,
  component: function VnLotteryRoute() {
    const { gameCode, playType } = Route.useSearch();
    return <LotteryPage kind="vn" gameCode={gameCode} playType={playType} />;
  },
});
