/**
 * A render failure reported to the operator's endpoint (`errorReportUrl` in config.json; none by default). What is
 * sent says what broke and where, never who: the error's name and message with anything that could identify a
 * player taken out (numbers of four digits or more, e-mail addresses), the route's pattern (`/member/$page`, not the
 * address with its query), the language and the time. No token, no username, no cookies (`credentials: "omit"`).
 */
export interface ErrorReport {
  name: string;
  message: string;
  route: string;
  language: string;
  at: string;
}

const MAX_MESSAGE = 300;

/** The error's name and message without personal data. */
export function describeError(error: unknown): { name: string; message: string } {
  const name = error instanceof Error ? error.name : typeof error;
  const raw = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  const message = raw
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "<email>")
    .replace(/\d{4,}/g, "<number>")
    .slice(0, MAX_MESSAGE);
  return { name, message };
}

/** Sends the report when an endpoint is configured; a report that cannot be sent is dropped (never retried, never shown). */
export function reportError(url: string, report: ErrorReport, fetchImpl: typeof fetch = globalThis.fetch): void {
  if (!url || typeof fetchImpl !== "function") return;
  try {
    void fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
      credentials: "omit",
      keepalive: true,
      referrerPolicy: "no-referrer",
    }).catch(() => undefined);
  } catch {
    // A refused request (content policy, offline) loses the report, never the page.
  }
}
