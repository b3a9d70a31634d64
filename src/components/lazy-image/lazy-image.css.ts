import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The reserved box: its size comes from width/height + aspect-ratio set inline, so loading shifts nothing. */
export const box = style({
  position: "relative",
  display: "block",
  overflow: "hidden",
  maxWidth: "100%",
  height: "auto",
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.medium,
});

export const image = style({
  position: "absolute",
  inset: 0,
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "cover",
  opacity: 0,
  transition: "opacity 0.2s ease-out",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const shown = style({ opacity: 1 });

/** After the last failed attempt: a neutral tile with the first letters of the alt text. */
export const fallback = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.xs,
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.border})`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textTransform: "uppercase",
  letterSpacing: "0.05em",
});
