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

/**
 * Japanese, Chinese and Thai (issue 31): each language names the fonts its systems carry (macOS/iOS, Windows,
 * Android and Linux with Noto), so a page never shows empty boxes where a font exists, and Han characters take the
 * shapes of the page's language (a Japanese font for ja, a Simplified Chinese one for zh). The CJK fonts come first
 * (their Latin letters are designed to sit with their own); Thai fonts follow the brand's stack, which draws the
 * Latin. A kiosk or test machine needs fonts-noto-cjk and fonts-noto-core (Debian), see the README.
 */
const SCRIPT_FONTS = {
  ja: '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic UI", "Yu Gothic", Meiryo, "Noto Sans JP", "Noto Sans CJK JP", "Source Han Sans JP"',
  zh: '"PingFang SC", "Microsoft YaHei UI", "Microsoft YaHei", "Noto Sans SC", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei"',
  th: '"Leelawadee UI", Thonburi, "Noto Sans Thai UI", "Noto Sans Thai", Sarabun, Loma, Tahoma',
} as const;
for (const [lang, fonts] of [
  ["ja", SCRIPT_FONTS.ja],
  ["zh", SCRIPT_FONTS.zh],
] as const) {
  globalStyle(`html:lang(${lang}), html:lang(${lang}) body`, { fontFamily: `${fonts}, ${vars.font.body}` });
  globalStyle(`html:lang(${lang}) :is(h1, h2, h3)`, { fontFamily: `${fonts}, ${vars.font.heading}` });
}
globalStyle("html:lang(th), html:lang(th) body", { fontFamily: `${vars.font.body}, ${SCRIPT_FONTS.th}, sans-serif` });
globalStyle("html:lang(th) :is(h1, h2, h3)", { fontFamily: `${vars.font.heading}, ${SCRIPT_FONTS.th}, sans-serif` });
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
