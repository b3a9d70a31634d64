import { useEffect, useId, useState, type CSSProperties } from "react";
import { useLingui } from "@lingui/react/macro";
import { errorMessages } from "../../i18n/messages.ts";
import { useAnnouncementsSend, useMarquee } from "./use-announcements.ts";
import { reducedMotion, useHold } from "./use-hold.ts";
import * as css from "./announcements.css.ts";

/** How long each notice stands still before the next one slides in. */
const NOTICE_HOLD_MS = 5000;

/**
 * The notice strip: one player notice at a time, each standing still for 5 s before the next slides up into its
 * place (a ticker, not a scrolling marquee: still text can be read, and the page draws a new picture only while a
 * notice changes instead of on every frame, which on a phone is battery and on a busy machine is the CPU the page's
 * own loading needs; ADR 0011). It stops while hovered or focused and with the Pause button; when the player
 * prefers reduced motion it is a still list of every title. Every title is a button in the list (keyboard and screen
 * readers reach all of them; focusing one shows it) and opens the notice modal. After the last notice a copy of the
 * first slides in, and the strip then stands on the first itself without a slide (`data-first`).
 */
export function NoticeMarquee() {
  const { t, i18n } = useLingui();
  const view = useMarquee();
  const send = useAnnouncementsSend();
  /** Reduced motion: a still list of every title (the style sheet lays it out), nothing to pause. */
  const [still] = useState(reducedMotion);
  const [paused, setPaused] = useState(false);
  const [held, handlers] = useHold();
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const count = view.notices.length;
  /** The row shown: the notices' count can change under it (a new language, a login), the copy is row `count`. */
  const at = index % (count + 1);
  useEffect(() => {
    if (still || paused || held || count < 2) return;
    const timer = setTimeout(() => setIndex((at < count ? at : 0) + 1), NOTICE_HOLD_MS);
    return () => clearTimeout(timer);
  }, [still, paused, held, count, at]);
  const row = (notice: (typeof view.notices)[number], i: number) => (
    <li key={i} aria-hidden={i < count ? undefined : "true"}>
      <button
        type="button"
        className={css.marqueeItem}
        tabIndex={i < count ? undefined : -1}
        onFocus={() => setIndex(i)}
        onClick={() => send({ type: "notice.opened", id: notice.id })}
      >
        {notice.title}
      </button>
    </li>
  );
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
          <div className={css.marqueeWindow} {...handlers}>
            <ul
              className={css.marqueeTrack}
              style={{ "--notice": at } as CSSProperties}
              data-first={at === 0}
              onTransitionEnd={() => at === count && setIndex(0)}
            >
              {view.notices.concat(count > 1 ? view.notices[0]! : []).map(row)}
            </ul>
          </div>
          {still || count < 2 ? null : (
            <button type="button" className={css.control} aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
              {paused ? t`Play` : t`Pause`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
