import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const page = style({ display: "grid", gap: vars.space.lg, paddingBlock: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const categories = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
export const category = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.accent, background: vars.color.accent, color: vars.color.accentText, fontWeight: vars.fontWeight.bold },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const grid = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 300px), 1fr))", listStyle: "none", margin: 0, padding: 0 });
export const card = style({
  display: "grid",
  gridTemplateRows: "auto 1fr",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  overflow: "hidden",
  height: "100%",
});
export const banner = style({ display: "block", width: "100%", height: "auto", aspectRatio: "3 / 1", objectFit: "cover", background: vars.color.surface });
export const cardBody = style({ display: "grid", gap: vars.space.sm, padding: vars.space.md, alignContent: "start" });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const cardLink = style({ color: vars.color.text, textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" }, "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } } });
export const meta = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center", color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const status = style({
  display: "inline-flex",
  alignItems: "center",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const detail = style({ display: "grid", gap: vars.space.lg, gridTemplateColumns: "minmax(0, 1fr)", "@media": { "(min-width: 960px)": { gridTemplateColumns: "minmax(0, 2fr) minmax(300px, 1fr)", alignItems: "start" } } });
export const heroBanner = style({ display: "block", width: "100%", height: "auto", aspectRatio: "3 / 1", objectFit: "cover", borderRadius: vars.radius.large, background: vars.color.surface });
export const content = style({ overflowWrap: "anywhere", lineHeight: 1.6, maxWidth: "70ch" });
export const panel = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const note = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.medium, border: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const success = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold, margin: 0 });
export const textarea = style({
  width: "100%",
  minHeight: 96,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  resize: "vertical",
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const counter = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0, fontVariantNumeric: "tabular-nums" });
export const counterOver = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });
export const previews = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
export const preview = style({ display: "grid", gap: vars.space.xs, justifyItems: "start", width: 112 });
export const previewImage = style({ width: 112, height: 84, objectFit: "cover", borderRadius: vars.radius.small, border: `1px solid ${vars.color.border}` });
export const previewName = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: "anywhere", margin: 0 });
export const fileInput = style({ maxWidth: "100%" });
export const envelope = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.large,
  background: "linear-gradient(160deg, #c81e1e, #7f1010)",
  color: "#fff8e1",
  textAlign: "center",
});
export const prize = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });
