import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html, body", {
  margin: 0,
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: "16px",
  fontWeight: vars.fontWeight.regular,
  lineHeight: 1.5,
  WebkitTextSizeAdjust: "100%",
});
globalStyle("h1, h2, h3", { fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold, lineHeight: 1.25 });
// Headings and the other elements a browser sizes on its own (2em, 1.5em, 1.17em, smaller…) take the type scale.
globalStyle("h1", { fontSize: vars.fontSize.xl });
globalStyle("h2", { fontSize: vars.fontSize.lg });
globalStyle("h3, h4", { fontSize: vars.fontSize.md });
globalStyle("small", { fontSize: vars.fontSize.xs });
globalStyle("b, strong, th", { fontWeight: vars.fontWeight.bold });
globalStyle("a", { color: vars.color.link });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle("button, input, select", { font: "inherit" });
globalStyle("img, svg", { maxWidth: "100%" });
globalStyle(".visually-hidden", {
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
