/// <reference types="vite/client" />

declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

/**
 * True in the sandbox demo build (`SANDBOX_DEMO=1 vite build`: `npm start`, the browser tests), false in a plain
 * production build; replaced at build time (vite.config.ts `define`). It lets the sandbox's social login adapter in.
 */
declare const __SANDBOX_DEMO__: boolean;
