import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The phone's breakpoint: at or below it the member centre is a full-screen page with a back arrow. */
const PHONE = "(max-width: 600px)";

/** The member centre's dialog: wide on a desktop; on a phone the whole screen. */
export const centre = style({
  width: "min(880px, calc(100vw - 32px))",
  "@media": {
    [PHONE]: {
      width: "100vw",
      maxWidth: "100vw",
      height: "100dvh",
      maxHeight: "100dvh",
      margin: 0,
      border: "none",
      borderRadius: 0,
    },
  },
});
/** The back arrow: only on a phone (the close button does its work on a desktop). */
export const back = style({
  display: "none",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: 40,
  height: 40,
  padding: 0,
  border: "1px solid transparent",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  "@media": { [PHONE]: { display: "inline-flex" } },
});
/** The close button: a desktop's; a phone has the back arrow. */
export const close = style({ "@media": { [PHONE]: { display: "none" } } });
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(140px, 200px) minmax(0, 1fr)",
  gap: vars.space.lg,
  minHeight: 320,
  // A phone has no room for two columns: the menu goes above the page (the page's buttons were clipped).
  "@media": { [PHONE]: { gridTemplateColumns: "minmax(0, 1fr)", minHeight: 0 } },
});
export const menu = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 2, alignContent: "start" });
export const item = style({
  display: "flex",
  alignItems: "center",
  width: "100%",
  boxSizing: "border-box",
  borderRadius: vars.radius.small,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: 32,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { '&[aria-current="page"]': { background: vars.color.surfaceRaised, fontWeight: vars.fontWeight.bold, color: vars.color.accent } },
  ":hover": { textDecoration: "underline" },
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const pageTitle = style({ marginTop: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const details = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md, width: "min(100%, 400px)" });
