import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import * as layout from "../layout/layout.css.ts";
import { useGameLaunchActor, useGameScreen } from "../game-launch/use-game-launch.ts";
import { ThirdPartyFrame } from "../../components/frame/third-party-frame.tsx";
import { isCloseRequest } from "../../components/frame/frame-policy.ts";
import { useBalance } from "../auth/use-balance.ts";
import * as css from "./game.css.ts";

/** Whether the page is in full screen (and whether the browser offers it at all). */
function useFullScreen() {
  const [on, setOn] = useState(() => typeof document !== "undefined" && document.fullscreenElement !== null && document.fullscreenElement !== undefined);
  useEffect(() => {
    const changed = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", changed);
    return () => document.removeEventListener("fullscreenchange", changed);
  }, []);
  const available = typeof document !== "undefined" && document.fullscreenEnabled === true;
  return { on, available };
}

/** The member's balance in the game's bar (a guest on a free trial has none). */
function GameBalance() {
  const { t } = useLingui();
  const { balance } = useBalance();
  if (!balance) return null;
  const text = balance.hidden ? "***" : `${balance.symbol} ${balance.formatted}`;
  return (
    <span className={css.balance} data-testid="game-balance" aria-label={balance.hidden ? t`Balance hidden` : t`Balance ${balance.symbol} ${balance.formatted}`}>
      {text}
    </span>
  );
}

/**
 * `/game`: the running game in a full-page iframe under the one frame policy. The site's header and footer give the
 * game the page (issue 31): a slim bar above it holds the way back, the game's name, the member's balance and full
 * screen. After a reload, a message and a way home.
 */
export function GamePage() {
  const screen = useGameScreen();
  const actor = useGameLaunchActor();
  const { config } = useServices();
  const { t } = useLingui();
  const navigate = useNavigate();
  const page = useRef<HTMLElement>(null);
  const fullScreen = useFullScreen();
  const playing = screen.kind === "playing" ? screen : null;
  const title = playing ? playing.gameName : t`No game is open`;

  useEffect(() => {
    document.title = `${title} · ${config.brand.name}`;
  }, [title, config.brand.name]);

  useEffect(() => () => actor.send({ type: "game.left" }), [actor]);

  const returnTo = playing?.returnTo ?? "/";
  // Only the game's own messages arrive here (ThirdPartyFrame checks the window and the origin).
  const onMessage = useCallback(
    (data: unknown) => {
      if (isCloseRequest(data)) void navigate({ href: returnTo });
    },
    [navigate, returnTo],
  );

  if (!playing) {
    return (
      <section className={`${layout.container} ${css.empty}`} aria-labelledby="page-title" data-page="game">
        <h1 id="page-title" className={css.emptyTitle}>
          {t`No game is open`}
        </h1>
        <p className={css.emptyText}>{t`The game closed or the page was reloaded. Choose a game to play again.`}</p>
        <Link to="/" className={layout.button}>
          {t`Back to home`}
        </Link>
      </section>
    );
  }
  const name = playing.gameName;
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void page.current?.requestFullscreen().catch(() => undefined);
  };
  return (
    <section className={css.page} aria-labelledby="page-title" data-page="game" ref={page}>
      <div className={css.bar} data-testid="game-bar">
        <a
          href={playing.returnTo}
          className={`${layout.button} ${css.barButton}`}
          data-testid="game-back"
          onClick={(event) => {
            event.preventDefault();
            void navigate({ href: playing.returnTo });
          }}
        >
          {t`Back`}
        </a>
        <h1 id="page-title" className={css.title}>
          {name}
        </h1>
        <GameBalance />
        {fullScreen.available && (
          <button type="button" className={`${layout.button} ${css.barButton}`} aria-pressed={fullScreen.on} onClick={toggleFullScreen}>
            {fullScreen.on ? t`Exit full screen` : t`Full screen`}
          </button>
        )}
      </div>
      <ThirdPartyFrame className={css.frame} src={playing.url} title={t`Game: ${name}`} onMessage={onMessage} allowedOrigins={config.security.frameOrigins} />
    </section>
  );
}
