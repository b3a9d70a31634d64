import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const page = style({ display: "grid", gap: vars.space.lg });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, color: vars.color.text });
export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg, color: vars.color.text });

export const vendorList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  gap: vars.space.sm,
});

export const vendorCard = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  width: "100%",
  minHeight: 64,
  padding: vars.space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  ":hover": { borderColor: vars.color.accent },
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.accent, background: vars.color.surfaceRaised } },
});

export const vendorIcon = style({ width: 48, height: 48, flex: "0 0 48px", borderRadius: vars.radius.small, objectFit: "contain" });
export const vendorName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const hotBadge = style({
  position: "absolute",
  top: 4,
  insetInlineEnd: 4,
  padding: "0 6px",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: "18px",
});

export const message = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.textMuted,
});
export const messageTitle = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const action = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: "inherit",
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  cursor: "pointer",
  ":hover": { background: vars.color.accentHover },
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });
export const chip = style({
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: { '&[aria-pressed="true"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText } },
});

export const tableGroup = style({ display: "grid", gap: vars.space.sm });
export const tableList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  gap: vars.space.sm,
});
export const tableItem = style({
  display: "grid",
  gridTemplateColumns: "56px 1fr",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
export const tableIcon = style({ width: 56, height: 56, borderRadius: vars.radius.small });
export const tableName = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const roomTable = style({ width: "100%", borderCollapse: "collapse", background: vars.color.surface, color: vars.color.text });
export const cell = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, textAlign: "start" });
export const tableScroll = style({ overflowX: "auto" });

export const lotteryLayout = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 960px)": { gridTemplateColumns: "260px minmax(0, 1fr)" } },
});
export const lotteryMenu = style({ display: "grid", gap: vars.space.md, alignContent: "start" });
export const lotteryLink = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: 36,
  alignItems: "center",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { background: vars.color.surfaceRaised },
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: { '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.accentText } },
});
export const frame = style({ width: "100%", height: "min(80vh, 760px)", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium, background: vars.color.surface });
export const pager = style({ marginTop: vars.space.md });
