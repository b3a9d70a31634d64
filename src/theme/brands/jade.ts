import type { BrandTokens } from "../tokens.ts";

/** Jade Club: a light brand with a green accent, proving a rebrand is one token file and a config change. */
export const jade: BrandTokens = {
  color: {
    page: "#f4f7f5",
    surface: "#ffffff",
    surfaceRaised: "#eef3f0",
    border: "#cfdcd4",
    text: "#14231b",
    textMuted: "#4a5e53",
    accent: "#0d7a4f",
    accentText: "#ffffff",
    accentHover: "#0a633f",
    link: "#0b5cad",
    danger: "#b3261e",
    success: "#0d7a4f",
    header: "#0d3b2a",
    headerText: "#f4f7f5",
    footer: "#0d3b2a",
    focus: "#0b5cad",
  },
  font: {
    body: '"Segoe UI", Roboto, "Noto Sans", "Noto Sans Thai", "Noto Sans JP", system-ui, sans-serif',
    heading: 'Georgia, "Noto Serif", serif',
  },
  radius: { small: "2px", medium: "6px", large: "10px", pill: "999px" },
  shadow: { raised: "0 4px 14px rgba(13, 59, 42, 0.15)" },
};
