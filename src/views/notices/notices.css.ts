import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const page = style({ display: "grid", gap: vars.space.md, paddingBlock: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 720px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});
export const item = style({
  width: "100%",
  height: "100%",
  display: "grid",
  gap: vars.space.xs,
  alignContent: "start",
  textAlign: "start",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceRaised },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const itemTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });
export const meta = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap", fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const unread = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const alert = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const date = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const html = style({ overflowWrap: "anywhere", lineHeight: 1.6 });
export const placeholder = style({ minHeight: 80 });
