import { parseConfig, type AppConfig, type ConfigProblem } from "./schema.ts";

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problem: ConfigProblem };

/** Fetches `/config.json` (preloaded by index.html; serve it with `Cache-Control: no-cache`) and validates it. */
export async function loadConfig(url = "/config.json", fetchImpl: typeof fetch = fetch): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetchImpl(url);
  } catch (error) {
    return { ok: false, problem: { kind: "unreachable", detail: error instanceof Error ? error.message : String(error) } };
  }
  if (!response.ok) return { ok: false, problem: { kind: "unreachable", detail: `HTTP ${response.status}` } };
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    return { ok: false, problem: { kind: "notJson" } };
  }
  return parseConfig(raw);
}
