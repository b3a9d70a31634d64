import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const search = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end", minWidth: 0 });
export const levels = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center", listStyle: "none", margin: 0, padding: 0, fontSize: vars.fontSize.sm });
export const levelLink = style({
  minHeight: 32,
  padding: `0 ${vars.space.xs}`,
  border: "none",
  background: "none",
  color: vars.color.accent,
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const current = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });
export const rowActions = style({ display: "flex", gap: vars.space.xs, justifyContent: "flex-end" });
export const small = style({ minHeight: 32, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm });
export const pager = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const frozen = style({ color: vars.color.danger });
/** The table scrolls sideways inside the centre when it is wider than the page; on a phone it is cards. */
export const scroll = style({ overflowX: "auto", width: 0, minWidth: "100%" });
export const caption = style({ "@media": { "(max-width: 600px)": { display: "block" } } });
