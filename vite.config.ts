import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { sandboxPlugin } from "./src/sandbox/vite-plugin.ts";
import { bodyStylesheets } from "./scripts/vite/body-stylesheets.ts";
import { stripChartDocsPlugin } from "./scripts/vite/strip-chart-docs.ts";
import { firstLoadChunks } from "./scripts/vite/first-load-chunks.ts";
import { routePreload } from "./scripts/vite/route-preload.ts";
import { warmStartPlugin } from "./scripts/vite/warm-start.ts";
import { lateStylesheets } from "./scripts/vite/late-stylesheets.ts";
import { precompressed } from "./scripts/vite/precompressed.ts";
import { securityHeadersPlugin } from "./scripts/vite/security-headers.ts";

export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true, routesDirectory: "src/routes", generatedRouteTree: "src/routeTree.gen.ts" }),
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    lingui(),
    vanillaExtractPlugin(),
    // Before the sandbox: the sandbox's own pages replace the CSP with theirs (src/config/security-headers.ts).
    securityHeadersPlugin(),
    sandboxPlugin({ enabled: process.env.PLATFORM_SANDBOX !== "off" }),
    bodyStylesheets(),
    lateStylesheets(),
    stripChartDocsPlugin(),
    firstLoadChunks(),
    routePreload(),
    warmStartPlugin(),
    precompressed(),
  ],
  // The sandbox demo build (`npm start`, the browser tests) keeps the sandbox's social login adapter; a plain build
  // folds the flag to false and emits no code of it (src/app/social/social-sign-in.ts, test/build/no-sandbox-code.test.ts).
  define: { __SANDBOX_DEMO__: JSON.stringify(process.env.SANDBOX_DEMO === "1") },
  resolve: {
    // React 19 has useSyncExternalStore: the libraries that still import the package's shim for React 17 (XState's
    // and TanStack's React bindings) get the package's plain builds, which use React's own (ADR 0011).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: "use-sync-external-store/with-selector" },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "use-sync-external-store" },
    ],
  },
  server: { port: 5173, strictPort: true, host: "127.0.0.1" },
  preview: { port: 4173, strictPort: true, host: "127.0.0.1" },
  // No modulepreload polyfill: every browser we support preloads modules itself (an older Safari only loses the preload).
  build: { target: "es2022", sourcemap: false, reportCompressedSize: false, modulePreload: { polyfill: false } },
});
