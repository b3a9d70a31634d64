import { defineConfig } from "@lingui/cli";

export default defineConfig({
  sourceLocale: "en",
  locales: ["pt", "en", "ja", "zh", "id", "th", "vi", "pseudo"],
  pseudoLocale: "pseudo",
  fallbackLocales: { default: "en" },
  catalogs: [{ path: "<rootDir>/locales/{locale}/messages", include: ["src"], exclude: ["src/sandbox/**"] }],
  format: "po",
  orderBy: "messageId",
});
