import { useEffect } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { useServices, type ContentMachines } from "../../app/services.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { Pagination } from "../../components/pagination/pagination.tsx";
import { failureText } from "../../i18n/auth-messages.ts";
import { winnerPageCount, winnersPage } from "../../../machines/winners/winners.machine.ts";
import * as layout from "../layout/layout.css.ts";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useLaunchGame } from "../game-launch/use-launch-game.ts";
import { useContentMachines } from "../help/use-content.ts";
import * as css from "../join/forms.css.ts";

/** /winners: the winner board, biggest win first, 10 per page; a win starts its game (CNT-15, SITE-12). */
export function WinnersPage() {
  const { t } = useLingui();
  const { machines, failed, retry } = useContentMachines();
  return (
    <section className={`${layout.container} ${css.widePage}`} aria-labelledby="page-title" data-page="winners">
      <h1 id="page-title" className={css.title}>
        {t`Winners`}
      </h1>
      <p className={css.muted}>{t`The biggest recent wins on the site. Press a win to play that game.`}</p>
      {machines ? <Winners machines={machines} /> : <PageLoadState failed={failed} retry={retry} />}
    </section>
  );
}

function Winners({ machines }: { machines: ContentMachines }) {
  const { t, i18n } = useLingui();
  const { boot } = useServices();
  const language = useSelector(boot, (s) => s.context.language);
  const ref = useActorRef(machines.winners, { input: { language } });
  const snapshot = useSelector(ref, (s) => s);
  const launch = useLaunchGame();
  useEffect(() => {
    ref.send({ type: "winners.language", language });
  }, [ref, language]);
  const { wins, page, failure } = snapshot.context;
  if (snapshot.matches("failed")) {
    return (
      <div role="alert" className={css.box}>
        <p>
          {t`The winners could not be loaded.`} {failureText(i18n, failure)}
        </p>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "winners.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (snapshot.matches("loading") && wins.length === 0) {
    return (
      <p role="status" className={css.muted}>
        {t`Loading winners…`}
      </p>
    );
  }
  if (wins.length === 0) return <p className={css.muted}>{t`No winners yet.`}</p>;
  const pageCount = winnerPageCount(wins);
  return (
    <>
      <ol className={css.winners} aria-label={t`Winners, page ${page} of ${pageCount}`} data-testid="winners-list">
        {winnersPage(snapshot.context).map(({ rank, win }) => {
          const amount = i18n.number(win.amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
          const game = win.game.name;
          const player = win.player;
          return (
            <li key={`${rank}-${player}`}>
              <button type="button" className={css.win} onClick={() => launch({ kind: "game", game: win.game })} data-testid="winner" aria-label={t`${rank}. ${player} won P ${amount} in ${game}. Play ${game}`}>
                <span className={css.rank}>{rank}</span>
                <img src={win.game.icon} alt="" width={60} height={40} loading="lazy" decoding="async" className={css.winIcon} />
                <span className={css.winText}>
                  <span className={css.winPlayer}>{player}</span>
                  <span className={css.muted}>{game}</span>
                </span>
                <span className={css.amount}>P {amount}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <Pagination page={page} totalPages={pageCount} onChange={(next) => ref.send({ type: "page.selected", page: next })} label={t`Winner pages`} />
    </>
  );
}
