import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/**
 * Button looks shared by the form primitives. A control that cannot act right now carries aria-disabled="true"
 * (it keeps focus and stays in the Tab order, so a keyboard or screen-reader user does not lose their place);
 * a native `disabled` looks the same.
 */
export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: 40,
  minWidth: 40,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&:hover:not([aria-disabled='true']):not(:disabled)": { borderColor: vars.color.accent },
    "&[aria-disabled='true'], &:disabled": { cursor: "not-allowed", opacity: 0.6 },
  },
});

export const primary = style([
  button,
  {
    background: vars.color.accent,
    borderColor: vars.color.accent,
    color: vars.color.accentText,
    selectors: {
      "&:hover:not([aria-disabled='true']):not(:disabled)": { background: vars.color.accentHover, borderColor: vars.color.accentHover },
    },
  },
]);

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

/** A small spinning ring in the current text colour (decorative: always aria-hidden). */
export const spinner = style({
  display: "inline-block",
  flexShrink: 0,
  width: "1em",
  height: "1em",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  borderRadius: "50%",
  animation: `${spin} 0.8s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2.4s" } },
});
