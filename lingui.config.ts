import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/** The views whose texts live in the content catalogue. */
const CONTENT_AREA = ["src/views/join", "src/views/feedback", "src/views/winners", "src/views/articles"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["pt", "en", "ja", "zh", "id", "th", "vi", "pseudo"],
  pseudoLocale: "pseudo",
  fallbackLocales: { default: "en" },
  catalogs: [
    // The content pages' own texts (issue 31 item 4): a catalogue loaded with those pages, not with the first route
    // (src/i18n/content-catalog.ts); the first step of a catalogue per area (bench/budgets.json).
    { path: "<rootDir>/locales/{locale}/content", include: CONTENT_AREA },
    { path: "<rootDir>/locales/{locale}/messages", include: ["src"], exclude: ["src/sandbox/**", ...CONTENT_AREA.map((dir) => `${dir}/**`)] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
