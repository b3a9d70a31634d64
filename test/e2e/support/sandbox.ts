/** The sandbox platform's control API over HTTP (the same server the browser talks to). */
import { BASE_URL } from "./env.ts";

async function post(path: string, body?: unknown): Promise<unknown> {
  const send = () =>
    fetch(`${BASE_URL}/__sandbox/api/${path}`, {
      method: "POST",
      // The control API refuses a POST without this header (src/sandbox/middleware.ts).
      headers: body === undefined ? { "x-sandbox-control": "1" } : { "content-type": "application/json", "x-sandbox-control": "1" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // One retry: the server closes idle keep-alive sockets after 5 s, and Node may pick such a socket.
  const response = await send().catch(send);
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`sandbox ${path}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

export const sandbox = {
  /** Initial state and seed: every spec starts here. */
  reset: () => post("reset"),
  /** JSON merge patch of the scenario, e.g. { status: 1 }. */
  scenario: (patch: Record<string, unknown>) => post("scenario", patch),
  preset: (name: string) => post(`preset/${encodeURIComponent(name)}`),
  /** A cashier control action (ADR 0012, src/sandbox/control.ts): `payout`, `proof/accept`, `proof/reject`, `force`, … */
  cashier: (action: string, body: Record<string, unknown>) => post(`cashier/${action}`, body),
};
