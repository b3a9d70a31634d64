import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { LotteryPage } from "../views/lobby/lottery-page.tsx";
import { lotterySearch } from "../views/lobby/lottery-search.ts";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/vnlottery")({
  staticData: routeData("/vnlottery", msg`Vietnam Lottery`),
  validateSearch: lotterySearch,
  component: function VnLotteryRoute() {
    const { gameCode, playType } = Route.useSearch();
    return <LotteryPage kind="vn" gameCode={gameCode} playType={playType} />;
  },
});
