import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The register modal's content: at most 400 px wide, stacked, and usable on a 360 px phone. */
export const content = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  width: "100%",
  maxWidth: 400,
  marginInline: "auto",
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

/** The fields, the form error and the buttons, under the loading overlay. */
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

/** Fields one under another. */
export const fields = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

/** Register and Reset: side by side, wrapping on very narrow screens. */
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const action = style({ flex: "1 1 140px", minHeight: 44 });

export const footer = style({ margin: 0, textAlign: "center", color: vars.color.textMuted });

/** A text-like button (e.g. "Log in" after "Already have an account?"). */
export const linkButton = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 24,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: "transparent",
  color: vars.color.link,
  font: "inherit",
  fontWeight: vars.fontWeight.bold,
  textDecoration: "underline",
  cursor: "pointer",
  ":hover": { color: vars.color.accentHover },
});

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

/** Loading the settings, or their failure with Try again. */
export const status = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: 160,
  justifyContent: "center",
  textAlign: "center",
  color: vars.color.textMuted,
});

export const statusSpinner = style({ width: 28, height: 28, color: vars.color.accent });

export const statusMessage = style({ margin: 0, color: vars.color.text });
