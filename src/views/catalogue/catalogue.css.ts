import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const page = style({ paddingBlock: vars.space.lg });

export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.xl });

export const layout = style({
  display: "grid",
  gridTemplateColumns: "220px minmax(0, 1fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { "(max-width: 860px)": { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md } },
});

export const vendorNav = style({
  position: "sticky",
  minWidth: 0,
  top: vars.space.md,
  "@media": { "(max-width: 860px)": { position: "static" } },
});

export const vendorHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const vendorList = style({
  display: "flex",
  flexDirection: "column",
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: "none",
  position: "relative",
  maxHeight: "calc(100vh - 160px)",
  overflowY: "auto",
  "@media": {
    "(max-width: 860px)": { flexDirection: "row", overflowX: "auto", overflowY: "visible", maxHeight: "none", paddingBottom: vars.space.xs, gap: vars.space.xs },
  },
});

export const vendorLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 36,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.small,
  border: "1px solid transparent",
  color: vars.color.text,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { borderColor: vars.color.border, background: vars.color.surface },
    "&[aria-current='page']": { background: vars.color.accent, color: vars.color.accentText, fontWeight: vars.fontWeight.bold },
  },
  "@media": { "(max-width: 860px)": { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.pill } },
});

/** A long vendor name ends in an ellipsis inside the column (the link's title holds it whole), not cut at the edge. */
export const vendorName = style({ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" });

export const vendorIcon = style({ width: 24, height: 24, flexShrink: 0, objectFit: "contain" });

export const hotDot = style({ flexShrink: 0, marginInlineStart: "auto", fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, color: vars.color.danger, textTransform: "uppercase" });

export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.md, marginBottom: vars.space.md });

export const search = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, flex: "1 1 260px", maxWidth: 420 });

export const searchLabel = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const searchInput = style({
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});

export const count = style({ margin: 0, color: vars.color.textMuted, minHeight: "1.4em" });

export const note = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

export const alert = style([note, { display: "flex", alignItems: "center", gap: vars.space.md, borderInlineStartColor: vars.color.danger }]);

export const dismiss = style({
  marginInlineStart: "auto",
  minHeight: 32,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
});
