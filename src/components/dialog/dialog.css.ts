import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const dialog = style({
  width: "min(480px, calc(100vw - 32px))",
  maxHeight: "calc(100dvh - 32px)",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  overflow: "auto",
  selectors: {
    "&::backdrop": { background: "rgba(0, 0, 0, 0.6)" },
  },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} 0 ${vars.space.lg}`,
});

export const title = style({ flex: "1 1 auto", margin: 0, fontSize: vars.fontSize.lg });

export const close = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: 40,
  height: 40,
  padding: 0,
  border: `1px solid transparent`,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  ":hover": { color: vars.color.text, borderColor: vars.color.border },
});

export const body = style({ padding: vars.space.lg });
