import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const nav = style({ display: "flex", justifyContent: "center", marginBlock: vars.space.lg });

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** At least 36 × 36 px (WCAG 2.2 target size asks for 24). */
export const page = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 36,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  selectors: {
    "&:hover:not([aria-disabled='true']):not([aria-current='page'])": { borderColor: vars.color.accent },
    "&[aria-current='page']": { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText, fontWeight: vars.fontWeight.bold, cursor: "default" },
    "&[aria-disabled='true']": { opacity: 0.5, cursor: "not-allowed" },
  },
});

export const gap = style({ minWidth: 24, textAlign: "center", color: vars.color.textMuted });

export const status = style({ marginInlineStart: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
