import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html, body", {
  margin: 0,
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: "16px",
  lineHeight: 1.5,
  WebkitTextSizeAdjust: "100%",
});
globalStyle("h1, h2, h3", { fontFamily: vars.font.heading, lineHeight: 1.25 });
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
