import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const page = style({ display: "flex", flexDirection: "column", minHeight: "calc(100dvh - 140px)" });
export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflow: "hidden", whiteSpace: "nowrap", textOverflow: "ellipsis" });
export const frame = style({ flex: "1 1 auto", width: "100%", minHeight: "calc(100dvh - 190px)", border: 0, display: "block", background: "#000" });
export const empty = style({ padding: `${vars.space.xl} ${vars.space.md}`, textAlign: "center" });
export const emptyTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.xl });
export const emptyText = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });
