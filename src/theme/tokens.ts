/** Every value a brand must define. A missing token is a type error in the brand's token file. */
export interface BrandTokens {
  color: {
    page: string;
    surface: string;
    surfaceRaised: string;
    border: string;
    text: string;
    textMuted: string;
    accent: string;
    accentText: string;
    accentHover: string;
    link: string;
    danger: string;
    success: string;
    header: string;
    headerText: string;
    footer: string;
    focus: string;
  };
  font: { body: string; heading: string };
  radius: { small: string; medium: string; large: string; pill: string };
  shadow: { raised: string };
}
