import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const page = style({ display: "grid", gap: vars.space.lg, paddingBlock: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const panel = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});
export const big = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums" });
export const grid = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))" });
export const card = style({
  display: "grid",
  gap: vars.space.xs,
  alignContent: "start",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
export const cardName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const highlight = style({ borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` });
export const form = style({ display: "grid", gap: vars.space.md });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const status = style({ fontWeight: vars.fontWeight.bold });
export const progress = style({ width: "100%", height: 12, accentColor: vars.color.accent });

/** A table on a desktop; on a phone each row is a card whose cells name their column (`data-label`). */
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  "@media": {
    "(max-width: 640px)": { display: "block" },
  },
});
export const head = style({ "@media": { "(max-width: 640px)": { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } } });
export const body = style({ "@media": { "(max-width: 640px)": { display: "grid", gap: vars.space.sm } } });
export const row = style({
  "@media": {
    "(max-width: 640px)": { display: "grid", padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium },
  },
});
export const cell = style({
  textAlign: "start",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    "(max-width: 640px)": {
      display: "flex",
      justifyContent: "space-between",
      gap: vars.space.sm,
      border: "none",
      padding: `2px 0`,
      selectors: { "&::before": { content: "attr(data-label)", color: vars.color.textMuted } },
    },
  },
});
export const numeric = style([cell, { textAlign: "end", fontVariantNumeric: "tabular-nums" }]);
