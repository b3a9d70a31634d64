import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const container = style({ position: "relative" });

/** Covers the container (its own box) and takes the pointer while busy. */
export const overlay = style({
  position: "absolute",
  inset: 0,
  zIndex: 10,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "inherit",
  background: `color-mix(in srgb, ${vars.color.surface} 70%, transparent)`,
  color: vars.color.accent,
  cursor: "progress",
});

export const spinner = style({ width: 32, height: 32 });
