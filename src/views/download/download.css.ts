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
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
});
export const card = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "center",
  textAlign: "center",
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  height: "100%",
});
export const yours = style({ borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const badge = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const qr = style({ padding: vars.space.sm, background: "#fff", borderRadius: vars.radius.small, lineHeight: 0 });
export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  display: "grid",
  gap: vars.space.xs,
});
export const noteTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg });
