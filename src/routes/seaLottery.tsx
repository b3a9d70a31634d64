import { createFileRoute } from "@tanstack/react-router";
import { LotteryPage } from "../views/lobby/lottery-page.tsx";
import { lotterySearch } from "../views/lobby/lottery-search.ts";

export const Route = createFileRoute("/seaLottery")({
  validateSearch: lotterySearch,
  component: function SeaLotteryRoute() {
    const { gameCode, playType } = Route.useSearch();
    return <LotteryPage kind="sea" gameCode={gameCode} playType={playType} />;
  },
});
