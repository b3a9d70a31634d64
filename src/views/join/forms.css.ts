import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The content pages' forms and lists (/join, /feedback, /winners). */
export const page = style({ display: "grid", gap: vars.space.md, paddingBlock: vars.space.md, maxWidth: 760 });
export const widePage = style({ display: "grid", gap: vars.space.md, paddingBlock: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const form = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 720px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const full = style({ gridColumn: "1 / -1" });
export const actions = style({ gridColumn: "1 / -1", display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
export const box = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const boxTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
/** A textarea or select with the text field's box (the field's own box focuses only inputs). */
export const control = style({
  width: "100%",
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.medium,
  background: vars.color.page,
  color: vars.color.text,
  font: "inherit",
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const textarea = style([control, { minHeight: 160, resize: "vertical", lineHeight: 1.5 }]);
export const counter = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const winners = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
export const win = style({
  width: "100%",
  display: "grid",
  gridTemplateColumns: "2.5em 60px minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceRaised },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const rank = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted, textAlign: "end" });
export const winIcon = style({ width: 60, height: 40, objectFit: "cover", borderRadius: vars.radius.small, background: vars.color.surfaceRaised });
export const winText = style({ display: "grid", minWidth: 0, overflowWrap: "anywhere" });
export const winPlayer = style({ fontWeight: vars.fontWeight.bold });
export const amount = style({ fontWeight: vars.fontWeight.bold, color: vars.color.success, whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });
