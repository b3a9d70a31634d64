import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const form = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md, width: "min(100%, 400px)" });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });
export const actions = style({ display: "grid", gap: vars.space.sm });
export const linkButton = style({
  background: "none",
  border: "none",
  padding: `${vars.space.xs} 0`,
  minHeight: 24,
  color: vars.color.link,
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const divider = style({ display: "flex", alignItems: "center", gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const socialRow = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
export const bar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 6, "@media": { "screen and (max-width: 767px)": { flexWrap: "nowrap" } } });
export const balance = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontVariantNumeric: "tabular-nums",
  minWidth: "9ch",
});
export const chip = style({
  background: "none",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: 32,
  font: "inherit",
  cursor: "pointer",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
/** A link that looks like the bar's buttons (the agent centre's entry is an address). */
export const chipLink = style([chip, { display: "inline-flex", alignItems: "center", boxSizing: "border-box", textDecoration: "none" }]);
export const methodList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, border: "none", padding: 0, margin: 0 });
export const headerForm = style({ display: "flex", alignItems: "center", gap: vars.space.sm, "@media": { "(max-width: 899px)": { display: "none" } } });
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
export const compactInput = style({
  width: 140,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
});
export const mobileOnly = style({ "@media": { "(min-width: 900px)": { display: "none" } } });
export const mobileRow = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space.sm });
export const mobileInput = style({ flex: "1 1 220px", minWidth: 0 });
/** Lines the send-code button up with the input (below the label). */
export const mobileAction = style({ flex: "0 0 auto", paddingTop: 28, "@media": { "(max-width: 420px)": { paddingTop: 0 } } });
/** Why the login popup opened when the platform ended the session. */
export const note = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
});

/** Only on a phone (the refresh icon). */
export const phoneOnly = style({ display: "none", "@media": { "screen and (max-width: 767px)": { display: "inline" } } });
/** The refresh's words: shown on a wide screen; on a phone the icon shows and the words stay its accessible name. */
export const refreshText = style({
  "@media": { "screen and (max-width: 767px)": { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } },
});
