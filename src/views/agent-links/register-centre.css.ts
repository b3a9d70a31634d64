import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";
import * as cashier from "../cashier/cashier.css.ts";

const PHONE = "(max-width: 600px)";

export const page = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });
export const section = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const success = style({ color: vars.color.success, margin: 0, minHeight: "1.5em" });
export const note = style({ padding: vars.space.sm, borderRadius: vars.radius.small, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceRaised, margin: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

/** The links: one card each, the QR code beside the facts (under them on a phone). */
export const links = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const link = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  "@media": { [PHONE]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const disabledLink = style({ background: vars.color.surfaceRaised });
export const linkBody = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });
export const linkHead = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const code = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, letterSpacing: "0.08em" });
export const badge = style({ fontSize: vars.fontSize.xs, padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, border: `1px solid ${vars.color.border}` });
export const enabled = style([badge, { color: vars.color.success, borderColor: vars.color.success }]);
export const disabled = style([badge, { color: vars.color.textMuted }]);
export const qr = style({ padding: vars.space.sm, background: "#fff", borderRadius: vars.radius.small, justifySelf: "start", lineHeight: 0 });
export const qrPlaceholder = style({ width: 110, height: 110 });
export const facts = style({ display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere" });
export const address = style({ overflowWrap: "anywhere", fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace" });

/** The two forms: fields in a column, up to a readable width. */
export const form = style({ display: "grid", gap: vars.space.sm, maxWidth: 480 });
export const label = style({ display: "grid", gap: vars.space.xs, fontWeight: vars.fontWeight.bold });
/** The cashier's select, in the page's font. */
export const select = style([cashier.select, { font: "inherit" }]);
