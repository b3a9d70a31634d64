import { useState, type ReactNode } from "react";
import { Plural, useLingui } from "@lingui/react/macro";
import * as buttons from "../button/button.css.ts";
import * as css from "./countdown.css.ts";

/** Seconds left at which the wait is announced (besides the start and the end). */
export const COUNTDOWN_MILESTONES: readonly number[] = [60, 30, 10];

export interface SendCodeButtonProps {
  /** Seconds until another code may be requested; 0 = idle (the button shows its label and can be used). */
  secondsLeft: number;
  /** The person asks for a code. Not called while counting, busy or disabled. */
  onSend: () => void;
  /** Not usable for another reason (e.g. the mobile number is not valid yet, or the chart cannot send now). */
  disabled?: boolean;
  /** A request is on its way: not usable, with a spinner. */
  busy?: boolean;
  /** The idle label; "Send code" by default. */
  label?: ReactNode;
  /** Seconds left at which the wait is announced; COUNTDOWN_MILESTONES by default. */
  milestones?: readonly number[];
  /** Smaller button for a field's trailing slot. */
  compact?: boolean;
}

type Announcement = { kind: "started" | "left"; seconds: number } | { kind: "ready" } | null;

/** What changed from `previous` to `current` seconds that is worth saying, if anything. */
export function countdownAnnouncement(previous: number, current: number, milestones: readonly number[] = COUNTDOWN_MILESTONES): Announcement {
  if (previous === current) return null;
  if (current <= 0) return previous > 0 ? { kind: "ready" } : null;
  if (previous <= 0 || current > previous) return { kind: "started", seconds: current };
  // Crossing a milestone (also when ticks were skipped, e.g. a throttled background tab).
  return milestones.some((m) => previous > m && current <= m) ? { kind: "left", seconds: current } : null;
}

/**
 * The "send code" button of an SMS code field. While `secondsLeft > 0` it shows "Code sent (n)" and cannot be used;
 * the running count is a role="timer" (never announced by itself), and a separate polite live region announces only
 * the start, the milestones and the moment a new code may be requested.
 *
 * The unusable state is aria-disabled (not the native `disabled`): the button keeps focus after a keyboard press, and
 * a click does nothing. Its accessible name stays constant while counting ("Code sent"), so a focused button does not
 * make a screen reader repeat every tick.
 */
export function SendCodeButton({ secondsLeft, onSend, disabled = false, busy = false, label, milestones = COUNTDOWN_MILESTONES, compact = false }: SendCodeButtonProps) {
  const { t } = useLingui();
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  const counting = seconds > 0;
  const unusable = counting || busy || disabled;

  // Derive the announcement from the change of the prop (React's "adjust state on prop change" pattern).
  const [previous, setPrevious] = useState(seconds);
  const [announcement, setAnnouncement] = useState<Announcement>(null);
  if (previous !== seconds) {
    setPrevious(seconds);
    const next = countdownAnnouncement(previous, seconds, milestones);
    if (next) setAnnouncement(next);
  }

  return (
    <span className={css.root}>
      <button
        type="button"
        className={`${buttons.button} ${css.button}${compact ? ` ${css.compact}` : ""}`}
        aria-disabled={unusable}
        aria-busy={busy || undefined}
        aria-label={counting ? t`Code sent` : undefined}
        onClick={() => {
          if (!unusable) onSend();
        }}
      >
        {busy && !counting ? <span className={buttons.spinner} aria-hidden="true" /> : null}
        {counting ? (
          <span role="timer" aria-live="off" aria-atomic="true">
            {t`Code sent (${seconds})`}
          </span>
        ) : (
          (label ?? t`Send code`)
        )}
      </button>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement?.kind === "started" ? (
          <Plural value={announcement.seconds} one="Code sent. You can ask for a new code in # second." other="Code sent. You can ask for a new code in # seconds." />
        ) : announcement?.kind === "left" ? (
          <Plural value={announcement.seconds} one="# second until you can ask for a new code." other="# seconds until you can ask for a new code." />
        ) : announcement?.kind === "ready" ? (
          t`You can ask for a new code now.`
        ) : null}
      </span>
    </span>
  );
}
