/**
 * Build plugin: puts every stylesheet of index.html (the entry's, which Vite writes into the head, and the app's,
 * which the app chunk imports) at the end of the body.
 *
 * A stylesheet in the head blocks the page's rendering until it has loaded and the main thread, busy with the
 * scripts, has taken it in: meanwhile Chromium's compositor keeps drawing frames nobody sees (the loading screen's
 * spinner, the overlay scrollbar), and Chromium then throttles the page to one frame a second, which held the first
 * paint back by one or two whole seconds in about half of the Lighthouse runs (ADR 0011). In the body they do not
 * block rendering, and the loading screen needs none of them (its style is inline). They still hold back the module
 * scripts (a script does not run while a stylesheet the parser met before it is loading), so nothing the entry or
 * the app draws is ever drawn unstyled.
 *
 * The app chunk itself is not preloaded here: the entry imports it once the page's first view is on screen
 * (src/entry.ts), so that its download does not compete with what that view shows.
 */
import type { HtmlTagDescriptor, Plugin } from "vite";
import { chunkOf, importedCss, staticImports } from "./bundle-graph.ts";

const HEAD_STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g;

/** Takes the stylesheet links out of the head; returns the page without them and their addresses, in order. */
export function takeHeadStylesheets(html: string): { html: string; hrefs: string[] } {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return { html, hrefs: [] };
  const hrefs: string[] = [];
  const head = html.slice(0, headEnd).replace(HEAD_STYLESHEET, (_link, href: string) => {
    hrefs.push(href);
    return "";
  });
  return { html: head + html.slice(headEnd), hrefs };
}

export function bodyStylesheets(appModule = "/src/main.tsx"): Plugin {
  let base = "/";
  return {
    name: "body-stylesheets",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(source, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return source;
        const app = chunkOf(bundle, appModule);
        if (!app) throw new Error(`body-stylesheets: no chunk for ${appModule}`);
        const entryFiles = ctx.chunk ? staticImports(bundle, ctx.chunk.fileName, new Set()) : new Set<string>();
        const entryCss = importedCss(bundle, entryFiles);
        const appCss = [...importedCss(bundle, staticImports(bundle, app.fileName, new Set()))].filter((href) => !entryCss.has(href)).map((href) => base + href);
        const { html, hrefs } = takeHeadStylesheets(source);
        const tags: HtmlTagDescriptor[] = [...new Set([...hrefs, ...appCss])].map((href) => ({
          tag: "link",
          attrs: { rel: "stylesheet", crossorigin: true, href },
          injectTo: "body" as const,
        }));
        return { html, tags };
      },
    },
  };
}
