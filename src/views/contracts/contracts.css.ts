import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** A contract page: the period choice, the contracts and the records, one under the other. */
export const page = style({ display: "grid", gap: vars.space.md, minWidth: 0 });
export const section = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const periods = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });
export const periodsLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, marginInlineEnd: vars.space.xs });
export const terms = style({ margin: 0, paddingInlineStart: 0, listStyle: "none", display: "grid", gap: 2 });
export const state = style({
  display: "inline-block",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
});
export const stateActive = style([state, { borderColor: vars.color.success, color: vars.color.success }]);
export const stateEnded = style([state, { color: vars.color.textMuted }]);
export const stateRejected = style([state, { borderColor: vars.color.danger, color: vars.color.danger }]);
export const stateWaiting = style([state, { borderColor: vars.color.accent }]);
export const settlement = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.bold,
});

/** The phone's breakpoint (the records pages'): tables become one card per row. */
const PHONE = "(max-width: 600px)";
/** A table wider than the page scrolls sideways on its own (focusable, so a keyboard can scroll it). */
export const scroll = style({
  overflowX: "auto",
  minWidth: 0,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
/** The table's caption spans the page on a phone, where the table is a list of cards. */
export const caption = style({ "@media": { [PHONE]: { display: "block" } } });
export const contractId = style({ display: "block", color: vars.color.textMuted });
/** A column header may wrap, so a long name does not widen its column of short amounts. */
export const wrapHeader = style({ whiteSpace: "normal" });
