import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const page = style({ display: "grid", gap: vars.space.md, paddingBlock: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const box = style({ display: "grid", gap: vars.space.sm, justifyItems: "start", padding: vars.space.md, borderRadius: vars.radius.large, border: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 720px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const item = style({ display: "grid", gap: vars.space.xs, alignContent: "start", justifyItems: "start", padding: vars.space.md, borderRadius: vars.radius.large, border: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });
export const summary = style({ margin: 0, lineHeight: 1.5 });
export const article = style({ display: "grid", gap: vars.space.sm, justifyItems: "start", maxWidth: 760 });
export const articleTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } } });
export const html = style({ overflowWrap: "anywhere", lineHeight: 1.6 });
export const placeholder = style({ minHeight: 80 });
