import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const tablist = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  minHeight: 40,
  minWidth: 40,
  padding: `0 ${vars.space.md}`,
  marginBottom: -1,
  border: "1px solid transparent",
  borderBottom: "3px solid transparent",
  borderRadius: `${vars.radius.medium} ${vars.radius.medium} 0 0`,
  background: "transparent",
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  cursor: "pointer",
  ":hover": { color: vars.color.text },
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.color.text,
      background: vars.color.surfaceRaised,
      borderColor: vars.color.border,
      borderBottomColor: vars.color.accent,
    },
  },
});

export const panel = style({ padding: `${vars.space.md} 0` });
