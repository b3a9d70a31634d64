import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  locales: ["pt", "en", "ja", "zh", "id", "th", "vi", "pseudo"],
  pseudoLocale: "pseudo",
  fallbackLocales: { default: "en" },
  catalogs: [{ path: "<rootDir>/locales/{locale}/messages", include: ["src"], exclude: ["src/sandbox/**"] }],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
