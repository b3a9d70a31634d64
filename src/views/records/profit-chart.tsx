import { useLingui } from "@lingui/react/macro";
import type { ProfitDay } from "../../../machines/records/records.types.ts";
import * as css from "./records.css.ts";

const WIDTH = 640;
const HEIGHT = 200;
const TOP = 12;
const BOTTOM = 24;

/**
 * The daily win/loss of the range as bars (REC-10): above the line a day the player won, below it a day they lost.
 * Drawn by the site (no chart library); one image to assistive technology, with the same numbers in the table after it.
 */
export function ProfitChart({
  days,
  day,
  money,
  label: givenLabel,
  caption,
}: {
  days: readonly Pick<ProfitDay, "date" | "winLoss">[];
  day(date: string): string;
  money(minor: number): string;
  /** What the image says to assistive technology, and the text under it, when the bars are not the player's win/loss (the agent's income). */
  label?: string;
  caption?: string;
}) {
  const { t } = useLingui();
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  const peak = Math.max(1, ...days.map((d) => Math.abs(d.winLoss)));
  const plot = HEIGHT - TOP - BOTTOM;
  const zero = TOP + plot / 2;
  const step = WIDTH / days.length;
  const barWidth = Math.max(2, step * 0.7);
  const scale = plot / 2 / peak;
  const best = days.reduce((a, b) => (b.winLoss > a.winLoss ? b : a));
  const worst = days.reduce((a, b) => (b.winLoss < a.winLoss ? b : a));
  const label = givenLabel ?? t`Daily win or loss from ${day(first.date)} to ${day(last.date)}: best day ${day(best.date)} (${money(best.winLoss)}), worst day ${day(worst.date)} (${money(worst.winLoss)}).`;
  return (
    <figure className={css.figure}>
      <svg className={css.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="profit-chart">
        {days.map((d, i) => {
          const h = Math.abs(d.winLoss) * scale;
          return (
            <rect
              key={d.date}
              x={i * step + (step - barWidth) / 2}
              y={d.winLoss >= 0 ? zero - h : zero}
              width={barWidth}
              height={Math.max(d.winLoss === 0 ? 0 : 1, h)}
              className={d.winLoss >= 0 ? css.chartWin : css.chartLoss}
              data-day={d.date}
            >
              <title>{`${day(d.date)}: ${money(d.winLoss)}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={WIDTH} y1={zero} y2={zero} className={css.chartAxis} />
        <text x={0} y={HEIGHT - 6} className={css.chartLabel}>
          {day(first.date)}
        </text>
        <text x={WIDTH} y={HEIGHT - 6} textAnchor="end" className={css.chartLabel}>
          {day(last.date)}
        </text>
      </svg>
      <figcaption className={css.muted}>{caption ?? t`Bars above the line are days you won, below it days you lost. The table below has the same numbers.`}</figcaption>
    </figure>
  );
}
