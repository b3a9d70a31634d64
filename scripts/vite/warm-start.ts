/**
 * Vite plugin (build): writes into index.html the inline script that sends the first page's start-up calls with the
 * HTML (src/app/warm-start.ts, ADR 0015). The requests are recorded from the app's own code at build time: the site
 * platform of src/app/platform.ts built with the shipped `public/config.json`, asked for the start-up calls, the
 * announcements and the slots page's first games as src/app/early.ts asks, with a fetch that only writes them down.
 * The script also asks for the language's messages module on pages whose first view has texts. The served CSP
 * carries the script's hash (scripts/vite/security-headers.ts, scripts/security-headers.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { IndexHtmlTransformContext, Plugin } from "vite";
import { parseConfig, type AppConfig, type Language } from "../../src/config/schema.ts";
import { createSitePlatform } from "../../src/app/platform.ts";
import { startStartupCalls } from "../../src/api/startup-calls.ts";
import { requestAnnouncements } from "../../src/api/announcement-query.ts";
import { BANNER_GROUPS } from "../../machines/announcements/announcements.types.ts";
import { firstCatalogueQuery, requestGamePage } from "../../src/api/game-page-query.ts";
import { ROUTES } from "../../src/routes/-route-table.ts";
import { appWaitsForFirstView, firstPage } from "../../src/app/first-page.ts";
import { LANG_KEY } from "../../src/i18n/locale.ts";
import { TOKEN_KEY } from "../../src/app/session.ts";
import { WARM_GLOBAL, WARM_PLACEHOLDERS, warmStart, type WarmCall, type WarmPlan } from "../../src/app/warm-start.ts";

/** A window with the placeholders for origin and host, whose storage is blocked (so the platform keeps it in memory). */
function recordingWindow(): Window {
  const blocked = () => {
    throw new Error("storage is not recorded");
  };
  const win = { location: { origin: WARM_PLACEHOLDERS.origin, host: WARM_PLACEHOLDERS.host } };
  Object.defineProperty(win, "localStorage", { get: blocked });
  Object.defineProperty(win, "sessionStorage", { get: blocked });
  return win as unknown as Window;
}

/**
 * The requests the app's first load sends for a guest, as the client sends them (`WARM_PLACEHOLDERS` for the page's
 * parts), and the language's messages by their module's address in the build (`messageFiles`).
 */
export async function warmPlan(config: AppConfig, messageFiles: Record<string, string> = {}): Promise<WarmPlan> {
  const recorded: WarmCall[] = [];
  const recorder: typeof fetch = (input, init) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of new Headers(init?.headers)) headers[name] = value;
    recorded.push({ url: String(input), headers });
    return Promise.reject(new Error("recorded, not sent"));
  };
  const platform = createSitePlatform(config, recordingWindow(), recorder);
  platform.setLanguage(WARM_PLACEHOLDERS.lang as Language);
  const { client } = platform;
  // Each call is written down before the next is asked, so that the plan keeps the order of the calls.
  let taken = 0;
  const next = async (): Promise<WarmCall> => {
    for (let turn = 0; recorded.length === taken; turn++) {
      if (turn === 1000) throw new Error("warm start: a start-up call sent no request; keep scripts/vite/warm-start.ts in step with src/app/early.ts");
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return recorded[taken++]!;
  };
  const handled = (promise: Promise<unknown>) => void promise.catch(() => undefined);
  const language = WARM_PLACEHOLDERS.lang;
  handled(requestAnnouncements(client, false));
  const announcements = await next();
  handled(requestGamePage(client, firstCatalogueQuery(""), config.platform.merchant, language));
  const gamePage = await next();
  const options = { merchant: config.platform.merchant, imageCdn: config.imageCdn, host: WARM_PLACEHOLDERS.host, language };
  const startup: WarmCall[] = [];
  const calls = await startStartupCalls(client, options, async () => void startup.push(await next()));
  startup.push(await next());
  for (const call of [calls.status, calls.countries, calls.lanes, calls.help]) handled(call);
  const [status, , lanes] = startup as [WarmCall, WarmCall, WarmCall, WarmCall];
  // Only what a page's first view waits for (src/app/early.ts): over HTTP/1.1 a browser has six connections to a
  // host, and a call sent ahead that nobody waits for yet would hold one while the page's largest picture waits.
  const pages: Record<string, WarmCall[]> = {};
  for (const [path, facts] of Object.entries(ROUTES)) {
    if (facts.firstPage === "home") pages[path] = [{ ...announcements, banner: { group: BANNER_GROUPS.home, cdn: config.imageCdn } }];
    // The slots page's first games depend on its address's ?page= (the vendor): asked ahead only without one.
    if (facts.firstPage === "catalogue") pages[path] = [{ ...gamePage, bareOnly: true }, lanes];
  }
  // A call whose address changes on every request (a `no-cache` row's time stamp) cannot be sent ahead.
  const predictable = (call: WarmCall) => !("cache-control" in call.headers);
  // The pages whose first view has no texts, as src/app/early.ts decides when to ask for the messages: each route's
  // path as a pattern (a `$param` segment stands for any one segment; trailing slashes and letter case do not count).
  const textless = Object.keys(ROUTES)
    .filter((path) => firstPage(path) === "home" && appWaitsForFirstView(path))
    .map((path) => `^${path.replace(/[.*+?^{}()|[\]\\]/g, "\\$&").replace(/\$\w+/g, "[^/]+")}/*$`);
  return {
    language: { key: LANG_KEY, supported: config.supportLanguages, fallback: config.defaultLang },
    tokenKey: TOKEN_KEY,
    calls: [status].filter(predictable),
    pages: Object.fromEntries(Object.entries(pages).map(([path, calls]) => [path, calls.filter(predictable)])),
    messages: { files: messageFiles, textless },
  };
}

/** Each language's messages module in a build (src/i18n/i18n.ts imports one per language), by its address under `base`. */
export function messageFiles(bundle: NonNullable<IndexHtmlTransformContext["bundle"]>, base: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    const language = output.type === "chunk" ? /\/locales\/([^/]+)\/messages\.po$/.exec(output.facadeModuleId ?? "")?.[1] : undefined;
    if (language) files[language] = base + output.fileName;
  }
  return files;
}

/** The plan of the inline script a page already has (a built index.html), or null. */
export function builtPlan(html: string): WarmPlan | null {
  const start = /<script>\(function warmStart[\s\S]*?\)\(window,/.exec(html);
  if (!start) return null;
  const from = start.index + start[0].length;
  const end = html.indexOf(`,${JSON.stringify(WARM_PLACEHOLDERS)},`, from);
  return end < 0 ? null : (JSON.parse(html.slice(from, end)) as WarmPlan);
}

/** The inline script for a plan. */
export function warmStartScript(plan: WarmPlan): string {
  return `(${warmStart.toString()})(window,${JSON.stringify(plan)},${JSON.stringify(WARM_PLACEHOLDERS)},${JSON.stringify(WARM_GLOBAL)})`;
}

/**
 * The page with the script right after the configuration's preload link: its calls then leave with the page's first
 * requests, before the parser has read the rest of the page.
 */
export function insertWarmStart(html: string, script: string): string {
  const tag = `<script>${script}</script>`;
  // A page that has one already (scripts/warm-start.ts rewriting a built site for its edited config.json).
  const existing = /<script>\(function warmStart[\s\S]*?<\/script>/.exec(html);
  if (existing) return html.slice(0, existing.index) + tag + html.slice(existing.index + existing[0].length);
  const preload = /<link rel="preload" href="\/config\.json"[^>]*>/.exec(html);
  if (preload) return html.slice(0, preload.index + preload[0].length) + `\n    ${tag}` + html.slice(preload.index + preload[0].length);
  return html.replace("</head>", `${tag}\n  </head>`);
}

/**
 * `html` with the inline script for the configuration `configText` (a config.json's text) and the build's messages
 * modules (by default those the page's script already names: a built site rewritten for an edited config.json).
 */
export async function warmStartHtml(html: string, configText: string, messages = builtPlan(html)?.messages.files ?? {}): Promise<string> {
  const parsed = parseConfig(JSON.parse(configText));
  if (!parsed.ok) throw new Error(`config.json is not a valid configuration: ${JSON.stringify(parsed.problem)}`);
  return insertWarmStart(html, warmStartScript(await warmPlan(parsed.config, messages)));
}

export function warmStartPlugin(): Plugin {
  let publicDir = "public";
  let base = "/";
  return {
    name: "warm-start",
    apply: "build",
    configResolved(config) {
      publicDir = config.publicDir;
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler: (html, context) =>
        warmStartHtml(html, readFileSync(join(publicDir, "config.json"), "utf8"), context.bundle ? messageFiles(context.bundle, base) : {}),
    },
  };
}
