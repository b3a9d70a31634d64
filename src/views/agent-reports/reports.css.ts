import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The rows and their totals: a grid item that may be narrower than its table (the table's region scrolls sideways). */
export const result = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
});
