import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** A count next to a tab, a button or a menu entry. */
export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 20,
  height: 20,
  padding: `0 ${vars.space.xs}`,
  marginInlineStart: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: "#fff",
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: "tabular-nums",
});
export const hidden = style({
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
