import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The whole viewport: the site's shell around /game has no header or footer, so the bar and the game fill it. */
export const page = style({
  display: "flex",
  flexDirection: "column",
  height: "100dvh",
  background: "#000",
  selectors: { "&:fullscreen": { height: "100vh" } },
});
export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 40,
  flex: "0 0 auto",
  padding: `2px ${vars.space.sm}`,
  background: vars.color.header,
  color: vars.color.headerText,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const barButton = style({ minHeight: 32, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm, whiteSpace: "nowrap", flex: "0 0 auto" });
export const title = style({ flex: "1 1 auto", minWidth: 0, margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflow: "hidden", whiteSpace: "nowrap", textOverflow: "ellipsis" });
export const balance = style({ flex: "0 0 auto", fontVariantNumeric: "tabular-nums", fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, whiteSpace: "nowrap" });
export const frame = style({ flex: "1 1 auto", width: "100%", minHeight: 0, border: 0, display: "block", background: "#000" });
export const empty = style({ padding: `${vars.space.xl} ${vars.space.md}`, textAlign: "center" });
export const emptyTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.xl });
export const emptyText = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });
