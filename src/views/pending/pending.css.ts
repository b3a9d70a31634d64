import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const pending = style({ padding: `${vars.space.xl} ${vars.space.md}`, textAlign: "center" });
export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.xl });
export const text = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });
