import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { errorMessages } from "../../i18n/messages.ts";
import { useAnnouncementsSend, useMarquee } from "./use-announcements.ts";
import * as css from "./announcements.css.ts";

/**
 * The notice marquee: player notices scroll by (paused on hover, on focus and with the Pause button; a static list
 * when the player prefers reduced motion). Each title opens the notice modal.
 */
export function NoticeMarquee() {
  const { t, i18n } = useLingui();
  const view = useMarquee();
  const send = useAnnouncementsSend();
  const [paused, setPaused] = useState(false);
  const titleId = "notice-marquee-title";
  const items = (copy: boolean) =>
    view.notices.map((notice) => (
      <li key={`${copy ? "copy-" : ""}${notice.id}`} className={copy ? css.marqueeCopy : undefined} aria-hidden={copy ? "true" : undefined}>
        <button type="button" className={css.marqueeItem} tabIndex={copy ? -1 : undefined} onClick={() => send({ type: "notice.opened", id: notice.id })}>
          {notice.title}
        </button>
      </li>
    ));
  return (
    <section className={css.marquee} aria-labelledby={titleId} data-testid="notice-marquee">
      <h2 id={titleId} className={css.marqueeLabel}>
        {t`Notices`}
      </h2>
      {view.failure ? (
        <div className={css.status} role="alert">
          <span>{i18n._(errorMessages[view.failure.code])}</span>
          <button type="button" className={css.control} onClick={() => send({ type: "announcements.retry" })}>
            {t`Try again`}
          </button>
        </div>
      ) : view.loading ? (
        <span className={css.status} role="status">
          {t`Loading notices…`}
        </span>
      ) : view.notices.length === 0 ? (
        <span className={css.status}>{t`No notices right now.`}</span>
      ) : (
        <>
          <div className={css.marqueeWindow}>
            <ul className={css.marqueeTrack} data-paused={paused ? "true" : "false"}>
              {items(false)}
              {items(true)}
            </ul>
          </div>
          <button type="button" className={css.control} aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {paused ? t`Play` : t`Pause`}
          </button>
        </>
      )}
    </section>
  );
}
