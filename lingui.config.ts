import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/** The agent centre's views and the contract screens (offer, popup, termination): the agent catalogue. */
const AGENT_AREA = ["src/views/agent", "src/views/agent-links", "src/views/agent-team", "src/views/agent-reports", "src/views/contracts", "src/views/contract-offer"];
/** The content pages (/join, /feedback, /winners, /news, /blog, /about): the content catalogue. */
const CONTENT_AREA = ["src/views/join", "src/views/feedback", "src/views/winners", "src/views/articles"];
/** The points mall, the VIP levels and rank, the missions: the loyalty catalogue. */
const LOYALTY_AREA = ["src/views/points", "src/views/vip", "src/views/missions"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["pt", "en", "ja", "zh", "id", "th", "vi", "pseudo"],
  pseudoLocale: "pseudo",
  fallbackLocales: { default: "en" },
  // The core catalogue, and one per area no first route needs (loaded with the area: src/i18n/i18n.ts).
  catalogs: [
    { path: "<rootDir>/locales/{locale}/messages", include: ["src"], exclude: ["src/sandbox/**", ...[...AGENT_AREA, ...CONTENT_AREA, ...LOYALTY_AREA].map((folder) => `${folder}/**`)] },
    { path: "<rootDir>/locales/{locale}/agent", include: AGENT_AREA },
    { path: "<rootDir>/locales/{locale}/content", include: CONTENT_AREA },
    { path: "<rootDir>/locales/{locale}/loyalty", include: LOYALTY_AREA },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
