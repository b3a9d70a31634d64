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
