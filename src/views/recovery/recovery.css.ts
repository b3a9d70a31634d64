import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The forgot-password modal's content: at most 400 px wide, stacked, usable on a 360 px phone. */
export const content = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  width: "100%",
  maxWidth: 400,
  marginInline: "auto",
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const fields = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const action = style({ flex: "1 1 140px", minHeight: 44 });

/** The e-mail confirmation and the "logged-in failed" notice. */
export const notice = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});

export const noticeText = style({ margin: 0, color: vars.color.text });
