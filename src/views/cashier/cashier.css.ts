import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** One column no wider than the page (a wide table scrolls in its own box instead of pushing the page past a phone's edge). */
export const page = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md, maxWidth: 560 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const fieldset = style({ border: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold });
export const choices = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const choice = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const radio = style({ accentColor: vars.color.accent, margin: 0 });
export const presets = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const summary = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere", display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const amount = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const status = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const success = style({ color: vars.color.success });
export const danger = style({ color: vars.color.danger });
export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const copy = style({ minHeight: 32, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm });
export const qr = style({ justifySelf: "start", padding: vars.space.sm, background: "#fff", borderRadius: vars.radius.small });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
export const cell = style({ textAlign: "start", padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
export const numeric = style([cell, { textAlign: "end", fontVariantNumeric: "tabular-nums" }]);
export const select = style({
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
export const label = style({ display: "grid", gap: vars.space.xs, fontWeight: vars.fontWeight.bold });
/** A table that scrolls sideways inside the page on a narrow phone instead of widening it. */
export const tableScroll = style({ overflowX: "auto", maxWidth: "100%" });
export const caption = style({ captionSide: "top", textAlign: "start", color: vars.color.textMuted, paddingBlockEnd: vars.space.xs });
/** A button with a long label that wraps on a narrow screen instead of running past its edges (doubled class: after the button's own nowrap). */
export const wrapping = style({ selectors: { "&&": { whiteSpace: "normal", textAlign: "center", maxWidth: "100%" } } });
