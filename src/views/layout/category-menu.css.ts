import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const panel = style({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  zIndex: 40,
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  maxHeight: "min(75vh, 640px)",
  overflowY: "auto",
});

export const inner = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 900px)": { gridTemplateColumns: "220px minmax(0, 1fr)" } },
});

export const vendors = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 2, alignContent: "start" });

export const vendor = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  width: "100%",
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceRaised },
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  selectors: { '&[data-highlighted="true"]': { background: vars.color.surfaceRaised, boxShadow: `inset 3px 0 0 ${vars.color.accent}` } },
});

export const vendorIcon = style({ width: 28, height: 28, flex: "0 0 28px", borderRadius: vars.radius.small });

export const hot = style({
  marginInlineStart: "auto",
  padding: "0 6px",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: "18px",
});

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });
export const all = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });
