/**
 * The start-up calls leave with the HTML. A small inline script in index.html (written by the build:
 * scripts/vite/warm-start.ts) sends, while the page's scripts and configuration are still downloading, the very
 * requests the one platform client (src/api/client.ts) will send for the first page: the same addresses and headers,
 * recorded at build time from the client itself with the shipped config.json. When the client then sends a request
 * that is one of them, it takes the answer already on its way instead of asking again (`warmedFetch`). On a phone's
 * connection that saves a whole round trip before the page's largest picture (ADR 0015).
 *
 * Nothing depends on it: a request that differs (config.json changed after the build, a signed-in visitor, another
 * language) is simply sent by the client as before, and a warmed answer nobody takes is dropped.
 */

/** A request as the client sends it, with placeholders for what only the page knows (`WARM_PLACEHOLDERS`). */
export interface WarmCall {
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** Sent only when the page's address has no query string: the call's question depends on it (/rng?page=5G). */
  bareOnly?: boolean;
  /**
   * The announcements call of a home page: when it answers, the first banner of `group` (the page's largest picture)
   * is asked for at once, as src/app/early.ts does once the entry has arrived (`firstBanner`, `resolveImage` with the
   * image CDN `cdn`), which then finds it asked for.
   */
  banner?: { group: string; cdn: string };
}

export interface WarmPlan {
  /** Where the chosen language is kept (local storage), the languages the site offers and its default. */
  language: { key: string; supported: readonly string[]; fallback: string };
  /** The session token's key (session storage): a signed-in visitor's calls carry the token, so none is warmed. */
  tokenKey: string;
  /** The calls of every first load, in the order the early start sends them (src/app/early.ts). */
  calls: WarmCall[];
  /** The calls one first page sends before those (its largest picture waits for them), by path. */
  pages: Record<string, WarmCall[]>;
  /**
   * The language's messages (src/i18n/i18n.ts), which a first view with texts waits for (the slots page, a sign-in
   * form): their module's address by language, and the paths (as patterns) whose first view has none, the home
   * pages, where they leave with the app instead (src/app/early.ts).
   */
  messages: { files: Record<string, string>; textless: string[] };
}

/** Stand-ins in a plan's addresses and headers for the page's origin, host and language (upper case: the language header). */
export const WARM_PLACEHOLDERS = { origin: "https://warm-origin.invalid", host: "warm-host.invalid", lang: "warmlang" } as const;

/** Where the inline script leaves the requests it sent, for `warmedFetch` to take. */
export const WARM_GLOBAL = "__warmStart";

/** One request the inline script sent: its address, headers and the response on its way. */
export interface WarmedRequest {
  url: string;
  headers: Record<string, string>;
  response: Promise<Response>;
}

type WarmWindow = Window & { [WARM_GLOBAL]?: WarmedRequest[] };

/**
 * The inline script's body: index.html runs `(warmStart)(window, plan, placeholders, global)`. It is serialised
 * with `Function.prototype.toString`, so it uses nothing from outside its parameters. It mirrors two decisions of
 * the app and a test keeps them equal (test/app/warm-start.test.ts): the language (`initialLanguage` in
 * src/i18n/locale.ts) and "signed in" (a token in the session store, src/app/session.ts).
 */
export function warmStart(win: Window, plan: WarmPlan, marks: typeof WARM_PLACEHOLDERS, global: string): void {
  let stored: string | null;
  let signedIn = false;
  try {
    signedIn = Boolean(win.sessionStorage.getItem(plan.tokenKey));
    stored = win.localStorage.getItem(plan.language.key);
  } catch {
    // Storage is blocked: the app keeps its data in memory, so the visitor is a guest in the default language.
    stored = null;
  }
  const lang = stored !== null && plan.language.supported.indexOf(stored) >= 0 ? stored : plan.language.fallback;
  const fill = (text: string) =>
    text
      .split(marks.origin)
      .join(win.location.origin)
      .split(marks.host)
      .join(win.location.host)
      .split(marks.lang.toUpperCase())
      .join(lang.toUpperCase())
      .split(marks.lang)
      .join(lang);
  const path = win.location.pathname;
  if (!signedIn) {
    const sent: WarmedRequest[] = [];
    for (const call of (plan.pages[path] || []).concat(plan.calls)) {
      if (call.bareOnly && win.location.search) continue;
      const url = fill(call.url);
      if (sent.some((request) => request.url === url)) continue;
      const headers: Record<string, string> = {};
      for (const name of Object.keys(call.headers)) headers[name] = fill(call.headers[name] as string);
      const response = win.fetch(url, { headers });
      // Handled here: an answer nobody takes must not be reported as an unhandled rejection.
      response.catch(() => undefined);
      sent.push({ url, headers, response });
      const banner = call.banner;
      if (banner) {
        // The page's largest picture leaves as soon as its address is known, not once the scripts have arrived and
        // run. The app reads (and checks) the same answer from its clone; anything unexpected here asks for nothing.
        response
          .then((answer) => (answer.ok ? answer.clone().json() : null))
          .then((json: { success?: unknown; value?: { banners?: unknown } } | null) => {
            const banners = json && json.success === true && json.value && Array.isArray(json.value.banners) ? json.value.banners : [];
            let first: { url: string; sequence?: unknown } | null = null;
            const order = (item: { sequence?: unknown }) => (typeof item.sequence === "number" ? item.sequence : 0);
            for (const item of banners as { groupName?: unknown; url?: unknown; sequence?: unknown }[]) {
              if (!item || item.groupName !== banner.group || typeof item.url !== "string" || item.url === "") continue;
              if (first === null || order(item) < order(first)) first = { url: item.url, sequence: item.sequence };
            }
            if (first === null) return;
            const link = win.document.createElement("link");
            link.rel = "preload";
            link.setAttribute("as", "image");
            link.href =
              /^(data:|https?:|\/\/)/.test(first.url) || banner.cdn === "" ? first.url : `${banner.cdn.replace(/\/$/, "")}/${first.url.replace(/^\//, "")}`;
            link.setAttribute("fetchpriority", "high");
            // Once: the app reads the same answer, and on a busy machine it may have asked for the picture first.
            for (const asked of win.document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')) if (asked.href === link.href) return;
            win.document.head.appendChild(link);
          })
          .catch(() => undefined);
      }
    }
    (win as unknown as Record<string, unknown>)[global] = sent;
  }
  // The messages, for a guest or a member alike: a module asked for ahead, which the app's import then takes. After
  // the calls: over HTTP/1.1 a browser has six connections to a host, and the page's largest picture waits for them.
  const messages = plan.messages.files[lang];
  if (messages && !plan.messages.textless.some((pattern) => new RegExp(pattern, "i").test(path))) {
    const link = win.document.createElement("link");
    link.rel = "modulepreload";
    link.href = messages;
    win.document.head.appendChild(link);
  }
}

/** Whether the HTML sent start-up calls on this page. */
export function warmed(win: Window): boolean {
  return Array.isArray((win as WarmWindow)[WARM_GLOBAL]);
}

function sameHeaders(sent: Record<string, string>, headers: Headers): boolean {
  const names = Object.keys(sent);
  let count = 0;
  for (const [name, value] of headers) {
    count++;
    if (sent[name] !== value) return false;
  }
  return count === names.length;
}

/**
 * The client's fetch: a GET that the inline script already sent (same address, same headers) takes that response,
 * once; every other request goes to `next`. The client's own time limit and cancellation still apply (`signal`).
 */
export function warmedFetch(win: Window, next: typeof fetch): typeof fetch {
  return (input, init) => {
    const warmed = (win as WarmWindow)[WARM_GLOBAL];
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : undefined;
    const method = (init?.method ?? "GET").toUpperCase();
    const index =
      warmed && url !== undefined && method === "GET" && init?.body == null
        ? warmed.findIndex((request) => request.url === url && sameHeaders(request.headers, new Headers(init?.headers)))
        : -1;
    if (index < 0 || !warmed) return next(input, init);
    const [request] = warmed.splice(index, 1);
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
      request!.response.then(resolve, reject);
    });
  };
}
