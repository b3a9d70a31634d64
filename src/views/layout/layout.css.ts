import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const shell = style({ minHeight: "100vh", display: "flex", flexDirection: "column" });

export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: "-60px",
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.accent,
  color: vars.color.accentText,
  borderRadius: vars.radius.medium,
  selectors: { "&:focus": { top: vars.space.sm } },
});

/** A phone's width: the header keeps to two rows (its top row and the category tabs), the rest behind Menu. */
const PHONE = "screen and (max-width: 767px)";

export const header = style({ position: "relative", background: vars.color.header, color: vars.color.headerText, borderBottom: `1px solid ${vars.color.border}` });

export const container = style({ width: "100%", maxWidth: 1280, margin: "0 auto", padding: `0 ${vars.space.md}` });

export const headerTop = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: 60,
  flexWrap: "wrap",
  "@media": { [PHONE]: { flexWrap: "nowrap", gap: vars.space.sm, minHeight: 56 } },
});

export const brand = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: "inherit",
  textDecoration: "none",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  marginRight: "auto",
});

export const brandLogo = style({ width: 36, height: 36, display: "block" });
/** The brand's name: on a phone only the logo shows, the name stays the link's accessible name. */
export const brandName = style({
  "@media": { [PHONE]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } },
});
/** The brand's name beside a member's bar: hidden (logo only, still the link's name) below 1440 px. */
export const brandNameBeside = style({
  "@media": { "screen and (max-width: 1439px)": { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } },
});
export const visuallyHidden = style({ position: "absolute", width: 1, height: 1, padding: 0, margin: -1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap", border: 0 });

export const headerActions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  flexWrap: "wrap",
  "@media": { [PHONE]: { flexWrap: "nowrap", minWidth: 0 } },
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: 36,
  minWidth: 36,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  cursor: "pointer",
  ":hover": { borderColor: vars.color.accent },
});

export const primaryButton = style([
  button,
  { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent, ":hover": { background: vars.color.accentHover } },
]);

/**
 * A set width: sized by its content, a select measures every option's text on its first layout, and the language
 * list's names are in several scripts (日本語, 中文, ไทย), each a font lookup — tens of milliseconds on the first
 * layout of every page. 11.5rem holds the longest name (Bahasa Indonesia); the open list is as wide as it needs.
 * Not a flexible item either: as one, its automatic minimum width is its content's, which measures every option
 * all the same (on a machine without Thai or Japanese fonts, a search of every font for each of those letters).
 */
export const select = style({
  width: "11.5rem",
  flex: "none",
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const nav = style({ position: "relative", borderTop: `1px solid ${vars.color.border}` });

export const navList = style({
  display: "flex",
  gap: 0,
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: "none",
  flexWrap: "nowrap",
  overflowX: "auto",
  scrollbarWidth: "thin",
});

export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 40,
  padding: "0 4px",
  borderRadius: vars.radius.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.headerText,
  textDecoration: "none",
  whiteSpace: "nowrap",
  fontWeight: vars.fontWeight.bold,
  fontFamily: "inherit",
  background: "transparent",
  border: 0,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceRaised },
    '&[aria-current="page"], &.active': { background: vars.color.surfaceRaised, boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
  },
});

// A tab keeps its width in the scrolling row: squeezed, the Home tab's icon shrank to a dot (issue 31).
globalStyle(`${navList} > li`, { flexShrink: 0 });
globalStyle(`${navLink} > svg`, { flexShrink: 0 });

export const vipDashes = style({ letterSpacing: "0.2em", color: vars.color.textMuted });

/** The header on a page with the right bar: its row has the page content's width and place (body withRightBar). */
export const headerBesideRightBar = style({ "@media": { "(min-width: 721px)": { paddingRight: 72 } } });
// The tab row keeps the whole width (the right bar sits lower, beside the page): its line runs across the page, and
// its tabs start at the content's left edge but may use the right bar's 72 px on the right (1352 = 1280 + 72 centred
// in the whole width starts where 1280 centred beside the bar does).
globalStyle(`${headerBesideRightBar} > nav`, { "@media": { "(min-width: 721px)": { marginRight: -72 } } });
globalStyle(`${headerBesideRightBar} > nav > div`, { "@media": { "(min-width: 721px)": { maxWidth: 1352 } } });

export const body = style({ flex: 1, display: "flex", alignItems: "stretch" });

export const withRightBar = style({
  paddingRight: 72,
  "@media": { "(max-width: 720px)": { paddingRight: 0, paddingBottom: 64 } },
});

export const main = style({ flex: 1, minWidth: 0, padding: `${vars.space.lg} 0` });
/** A page without the site's header (/game, /helpmc) starts at the top of the viewport. */
export const mainBare = style({ paddingTop: 0, paddingBottom: 0 });

export const rightBar = style({
  position: "fixed",
  right: vars.space.sm,
  top: "50%",
  transform: "translateY(-50%)",
  zIndex: 20,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.raised,
  "@media": {
    "(max-width: 720px)": {
      top: "auto",
      bottom: 0,
      right: 0,
      left: 0,
      transform: "none",
      flexDirection: "row",
      justifyContent: "space-around",
      borderRadius: 0,
    },
  },
});

export const rightBarItem = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  width: 48,
  height: 48,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  background: "transparent",
  border: 0,
  cursor: "pointer",
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { background: vars.color.surfaceRaised } },
});

export const qrPopover = style({
  position: "absolute",
  right: "calc(100% + 8px)",
  top: 0,
  display: "none",
  padding: vars.space.sm,
  background: "#fff",
  color: "#111",
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  textAlign: "center",
  fontSize: vars.fontSize.xs,
  selectors: { [`${rightBarItem}:hover > &, ${rightBarItem}:focus-visible > &`]: { display: "block" } },
  "@media": { "(max-width: 720px)": { right: "auto", top: "auto", bottom: "calc(100% + 8px)" } },
});

export const rightBarCaption = style({ fontSize: vars.fontSize.xs, lineHeight: 1, fontWeight: vars.fontWeight.bold, marginTop: 2 });

export const qrLabel = style({ display: "block", marginTop: vars.space.xs });

export const footer = style({
  // Below the first screen on every page: no layout or painting until it comes near (its size is kept once known).
  contentVisibility: "auto",
  containIntrinsicSize: "auto 420px",
  background: vars.color.footer,
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xl} 0 ${vars.space.lg}`,
  color: vars.color.textMuted,
  "@media": { "(max-width: 720px)": { paddingBottom: 96 } },
});

/** The footer on pages with the right bar: clear of the bar, as the page above it is (`withRightBar`). */
export const footerBesideRightBar = style({
  paddingRight: 72,
  "@media": { "(max-width: 720px)": { paddingRight: 0 } },
});

export const introGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const introBlock = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const introTitle = style({ margin: `0 0 ${vars.space.xs}`, color: vars.color.text, fontSize: vars.fontSize.md });

export const footerColumns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  gap: vars.space.lg,
  marginBottom: vars.space.lg,
});

export const footerHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.sm, color: vars.color.text });

export const linkList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

export const footerLink = style({
  color: vars.color.textMuted,
  textDecoration: "none",
  display: "inline-block",
  minHeight: 24,
  selectors: { "&:hover": { color: vars.color.text, textDecoration: "underline" } },
});

export const aboutLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: "none",
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.md} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const fine = style({ margin: `${vars.space.xs} 0`, fontSize: vars.fontSize.sm });

export const banner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: `${vars.space.md} 0`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
});

/** The language switcher and, under it, the note when a chosen language could not be loaded. */
export const languageSwitcher = style({ position: "relative", display: "inline-flex" });

export const languageFailure = style({
  position: "absolute",
  top: "calc(100% + 4px)",
  right: 0,
  zIndex: 30,
  width: "22rem",
  maxWidth: "calc(100vw - 2rem)",
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.sm,
});

export const languageFailureActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, justifyContent: "flex-end", whiteSpace: "nowrap" });

/** Menu (HeaderMore): only on a phone. */
export const menuToggle = style([button, { display: "none", padding: 0, "@media": { [PHONE]: { display: "inline-flex", flex: "none" } } }]);
/**
 * HeaderMore's panel: no box of its own on a wide screen (its items stand in the row); on a phone a column under the
 * header, over the page (nothing below it moves), shown while Menu is open.
 */
export const more = style({
  display: "contents",
  "@media": {
    [PHONE]: {
      selectors: {
        '&[data-open="false"]': { display: "none" },
        '&[data-open="true"]': {
          display: "flex",
          flexDirection: "column",
          alignItems: "stretch",
          gap: vars.space.sm,
          position: "absolute",
          top: "100%",
          left: 0,
          right: 0,
          zIndex: 60,
          padding: vars.space.md,
          background: vars.color.header,
          borderBottom: `1px solid ${vars.color.border}`,
          boxShadow: "0 12px 24px rgba(0, 0, 0, 0.35)",
          maxHeight: "calc(100vh - 120px)",
          overflowY: "auto",
        },
      },
    },
  },
});
