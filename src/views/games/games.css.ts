import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { "(max-width: 480px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.sm } },
});

export const tile = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  contain: "layout paint",
});

export const media = style({ position: "relative" });

export const hot = style({
  position: "absolute",
  top: vars.space.xs,
  left: vars.space.xs,
  padding: "2px 8px",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  lineHeight: 1.4,
});

export const favourite = style({
  position: "absolute",
  top: vars.space.xs,
  right: vars.space.xs,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 36,
  height: 36,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: "50%",
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "&[aria-pressed='true']": { color: vars.color.danger, borderColor: vars.color.danger },
    "&[aria-disabled='true']": { cursor: "progress", opacity: 0.7 },
    "&:hover:not([aria-disabled='true'])": { borderColor: vars.color.accent },
  },
});

export const name = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.3,
  height: "2.6em",
  overflow: "hidden",
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflowWrap: "anywhere",
});

export const vendor = style({ margin: 0, height: "1.3em", lineHeight: 1.3, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflow: "hidden", whiteSpace: "nowrap", textOverflow: "ellipsis" });

/** Play right under the vendor line in every tile (name and vendor have set heights), Free trial under it when offered: the Play buttons of a row line up (issue 31). */
export const actions = style({ display: "flex", gap: vars.space.xs, flexWrap: "wrap" });

const action = style({
  flex: "1 1 auto",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  font: "inherit",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  whiteSpace: "nowrap",
});

export const play = style([action, { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText, ":hover": { background: vars.color.accentHover } }]);
export const trial = style([action, { background: vars.color.surfaceRaised, color: vars.color.text, ":hover": { borderColor: vars.color.accent } }]);

const pulse = keyframes({ "0%": { opacity: 0.55 }, "50%": { opacity: 1 }, "100%": { opacity: 0.55 } });

/**
 * A loading grid pulses as one element. (Each running CSS animation fires an `animationstart` event that React's
 * root listener handles: four per skeleton tile made a home page's first render dispatch about a hundred.)
 */
export const skeletonGrid = style([
  grid,
  { animation: `${pulse} 1.4s ease-in-out infinite`, "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } } },
]);

/** Skeleton parts: same boxes as a tile, so the grid keeps its size while a page loads. */
export const skeletonBlock = style({
  display: "block",
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
});
export const skeletonImage = style([skeletonBlock, { width: "100%", aspectRatio: "3 / 2", borderRadius: vars.radius.medium }]);
export const skeletonName = style([skeletonBlock, { height: "2.6em", width: "85%" }]);
export const skeletonVendor = style([skeletonBlock, { height: "1.3em", width: "50%" }]);
export const skeletonAction = style([skeletonBlock, { height: 36, borderRadius: vars.radius.pill, marginTop: "auto" }]);

export const message = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  textAlign: "center",
  color: vars.color.textMuted,
});

export const messageTitle = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const retry = style([action, { flex: "0 0 auto", padding: `0 ${vars.space.lg}`, background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText }]);
