import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The phone's breakpoint (the member centre's): records become one card each. */
const PHONE = "(max-width: 600px)";

export const page = style({ display: "grid", gap: vars.space.md, minWidth: 0 });
export const filter = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});
export const quick = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });
export const quickButton = style({
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, background: vars.color.accent, color: vars.color.accentText },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const fields = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const field = style({ display: "grid", gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, flex: "1 1 140px" });
export const input = style({
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: vars.fontWeight.regular,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const note = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.medium, border: `1px solid ${vars.color.border}`, background: vars.color.surface, display: "grid", gap: vars.space.sm, justifyItems: "start" });
export const totals = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(120px, 1fr))",
  gap: vars.space.sm,
  margin: 0,
});
export const total = style({ display: "grid", gap: 2, padding: vars.space.sm, borderRadius: vars.radius.medium, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceRaised });
globalStyle(`${total} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${total} dd`, { margin: 0, fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums" });
export const win = style({ color: vars.color.success });
export const loss = style({ color: vars.color.danger });
export const busy = style({ opacity: 0.6 });

/** A real table on a desktop; on a phone each row is a card whose cells name their column. */
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
export const caption = style({ captionSide: "top", textAlign: "start", color: vars.color.textMuted, paddingBlockEnd: vars.space.xs });
export const head = style({
  "@media": { [PHONE]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", clipPath: "inset(50%)", whiteSpace: "nowrap" } },
});
export const row = style({
  "@media": {
    [PHONE]: { display: "grid", gap: 2, padding: vars.space.sm, marginBlockEnd: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium, background: vars.color.surfaceRaised },
  },
});
export const cell = style({
  textAlign: "start",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [PHONE]: {
      display: "flex",
      justifyContent: "space-between",
      gap: vars.space.sm,
      padding: 0,
      border: "none",
      selectors: { "&::before": { content: "attr(data-label)", color: vars.color.textMuted } },
    },
  },
});
export const numeric = style([cell, { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }]);
export const bodyRows = style({ "@media": { [PHONE]: { display: "block" } } });
globalStyle(`${table}`, { "@media": { [PHONE]: { display: "block" } } });

/** The profit and loss chart. */
export const chart = style({ display: "block", width: "100%", height: "auto", maxHeight: 220 });
export const chartWin = style({ fill: vars.color.success });
export const chartLoss = style({ fill: vars.color.danger });
export const chartAxis = style({ stroke: vars.color.border, strokeWidth: 1 });
export const chartLabel = style({ fill: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const figure = style({ margin: 0, display: "grid", gap: vars.space.xs });
