import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The error card in a page's place, under the header. */
export const inPage = style({ display: "grid", placeItems: "center", padding: `${vars.space.xl} ${vars.space.md}` });
