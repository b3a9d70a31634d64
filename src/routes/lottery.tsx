import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { LotteryPage } from "../views/lobby/lottery-page.tsx";
import { lotterySearch } from "../views/lobby/lottery-search.ts";
import { routeData } from "./-route-table.ts";

export const Route = createFileRoute("/lottery")({
  staticData: routeData("/lottery", msg`Lottery`),
  validateSearch: lotterySearch,
  component: function LotteryRoute() {
    const { gameCode, playType } = Route.useSearch();
    return <LotteryPage kind="lottery" gameCode={gameCode} playType={playType} />;
  },
});
