/**
 * Builds the test-only component harness (index.html + main.tsx here) into the e2e site, under /__harness/.
 * Same compile pipeline as the app (React + Lingui macro, .po catalogs, vanilla-extract), no router, no sandbox.
 *   HARNESS_OUT_DIR=<dir> vite build --config test/e2e/harness/vite.config.ts
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

const outDir = process.env.HARNESS_OUT_DIR;
if (!outDir) throw new Error("HARNESS_OUT_DIR is not set (the e2e global set-up sets it)");

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/__harness/",
  publicDir: false,
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui(), vanillaExtractPlugin()],
  build: { outDir, emptyOutDir: true, target: "es2022", reportCompressedSize: false },
  logLevel: "warn",
});
