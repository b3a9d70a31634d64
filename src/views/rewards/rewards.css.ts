import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const PHONE = "(max-width: 600px)";

export const page = style({ display: "grid", gap: vars.space.md, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const note = style({ padding: vars.space.sm, borderRadius: vars.radius.small, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceRaised, margin: 0 });
export const danger = style({ color: vars.color.danger, margin: 0 });
export const success = style({ color: vars.color.success, margin: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const amount = style({ fontVariantNumeric: "tabular-nums", fontWeight: vars.fontWeight.bold });
export const total = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 });

/** A table on a desktop (real table semantics); on a phone each row is a card with its column names. */
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
export const cell = style({ textAlign: "start", padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "middle" });
export const numeric = style([cell, { textAlign: "end", fontVariantNumeric: "tabular-nums" }]);
globalStyle(`${table} thead`, { "@media": { [PHONE]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" } } });
globalStyle(`${table} tr`, { "@media": { [PHONE]: { display: "grid", gap: vars.space.xs, padding: vars.space.sm, marginBottom: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium } } });
globalStyle(`${table} td`, { "@media": { [PHONE]: { display: "flex", justifyContent: "space-between", gap: vars.space.sm, border: "none", padding: 0, textAlign: "end" } } });
globalStyle(`${table} td[data-label]::before`, { "@media": { [PHONE]: { content: "attr(data-label)", color: vars.color.textMuted, textAlign: "start" } } });

/** The inbox list. */
export const messages = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
export const message = style({ display: "flex", gap: vars.space.sm, alignItems: "center", padding: vars.space.sm, borderRadius: vars.radius.small, border: `1px solid ${vars.color.border}`, minWidth: 0 });
export const messageOpen = style({
  flex: 1,
  minWidth: 0,
  display: "grid",
  gap: 2,
  textAlign: "start",
  background: "none",
  border: "none",
  padding: 0,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const unread = style({ fontWeight: vars.fontWeight.bold });
export const dot = style({ width: 8, height: 8, borderRadius: vars.radius.pill, background: vars.color.accent, flexShrink: 0 });
export const readDot = style([dot, { background: "transparent" }]);
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const html = style({ overflowWrap: "anywhere", lineHeight: 1.5 });
export const article = style({ display: "grid", gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium });

/** Referral. */
export const invite = style({ display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: vars.space.md, alignItems: "start", "@media": { [PHONE]: { gridTemplateColumns: "minmax(0, 1fr)" } } });
export const qr = style({ padding: vars.space.sm, background: "#fff", borderRadius: vars.radius.small, justifySelf: "start" });
export const qrPlaceholder = style({ width: 125, height: 125 });
export const code = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, letterSpacing: "0.08em", margin: 0 });
export const link = style({ overflowWrap: "anywhere", margin: 0 });
export const facts = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });
