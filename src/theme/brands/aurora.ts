import type { BrandTokens } from "../tokens.ts";

/** Aurora Play: deep navy with a gold accent (the default brand). */
export const aurora: BrandTokens = {
  color: {
    page: "#0f1320",
    surface: "#171c2e",
    surfaceRaised: "#1f2640",
    border: "#2b3350",
    text: "#e8ecf7",
    textMuted: "#a9b1c9",
    accent: "#f5b841",
    accentText: "#1a1300",
    accentHover: "#ffcb63",
    link: "#8fc1ff",
    danger: "#ff7a7a",
    success: "#5fd39a",
    header: "#12172a",
    headerText: "#e8ecf7",
    footer: "#0b0f1a",
    focus: "#8fc1ff",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Thai", "Noto Sans JP", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  },
  radius: { small: "4px", medium: "8px", large: "14px", pill: "999px" },
  shadow: { raised: "0 6px 20px rgba(0, 0, 0, 0.35)" },
};
