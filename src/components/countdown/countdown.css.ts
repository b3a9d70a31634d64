import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const root = style({ display: "inline-flex", flexShrink: 0 });

/** Fixed minimum width so "Send code" ↔ "Code sent (59)" does not make the row jump. */
export const button = style({ minWidth: "8.5em", fontVariantNumeric: "tabular-nums" });

export const compact = style({ minHeight: 36, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm });
