import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { LotteryPage } from "../views/lobby/lottery-page.tsx";
import { lotterySearch } from "../views/lobby/lottery-search.ts";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/seaLottery")({
  staticData: routeData("/seaLottery", msg`SEA Lottery`),
  validateSearch: lotterySearch,
  component: function SeaLotteryRoute() {
    const { gameCode, playType } = Route.useSearch();
    return <LotteryPage kind="sea" gameCode={gameCode} playType={playType} />;
  },
});
