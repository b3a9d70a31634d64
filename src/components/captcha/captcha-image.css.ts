import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The button is exactly the image's box (size set inline from props), so loading and refreshing shift nothing. */
export const button = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  boxSizing: "content-box",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  overflow: "hidden",
  cursor: "pointer",
  selectors: {
    "&:hover:not([aria-disabled='true'])": { borderColor: vars.color.accent },
    "&[aria-disabled='true']": { cursor: "not-allowed" },
  },
});

export const image = style({ display: "block", width: "100%", height: "100%", objectFit: "fill" });

export const loadingImage = style([image, { opacity: 0.35 }]);

/** Spinner or refresh icon centred over the box. */
export const overlay = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  color: vars.color.text,
  pointerEvents: "none",
});
