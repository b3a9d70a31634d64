import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const text = style({ margin: `0 0 ${vars.space.md}`, overflowWrap: "anywhere" });
export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm, marginTop: vars.space.md });
export const list = style({ minHeight: 120 });
export const toast = style({
  position: "fixed",
  insetInline: 0,
  bottom: vars.space.lg,
  margin: "0 auto",
  width: "fit-content",
  maxWidth: "calc(100vw - 32px)",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  zIndex: 50,
});
