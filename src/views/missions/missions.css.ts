import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" });
export const card = style({
  display: "grid",
  gap: vars.space.xs,
  alignContent: "start",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  minWidth: 0,
});
export const done = style({ borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` });
export const past = style({ opacity: 0.85 });
export const head = style({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: vars.space.sm, flexWrap: "wrap" });
export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const status = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });
export const progress = style({ width: "100%", height: 12, accentColor: vars.color.accent });
export const facts = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: `2px ${vars.space.sm}`, margin: 0, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontVariantNumeric: "tabular-nums" });
export const own = style({ fontWeight: vars.fontWeight.bold, background: vars.color.surfaceRaised });
