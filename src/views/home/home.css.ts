import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** Same box as the banner carousel (10:3 plus the control row), so banners replace it without a shift. */
export const hero = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  aspectRatio: "10 / 3",
  padding: `${vars.space.lg} ${vars.space.lg}`,
  marginBottom: `calc(${vars.space.md} + 36px)`,
  borderRadius: vars.radius.large,
  background: `linear-gradient(120deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});
export const heroTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  "@media": { "screen and (min-width: 768px)": { fontSize: vars.fontSize.xl } },
});
export const heroText = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, maxWidth: 560 });

export const blocksPlaceholder = style({ minHeight: 900 });

export const section = style({ marginBottom: vars.space.xl });
/**
 * A block drawn when near the screen (NearSection) also skips layout and painting while off it. Until it has been laid
 * out once its height is taken as 320px, which is the undrawn block's (its heading over `nearPlaceholder`); from then
 * on the height it had. Only these: a section laid out for the first time at a height other than the guess moves what
 * is under it, and if it straddles the top of the screen (a fast fling on a slow phone lands on it) nothing keeps the
 * view still. The category rows were 107 to 385px tall against the 320px guess; they are light, and always laid out.
 */
export const deferredSection = style([section, { contentVisibility: "auto", containIntrinsicSize: "auto 320px" }]);
// A block not drawn yet (NearSection) keeps about the height of its rows, so the page's length barely changes.
export const nearPlaceholder = style({ minHeight: 280 });
export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });
export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 360px), 1fr))",
  gap: vars.space.lg,
});
export const muted = style({ color: vars.color.textMuted });
export const failure = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  flexWrap: "wrap",
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
});
export const retry = style({
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
  cursor: "pointer",
});

export const vendorRow = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
/** A card-like button (vendor cards, winners): bordered surface, accent border on hover and focus. */
const cardButton = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  width: "100%",
  padding: vars.space.sm,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  textAlign: "left",
  cursor: "pointer",
  selectors: { "&:hover, &:focus-visible": { borderColor: vars.color.accent } },
});
/** Every card of a row as tall as the tallest (a name on two lines), the logo and text centred in it. */
export const vendorCard = style([cardButton, { height: "100%", minHeight: 64 }]);
/** The name and, under it, the hot badge: the badge never covers the name. */
export const vendorText = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 2, minWidth: 0 });
/** Up to two lines, broken anywhere a long vendor name needs, before any ellipsis. */
export const vendorName = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.25,
  overflow: "hidden",
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflowWrap: "anywhere",
  maxWidth: "100%",
});
export const hotBadge = style({
  padding: "0 6px",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
});
export const seeAll = style({ display: "inline-block", marginTop: vars.space.sm, color: vars.color.link });

/**
 * Popular lottery games: a grid of cells of one size (a name wraps to two lines, then ends in an ellipsis), so the
 * block's height depends only on the number of games and the width, and its loading outline has the same height.
 */
export const chips = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(104px, 1fr))",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const chip = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  height: 48,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: "center",
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { borderColor: vars.color.accent } },
});
export const chipName = style({
  overflow: "hidden",
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  lineHeight: 1.2,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

const pulse = keyframes({ "0%": { opacity: 0.55 }, "50%": { opacity: 1 }, "100%": { opacity: 0.55 } });
/** A block's loading outline pulses as one element (still under reduced motion). */
export const skeleton = style({ animation: `${pulse} 1.4s ease-in-out infinite`, "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } } });

export const tableScroll = style({ maxHeight: 320, overflowY: "auto", borderRadius: vars.radius.medium, border: `1px solid ${vars.color.border}` });
/** The results table's place while it loads: the height its scroll box has once a dozen draws fill it. */
export const tableOutline = style({ height: 320, borderRadius: vars.radius.medium, border: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
export const numbers = style({ fontVariantNumeric: "tabular-nums", fontWeight: vars.fontWeight.bold, letterSpacing: "0.04em" });

export const winners = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 280px), 1fr))",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const win = style([cardButton]);
export const winText = style({ display: "flex", flexDirection: "column", flex: 1, minWidth: 0, overflow: "hidden" });
export const winPlayer = style({ fontWeight: vars.fontWeight.bold });
export const winAmount = style({ fontWeight: vars.fontWeight.bold, color: vars.color.success, whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, textAlign: "left", borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} thead th`, { position: "sticky", top: 0, background: vars.color.surfaceRaised });

export const vendorIcon = style({ width: 48, height: 48, flex: "none", borderRadius: vars.radius.small, background: vars.color.surfaceRaised });
export const winIcon = style({ width: 60, height: 40, flex: "none", borderRadius: vars.radius.small, background: vars.color.surfaceRaised, objectFit: "cover" });
