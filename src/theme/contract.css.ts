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
  radius: { small: null, medium: null, large: null, pill: null },
  shadow: { raised: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
});
