import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/**
 * Architecture boundaries (DESIGN §2, §3). A breach fails `npm run lint`, which `npm test` runs.
 * - machines/ imports only xstate and machines/.
 * - views and components never import src/api or src/sandbox.
 * - only the composition root (src/main.tsx), the Vite config and tests import the sandbox.
 */
const boundaries = {
  "import-x/no-restricted-paths": [
    "error",
    {
      zones: [
        {
          target: "./machines",
          from: ["./src", "./test", "./scripts", "./locales"],
          message: "machines/ may import only xstate and machines/ (machines are pure; I/O is injected).",
        },
        {
          target: ["./src/views", "./src/components", "./src/routes", "./src/i18n", "./src/theme", "./src/config"],
          from: ["./src/api", "./src/sandbox"],
          message: "Views, components and routes talk to the platform only through machines (DESIGN §2.1).",
        },
        {
          target: ["./src", "./machines", "./scripts"],
          from: "./src/sandbox",
          except: ["./src/sandbox"],
          message: "Only the composition root, the Vite config and tests may import the sandbox platform.",
        },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ["dist", "node_modules", "src/routeTree.gen.ts", "public/mockServiceWorker.js", "docs", "bench", "screenshots", "exported"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
    },
    rules: {
      ...boundaries,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["machines/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!xstate$|xstate/|\\.{1,2}/)",
              message: "machines/ may import only xstate and machines/ (machines are pure; I/O is injected).",
            },
          ],
        },
      ],
    },
  },
  {
    // Lingui's `t` macro is compiled only where it comes from `useLingui()` (or the core macro) in scope: a `t` handed
    // to a helper as a parameter is a plain function at run time, its text is never extracted, and the player reads
    // an empty string. Helpers take message descriptors (`msg`) and `i18n._` instead.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.css.ts", "src/sandbox/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: ":function > Identifier.params[name='t']",
          message: "Do not pass Lingui's `t` to a helper: it is not compiled there. Use `msg` descriptors and `i18n._`.",
        },
        {
          selector: "TSTypeQuery > Identifier[name='useLingui']",
          message: "Do not pass Lingui's `t` to a helper: it is not compiled there. Use `msg` descriptors and `i18n._`.",
        },
      ],
    },
  },
  {
    // The type scale (src/theme/contract.css.ts): a style's text size and weight come from the theme, never a
    // literal, so a page draws in a handful of font sizes (ADR 0011: each new one costs a font lookup on first use).
    files: ["src/**/*.css.ts"],
    ignores: ["src/theme/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Property[key.name=/^(fontSize|fontWeight)$/] > :matches(Literal, TemplateLiteral)",
          message: "Use the type scale: vars.fontSize.* and vars.fontWeight.* (src/theme/contract.css.ts).",
        },
        {
          selector: "Property[key.name='font'] > Literal[value!='inherit']",
          message: "Use the type scale: only `font: inherit` may be written as a literal.",
        },
      ],
    },
  },
  {
    files: ["src/main.tsx", "vite.config.ts", "vitest.config.ts", "test/**", "scripts/**", "src/sandbox/**"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
);
