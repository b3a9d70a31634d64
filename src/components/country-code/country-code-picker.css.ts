import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const root = style({ position: "relative", display: "inline-flex", flexShrink: 0 });

export const label = style({ fontWeight: vars.fontWeight.bold, marginInlineEnd: vars.space.xs, alignSelf: "center" });

/** The select-only combobox (a focusable element showing the value), a ≥ 40 px target. */
export const combobox = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 40,
  minWidth: 40,
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  border: "1px solid transparent",
  borderRadius: vars.radius.medium,
  background: "transparent",
  color: vars.color.text,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  cursor: "pointer",
  userSelect: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.border },
    '&[aria-expanded="true"]': { background: vars.color.surfaceRaised },
    '&[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.6 },
  },
});

export const chevron = style({ color: vars.color.textMuted });

/** Flags keep a fixed box (width/height attributes too) so nothing shifts while they load. */
export const flag = style({ display: "block", width: 24, height: 16, objectFit: "contain", flexShrink: 0 });

export const flagPlaceholder = style({ display: "block", width: 24, height: 16, flexShrink: 0 });

export const listbox = style({
  position: "absolute",
  insetBlockStart: "calc(100% + 4px)",
  insetInlineStart: 0,
  zIndex: 20,
  width: "max-content",
  minWidth: 240,
  maxWidth: "min(360px, calc(100vw - 32px))",
  maxHeight: 288,
  overflowY: "auto",
  margin: 0,
  padding: vars.space.xs,
  listStyle: "none",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  overscrollBehavior: "contain",
  selectors: { "&[hidden]": { display: "none" } },
});

export const option = style({
  display: "grid",
  gridTemplateColumns: "24px 1fr auto 20px",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.small,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceRaised },
    '&[data-active="true"]': { background: vars.color.surfaceRaised, outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const optionName = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const optionCode = style({ color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });

export const check = style({ color: vars.color.accent });
