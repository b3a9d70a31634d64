import { useCallback, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import type { LaunchDialog } from "../../../machines/game-launch/game-launch.selectors.ts";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { AlertDialog } from "../../components/dialog/alert-dialog.tsx";
import { Pagination } from "../../components/pagination/pagination.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { failureText } from "../../i18n/auth-messages.ts";
import { GameGrid } from "../games/game-grid.tsx";
import { useGameLaunchActor } from "./use-game-launch.ts";
import * as css from "./game-launch.css.ts";

/** Who handles the failure dialog's buttons when not the game-launch machine (its code did not load: machines/app). */
export interface FailureIntents {
  close(): void;
  retry(): void;
}

/** The game-launch machine's dialogs: starting, the vendor's popup game list, trial warning, maintenance, open round, failure. */
export function GameLaunchDialogs({ dialog, intents }: { dialog: Exclude<LaunchDialog, { kind: "none" }>; intents?: FailureIntents }) {
  const { t, i18n } = useLingui();
  const actor = useGameLaunchActor();
  const close = useCallback(() => (intents ? intents.close() : actor.send({ type: "dialog.closed" })), [actor, intents]);
  const retryList = useCallback(() => actor.send({ type: "list.retry" }), [actor]);
  const changePage = useCallback((pageNo: number) => actor.send({ type: "list.pageRequested", pageNo }), [actor]);
  const primaryRef = useRef<HTMLButtonElement>(null);

  switch (dialog.kind) {
    case "launching":
      return (
        <div role="status" className={css.toast} data-testid="game-launching">
          <span className={buttons.spinner} aria-hidden="true" /> {t`Starting ${dialog.gameName}…`}
        </div>
      );
    case "gameList": {
      const { page } = dialog;
      const status = dialog.failure ? "failed" : dialog.loading ? "loading" : page && page.games.length > 0 ? "loaded" : "empty";
      const name = dialog.vendor.displayName;
      return (
        <Dialog open onClose={close} title={name}>
          <div className={css.list} data-testid="vendor-game-list">
            <GameGrid
              games={dialog.loading ? [] : (page?.games ?? [])}
              status={status}
              label={t`Games of ${name}`}
              skeletons={6}
              failureText={failureText(i18n, dialog.failure)}
              onRetry={retryList}
            />
            <Pagination page={dialog.pageNo} totalPages={page?.totalPages ?? 1} onChange={changePage} label={t`Pages of ${name}`} busy={dialog.loading} />
          </div>
        </Dialog>
      );
    }
    case "needRealAccount":
      return <AlertDialog open title={t`Real account needed`} message={t`Register a real account first.`} confirmLabel={t`Confirm`} onConfirm={close} />;
    case "maintenance": {
      const name = dialog.gameName;
      return (
        <Dialog open onClose={close} title={t`Game under maintenance`}>
          <p className={css.text}>
            {dialog.recommended.length > 0 ? t`${name} is under maintenance. Try one of these games instead:` : t`${name} is under maintenance. Please try again later.`}
          </p>
          {dialog.recommended.length > 0 ? (
            <div data-testid="recommended-games">
              <GameGrid games={dialog.recommended} status="loaded" label={t`Recommended games`} skeletons={4} />
            </div>
          ) : null}
        </Dialog>
      );
    }
    case "roundOpen": {
      const name = dialog.gameName;
      return (
        <Dialog open onClose={close} title={t`A round is still open`} initialFocus={primaryRef}>
          <p className={css.text}>
            {name ? t`Your round in ${name} has not finished yet. Finish it before starting another game.` : t`A round in another game has not finished yet. Finish it before starting another game.`}
          </p>
          <div className={css.actions}>
            <button type="button" className={buttons.button} onClick={close}>
              {t`Close`}
            </button>
            {dialog.canContinue ? (
              <button ref={primaryRef} type="button" className={buttons.primary} onClick={() => actor.send({ type: "round.continue" })}>
                {t`Continue that game`}
              </button>
            ) : null}
          </div>
        </Dialog>
      );
    }
    case "failed": {
      const name = dialog.gameName;
      return (
        <Dialog open onClose={close} title={t`The game could not start`} initialFocus={primaryRef}>
          <p className={css.text} role="alert">
            {failureText(i18n, dialog.failure)}
          </p>
          <p className={css.text}>{t`${name} did not start.`}</p>
          <div className={css.actions}>
            <button type="button" className={buttons.button} onClick={close}>
              {t`Close`}
            </button>
            <button ref={primaryRef} type="button" className={buttons.primary} onClick={() => (intents ? intents.retry() : actor.send({ type: "launch.retry" }))}>
              {t`Try again`}
            </button>
          </div>
        </Dialog>
      );
    }
  }
}
