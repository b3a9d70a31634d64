import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const page = style({ display: "grid", gap: vars.space.md, paddingBlock: vars.space.md });
export const standalone = style({ maxWidth: 1080, margin: "0 auto", padding: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const search = style({ display: "grid", gap: vars.space.xs, maxWidth: 480 });
export const searchLabel = style({ fontWeight: vars.fontWeight.bold });
export const searchInput = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": { "(min-width: 860px)": { gridTemplateColumns: "280px minmax(0, 1fr)" } },
});
export const topics = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});
export const category = style({ display: "grid", gap: vars.space.xs });
export const categoryTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted, textTransform: "uppercase", letterSpacing: "0.04em" });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 2 });
export const link = style({
  display: "flex",
  alignItems: "center",
  minHeight: 36,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceRaised, textDecoration: "underline" },
    '&[aria-current="page"]': { background: vars.color.surfaceRaised, boxShadow: `inset 3px 0 0 ${vars.color.accent}`, fontWeight: vars.fontWeight.bold },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const resultCategory = style({ display: "block", fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const article = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  minWidth: 0,
  scrollMarginTop: vars.space.lg,
});
export const articleCategory = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const articleTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, selectors: { "&:focus": { outline: "none" } } });
export const body = style({ overflowWrap: "anywhere", lineHeight: 1.6 });
export const alert = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const placeholder = style({ minHeight: 120 });
