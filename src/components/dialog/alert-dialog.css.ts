import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const message = style({ margin: `0 0 ${vars.space.lg}`, overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm });

export const action = style({ minWidth: 96 });
