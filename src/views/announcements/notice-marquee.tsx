import { useEffect, useState, type CSSProperties } from "react";
import { useLingui } from "@lingui/react/macro";
import { errorMessages } from "../../i18n/messages.ts";
import { useAnnouncementsSend, useMarquee } from "./use-announcements.ts";
import * as css from "./announcements.css.ts";

/** How long each notice stands still before the next one slides in. */
export const NOTICE_HOLD_MS = 5000;

function reducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The notice strip: one player notice at a time, each standing still for 5 s before the next slides up into its
 * place (a ticker, not a scrolling marquee: still text can be read, and the page draws a new picture only while a
 * notice changes instead of on every frame, which on a phone is battery and on a busy machine is the CPU the page's
 * own loading needs; ADR 0011). It stops while hovered or focused and with the Pause button; when the player
 * prefers reduced motion it is a still list of every title. Every title is a button in the list (keyboard and screen
 * readers reach all of them; focusing one shows it) and opens the notice modal.
 */
export function NoticeMarquee() {
  const { t, i18n } = useLingui();
  const view = useMarquee();
  const send = useAnnouncementsSend();
  /** Reduced motion: a still list of every title (the style sheet lays it out), nothing to pause. */
  const [still] = useState(reducedMotion);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [index, setIndex] = useState(0);
  /** Set for the jump from the first notice's copy (after the last) back to the first: no slide. */
  const [instant, setInstant] = useState(false);
  const titleId = "notice-marquee-title";
  const count = view.notices.length;
  const current = count === 0 ? 0 : index % count;
  useEffect(() => {
    if (still || paused || held || count < 2) return;
    const timer = window.setTimeout(() => {
      setInstant(false);
      setIndex((i) => (i >= count ? 1 : i + 1));
    }, NOTICE_HOLD_MS);
    return () => window.clearTimeout(timer);
  }, [still, paused, held, count, index]);
  useEffect(() => {
    // On the copy of the first notice (after the last): once it has slid in, stand on the first one itself.
    if (count < 2 || index < count) return;
    const timer = window.setTimeout(() => {
      setInstant(true);
      setIndex(0);
    }, css.NOTICE_SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [count, index]);
  const show = (i: number) => {
    setInstant(true);
    setIndex(i);
  };
  const items = view.notices.map((notice, i) => (
    <li key={notice.id} className={css.marqueeRow}>
      <button type="button" className={css.marqueeItem} title={notice.title} onFocus={() => show(i)} onClick={() => send({ type: "notice.opened", id: notice.id })}>
        {notice.title}
      </button>
    </li>
  ));
  const first = view.notices[0];
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
          <div
            className={css.marqueeWindow}
            onMouseEnter={() => setHeld(true)}
            onMouseLeave={() => setHeld(false)}
            onFocus={() => setHeld(true)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
            }}
          >
            <ul
              className={css.marqueeTrack}
              style={{ "--notice": index } as CSSProperties}
              data-current={current}
              data-paused={paused ? "true" : "false"}
              data-instant={instant ? "true" : "false"}
            >
              {items}
              {count > 1 && first ? (
                <li className={`${css.marqueeRow} ${css.marqueeCopy}`} aria-hidden="true">
                  <button type="button" className={css.marqueeItem} tabIndex={-1} onClick={() => send({ type: "notice.opened", id: first.id })}>
                    {first.title}
                  </button>
                </li>
              ) : null}
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
