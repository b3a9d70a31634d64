/**
 * Build plugin: the stylesheets of chunks loaded later (a page's, a dialog's, the app's services) go after the
 * page's own stylesheets, as they do in development.
 *
 * The page's own stylesheets are at the end of the body (scripts/vite/body-stylesheets.ts), but Vite's loader for a
 * lazily imported chunk adds the chunk's stylesheet to the head, that is before them. Rules of equal weight then
 * lose to the page's own: a class that hides the header's Log in button on wide screens (auth) lost to the
 * button's own display (layout) once the auth styles came with a chunk, and the header showed two Log in buttons.
 * This rewrites the one line of the loader that places the link so that stylesheets are appended to the body (script
 * preloads stay in the head); the build fails if Vite's loader no longer has that line, rather than ship the
 * wrong order silently.
 */
import type { Plugin } from "vite";

const PRELOAD_HELPER = "\0vite/preload-helper.js";
const HEAD_APPEND = "document.head.appendChild(link)";
const PLACED = "(isCss && document.body ? document.body : document.head).appendChild(link)";

/** The loader's code with stylesheets placed in the body; throws if the loader does not look as expected. */
export function placeLateStylesheets(code: string): string {
  const count = code.split(HEAD_APPEND).length - 1;
  if (count !== 1 || !/\bisCss\b/.test(code)) {
    throw new Error(`late-stylesheets: Vite's preload helper changed (expected one "${HEAD_APPEND}" next to isCss, found ${count})`);
  }
  return code.replace(HEAD_APPEND, PLACED);
}

export function lateStylesheets(): Plugin {
  let seen = false;
  return {
    name: "late-stylesheets",
    apply: "build",
    buildStart() {
      seen = false;
    },
    transform(code, id) {
      if (id !== PRELOAD_HELPER) return null;
      seen = true;
      return { code: placeLateStylesheets(code), map: null };
    },
    generateBundle(_options, bundle) {
      // A build with lazily imported chunks has the loader; if it was never seen, the rewrite did not happen.
      const lazy = Object.values(bundle).some((item) => item.type === "chunk" && item.isDynamicEntry);
      if (lazy && !seen) this.error("late-stylesheets: Vite's preload helper was not found, so later stylesheets would go to the head");
    },
  };
}
