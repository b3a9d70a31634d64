import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const page = style({ display: "grid", gap: vars.space.md, minWidth: 0, maxWidth: 720 });
/** The offer dialog is wider than the default: the tier table has four or five columns. */
export const wide = style({ width: "min(720px, calc(100vw - 32px))" });
export const tierScroll = style({ overflowX: "auto", maxWidth: "100%" });
export const tierInput = style({
  width: "100%",
  minWidth: 80,
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: { "&[aria-invalid='true']": { borderColor: vars.color.danger } },
});
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: "grid", gap: vars.space.xs });
export const offer = style({ display: "grid", gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.medium, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceRaised });
export const counter = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/**
 * The offer's terms as a two-column list whose names wrap: a long name ("Daily bet amount of a member") must not
 * squeeze the values into a one-letter column on a phone.
 */
export const terms = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
