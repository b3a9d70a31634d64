import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The change-password form: at most 400 px wide, stacked, usable on a 360 px phone. */
export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  width: "100%",
  maxWidth: 400,
  marginInline: "auto",
  minWidth: 0,
});

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const fields = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

/** Why the change is asked for (forced after login). */
export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

/** The account whose password changes. */
export const account = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, color: vars.color.textMuted });

export const accountName = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const action = style({ flex: "1 1 140px", minHeight: 44 });
