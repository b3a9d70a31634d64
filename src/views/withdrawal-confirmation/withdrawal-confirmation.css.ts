import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const text = style({ margin: `0 0 ${vars.space.md}`, overflowWrap: "anywhere" });
export const muted = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const figures = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
});
export const figureLabel = style({ margin: 0, color: vars.color.textMuted });
export const figureValue = style({ margin: 0, textAlign: "end", fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums" });
export const highlight = style({ color: vars.color.accent, fontSize: vars.fontSize.lg });
export const countdown = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  fontVariantNumeric: "tabular-nums",
});
export const answers = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm, marginTop: vars.space.md });
export const preview = style({
  display: "block",
  maxWidth: "100%",
  maxHeight: 240,
  margin: `${vars.space.sm} 0`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  objectFit: "contain",
});
export const fileInput = style({ minHeight: 44, maxWidth: "100%" });
export const notice = style({
  position: "fixed",
  insetInline: 0,
  bottom: vars.space.lg,
  margin: "0 auto",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  width: "fit-content",
  maxWidth: "calc(100vw - 32px)",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  zIndex: 50,
});
