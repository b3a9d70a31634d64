import { createThemeContract } from "@vanilla-extract/css";

/** The one theme contract: components reference only these variables. */
export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    surfaceRaised: null,
    border: null,
    text: null,
    textMuted: null,
    accent: null,
    accentText: null,
    accentHover: null,
    link: null,
    danger: null,
    success: null,
    header: null,
    headerText: null,
    footer: null,
    focus: null,
  },
  font: { body: null, heading: null },
  /**
   * The type scale: every text on the site is one of these sizes, in one of two weights. Few sizes on purpose: a
   * browser prepares a font once per size and weight it is drawn in, and on some systems (Chromium on Linux asks
   * the system's font configuration for each one, synchronously) that is milliseconds apiece on a page's first
   * layouts — ADR 0011. A short scale is also what keeps the pages typographically consistent.
   */
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null },
  fontWeight: { regular: null, bold: null },
  radius: { small: null, medium: null, large: null, pill: null },
  shadow: { raised: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
});
