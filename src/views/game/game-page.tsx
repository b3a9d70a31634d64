import { useEffect, useRef } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import * as layout from "../layout/layout.css.ts";
import { useGameLaunchActor, useGameScreen } from "../game-launch/use-game-launch.ts";
import { isCloseRequest, isFromGame, sandboxFor } from "./game-frame.ts";
import * as css from "./game.css.ts";

/** `/game`: the running game in a full-page, sandboxed iframe with a way back; after a reload, a message and a way home. */
export function GamePage() {
  const screen = useGameScreen();
  const actor = useGameLaunchActor();
  const { config } = useServices();
  const { t } = useLingui();
  const navigate = useNavigate();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const playing = screen.kind === "playing" ? screen : null;
  const title = playing ? playing.gameName : t`No game is open`;

  useEffect(() => {
    document.title = `${title} · ${config.brand.name}`;
  }, [title, config.brand.name]);

  useEffect(() => () => actor.send({ type: "game.left" }), [actor]);

  const url = playing?.url ?? null;
  const returnTo = playing?.returnTo ?? "/";
  useEffect(() => {
    if (!url) return;
    const onMessage = (event: MessageEvent) => {
      if (!isFromGame(event, frameRef.current?.contentWindow ?? null, url, window.location.origin)) return;
      if (isCloseRequest(event.data)) void navigate({ href: returnTo });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [url, returnTo, navigate]);

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
  return (
    <section className={css.page} aria-labelledby="page-title" data-page="game">
      <div className={css.bar}>
        <a
          href={playing.returnTo}
          className={layout.button}
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
      </div>
      <iframe
        ref={frameRef}
        className={css.frame}
        src={playing.url}
        title={t`Game: ${name}`}
        sandbox={sandboxFor(playing.url, window.location.origin)}
        allow="autoplay; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </section>
  );
}
