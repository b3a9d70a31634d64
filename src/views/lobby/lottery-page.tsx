import { useCallback, useEffect, useMemo } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { LobbyMachines } from "../../app/services.tsx";
import { useServices } from "../../app/services.tsx";
import type { LotteryKind } from "../../../machines/lobby/lobby.types.ts";
import { lotteryPrizeMode, selectLottery } from "../../../machines/lottery/lottery.selectors.ts";
import { errorMessages } from "../../i18n/messages.ts";
import { useSite } from "../layout/use-site.ts";
import { sameValue, useSession } from "../auth/use-auth.ts";
import * as layout from "../layout/layout.css.ts";
import { useLobbyMachines } from "./use-lobby-machines.ts";
import * as css from "./lobby.css.ts";
import { PageLoadState } from "./page-load-state.tsx";
import { ThirdPartyFrame } from "../../components/frame/third-party-frame.tsx";
import { isCloseRequest } from "../../components/frame/frame-policy.ts";

const TITLES: Record<LotteryKind, MessageDescriptor> = { lottery: msg`Lottery`, vn: msg`Vietnam Lottery`, sea: msg`SEA Lottery` };
const ROUTES = { lottery: "/lottery", vn: "/vnlottery", sea: "/seaLottery" } as const;

export interface LotteryPageProps {
  kind: LotteryKind;
  gameCode?: string | undefined;
  playType?: string | undefined;
}

/** A lottery screen: the platform's game menu in groups, and the chosen game's lottery lobby in a frame. */
export function LotteryPage(props: LotteryPageProps) {
  const { config } = useServices();
  const { i18n } = useLingui();
  const title = i18n._(TITLES[props.kind]);
  useEffect(() => {
    document.title = `${title} · ${config.brand.name}`;
  }, [title, config.brand.name]);
  const { machines, failed, retry } = useLobbyMachines();
  // Whether a guest must log in is only known once a stored token has been checked. After that the page stays: a
  // login from this page passes through loading the member, and the game chosen waits for it on the page rather
  // than starting over with the menu.
  const sessionKnown = useSession((s) => !(s.matches("starting") || s.matches("restoring") || s.matches("restoreFailed")));
  return (
    <section className={`${layout.container} ${css.page}`} aria-labelledby="lobby-title" data-page={ROUTES[props.kind].slice(1).toLowerCase()}>
      <h1 id="lobby-title" className={css.title}>
        {title}
      </h1>
      {machines && sessionKnown ? (
        <Lottery machines={machines} {...props} />
      ) : (
        <PageLoadState failed={failed} retry={retry} />
      )}
    </section>
  );
}

function Lottery({ machines, kind, gameCode, playType }: LotteryPageProps & { machines: LobbyMachines }) {
  const { t, i18n } = useLingui();
  const { config } = useServices();
  const site = useSite();
  const signedIn = useSession((s) => s.matches("signedIn"));
  const eLottery = useMemo(() => site.categories.filter((c) => c.id === "ELOTT" || c.id === "LOTT").flatMap((c) => c.vendors.map((v) => v.vassalage)), [site.categories]);
  const prizeMode = kind === "sea" ? "SEA" : lotteryPrizeMode(eLottery);
  const ref = useActorRef(machines.lottery, { input: { kind, prizeMode, gameCode, playType, signedIn } });
  const view = useSelector(ref, selectLottery, sameValue);
  useEffect(() => ref.send({ type: "session.changed", signedIn }), [ref, signedIn]);
  useEffect(() => ref.send({ type: "game.selected", gameCode: gameCode ?? null, playType: playType ?? null }), [ref, gameCode, playType]);
  const route = ROUTES[kind];
  const navigate = useNavigate();
  // Only the lottery lobby's own messages arrive here (ThirdPartyFrame checks the window and the origin): a close
  // request goes back to the game menu.
  const onFrameMessage = useCallback(
    (data: unknown) => {
      if (isCloseRequest(data)) void navigate({ to: route });
    },
    [navigate, route],
  );

  if (view.status === "loading") {
    return (
      <p className={css.muted} role="status">
        {t`Loading…`}
      </p>
    );
  }
  if (view.status === "failed") {
    return (
      <div className={css.message} role="alert" data-testid="lobby-error">
        <p className={css.messageTitle}>{view.failure ? i18n._(errorMessages[view.failure.code]) : t`Something went wrong. Please try again.`}</p>
        <button type="button" className={css.action} onClick={() => ref.send({ type: "lottery.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (view.status === "empty") {
    return (
      <div className={css.message} role="status" data-testid="lobby-empty">
        <p className={css.messageTitle}>{t`There are no lottery games here right now.`}</p>
        <Link to="/" className={css.action}>
          {t`Back to home`}
        </Link>
      </div>
    );
  }
  return (
    <div className={css.lotteryLayout}>
      <nav aria-label={t`Lottery games`} className={css.lotteryMenu} data-testid="lottery-menu">
        {view.groups.map((group) => (
          <section key={group.code} aria-labelledby={`lottery-${group.code}`}>
            <h2 id={`lottery-${group.code}`} className={css.sectionTitle}>
              {group.label}
            </h2>
            <ul className={css.chips} style={{ display: "grid" }}>
              {group.games.map((game) => (
                <li key={game.gameCode}>
                  <Link
                    to={route}
                    search={{ gameCode: game.gameCode }}
                    className={css.lotteryLink}
                    aria-current={view.game?.gameCode === game.gameCode ? "page" : undefined}
                    data-game={game.gameCode}
                  >
                    <span>{game.name}</span>
                    {game.drawInterval > 0 && game.drawInterval < 3600 ? <span className={css.muted}>{t`every ${Math.round(game.drawInterval / 60) || 1} min`}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <section aria-labelledby="lottery-game" data-testid="lottery-game">
        <h2 id="lottery-game" className={css.sectionTitle}>
          {view.game ? view.game.name : t`Choose a lottery game`}
        </h2>
        {view.status === "browsing" ? (
          <p className={css.muted}>{t`Pick a game from the list to open its betting lobby.`}</p>
        ) : view.status === "awaitingLogin" ? (
          <div className={css.message} data-testid="lottery-login">
            <p className={css.messageTitle}>{t`Log in to play this lottery.`}</p>
            <button type="button" className={css.action} onClick={() => ref.send({ type: "lottery.retry" })}>
              {t`Log in`}
            </button>
          </div>
        ) : view.status === "launching" ? (
          <p className={css.muted} role="status">
            {t`Opening the lottery…`}
          </p>
        ) : view.status === "launchFailed" ? (
          <div className={css.message} role="alert" data-testid="lottery-launch-error">
            <p className={css.messageTitle}>{view.failure?.serverMessage ?? (view.failure ? i18n._(errorMessages[view.failure.code]) : t`Something went wrong. Please try again.`)}</p>
            <button type="button" className={css.action} onClick={() => ref.send({ type: "lottery.retry" })}>
              {t`Try again`}
            </button>
          </div>
        ) : view.url ? (
          <ThirdPartyFrame className={css.frame} src={view.url} title={t`${view.game?.name ?? ""} lottery lobby`} onMessage={onFrameMessage} allowedOrigins={config.security.frameOrigins} data-testid="lottery-frame" />
        ) : null}
      </section>
    </div>
  );
}
