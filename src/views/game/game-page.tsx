import { useCallback, useEffect } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import * as layout from "../layout/layout.css.ts";
import { useGameLaunchActor, useGameScreen } from "../game-launch/use-game-launch.ts";
import { ThirdPartyFrame } from "../../components/frame/third-party-frame.tsx";
import { isCloseRequest } from "../../components/frame/frame-policy.ts";
import * as css from "./game.css.ts";

/** `/game`: the running game in a full-page iframe under the one frame policy with a way back; after a reload, a message and a way home. */
export function GamePage() {
  const screen = useGameScreen();
  const actor = useGameLaunchActor();
  const { config } = useServices();
  const { t } = useLingui();
  const navigate = useNavigate();
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
      <ThirdPartyFrame className={css.frame} src={playing.url} title={t`Game: ${name}`} onMessage={onMessage} allowedOrigins={config.security.frameOrigins} />
    </section>
  );
}
