import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** Banner images are 1200 × 360 (10:3): the box keeps the ratio before the image arrives, so nothing shifts. */
export const carousel = style({ position: "relative", marginBottom: vars.space.md });
export const viewport = style({
  position: "relative",
  overflow: "hidden",
  borderRadius: vars.radius.large,
  aspectRatio: "10 / 3",
  background: vars.color.surfaceRaised,
});
export const slide = style({ position: "absolute", inset: 0, selectors: { '&[aria-hidden="true"]': { visibility: "hidden" } } });
export const slideLink = style({ display: "block", width: "100%", height: "100%", selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 } } });
export const slideImage = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });
export const controls = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  minHeight: 32,
});
export const control = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 32,
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  fontSize: vars.fontSize.sm,
  selectors: { "&:hover": { borderColor: vars.color.accent } },
});
export const dots = style({ display: "flex", gap: 4, listStyle: "none", margin: 0, padding: 0 });
export const dot = style({
  width: 24,
  height: 24,
  borderRadius: "50%",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: "pointer",
  padding: 0,
  selectors: { '&[aria-current="true"]': { background: vars.color.accent, borderColor: vars.color.accent } },
});
export const dialogBanner = style({ display: "block", width: "100%", height: "auto", aspectRatio: "10 / 3", borderRadius: vars.radius.medium, marginBottom: vars.space.md, background: vars.color.surfaceRaised });

/** One notice row of the ticker: the window shows exactly one. */
const noticeRow = "2.25rem";

export const marquee = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const marqueeLabel = style({ fontWeight: vars.fontWeight.bold, whiteSpace: "nowrap", color: vars.color.text, fontSize: vars.fontSize.md, margin: 0 });
/** `overflow: clip`, not `hidden`: not a scroll container, so focusing a row cannot scroll it (the ticker shows it). */
export const marqueeWindow = style({
  flex: 1,
  minWidth: 0,
  height: noticeRow,
  overflow: "clip",
  "@media": { "(prefers-reduced-motion: reduce)": { height: "auto", overflow: "visible" } },
});
export const marqueeTrack = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  transform: `translateY(calc(var(--notice, 0) * -${noticeRow}))`,
  // Between slides nothing on the strip moves. Standing on the first notice again after its copy: no slide (a
  // transition follows the style after the change).
  transition: "transform 0.4s ease-in-out",
  selectors: { '&[data-first="true"]': { transition: "none" } },
  "@media": {
    "(prefers-reduced-motion: reduce)": { transform: "none", transition: "none", display: "flex", flexWrap: "wrap", columnGap: vars.space.lg, rowGap: vars.space.xs },
  },
});
/** A row of the strip; the copy of the first notice after the last is `aria-hidden` (not shown in the still list). */
globalStyle(`${marqueeTrack} > li`, {
  height: noticeRow,
  display: "flex",
  alignItems: "center",
  minWidth: 0,
  "@media": { "(prefers-reduced-motion: reduce)": { height: "auto" } },
});
globalStyle(`${marqueeTrack} > li[aria-hidden]`, { "@media": { "(prefers-reduced-motion: reduce)": { display: "none" } } });
export const marqueeItem = style({
  background: "none",
  border: "none",
  padding: `${vars.space.xs} 0`,
  minHeight: 32,
  maxWidth: "100%",
  overflow: "hidden",
  textOverflow: "ellipsis",
  color: vars.color.link,
  cursor: "pointer",
  whiteSpace: "nowrap",
  font: "inherit",
  textDecoration: "underline",
  textUnderlineOffset: 3,
  // Inside the clipped window: the focus ring is drawn inward.
  ":focus-visible": { outlineOffset: -3 },
});
export const status = style({ color: vars.color.textMuted, display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });

export const html = style({ lineHeight: 1.55, overflowWrap: "anywhere" });
globalStyle(`${html} img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${html} a`, { color: vars.color.link });

export const popupList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md, maxHeight: "min(60vh, 560px)", overflowY: "auto" });
export const popupItem = style({ padding: vars.space.md, borderRadius: vars.radius.medium, border: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const popupTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });
export const popupDate = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const pager = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm, marginTop: vars.space.md, flexWrap: "wrap" });
export const htmlPlaceholder = style({ minHeight: 48, color: vars.color.textMuted });
