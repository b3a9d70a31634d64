import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const requiredMark = style({ marginInlineStart: "0.25em", color: vars.color.danger });

/** The bordered box: optional leading slot, the input, optional trailing slot. */
export const control = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.xs,
  // Input boundaries need 3:1 against the background (WCAG 1.4.11): the muted text colour, not the divider colour.
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.medium,
  background: vars.color.page,
  color: vars.color.text,
  selectors: {
    "&[data-invalid='true']": { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    "&[data-disabled='true']": { opacity: 0.6 },
  },
  "@supports": {
    // The focus ring goes round the whole box (slots included) when the input has keyboard focus.
    "selector(:has(*))": {
      selectors: { "&:has(> input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
    },
  },
});

export const input = style({
  flex: "1 1 auto",
  minWidth: 0,
  minHeight: 42,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: "transparent",
  color: "inherit",
  selectors: {
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
    "&:disabled": { cursor: "not-allowed" },
  },
  "@supports": {
    "selector(:has(*))": { selectors: { "&:focus-visible": { outline: "none" } } },
  },
});

export const slot = style({ display: "flex", alignItems: "center", flexShrink: 0 });

/** Icon-only button inside a field (e.g. show/hide password): a 40 × 40 target. */
export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  padding: 0,
  border: "1px solid transparent",
  borderRadius: vars.radius.medium,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.text, borderColor: vars.color.border },
    '&[aria-pressed="true"]': { color: vars.color.text },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The field's error: a polite live region that stays in the DOM (empty) so its text is announced when it appears. */
export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  selectors: { "&:empty": { display: "block", minHeight: 0 } },
});

export const errorIcon = style({ flexShrink: 0, width: "1.25em", height: "1.25em", marginTop: "0.05em" });

export const checkboxRow = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  minHeight: 24,
});

export const checkbox = style({
  flexShrink: 0,
  width: 24,
  height: 24,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: "pointer",
  selectors: { "&:disabled": { cursor: "not-allowed" } },
});

export const checkboxLabel = style({ paddingTop: 1, cursor: "pointer" });

export const formError = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  // Empty, it stays in the accessibility tree (so a message put in later is announced) but takes no room.
  selectors: { "&:empty": { padding: 0, border: 0 } },
});

export const formErrorIcon = style({ flexShrink: 0, color: vars.color.danger, marginTop: 2 });
