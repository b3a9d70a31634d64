import { http, HttpResponse } from "msw";
import { nodeSandbox } from "../sandbox-server.ts";

type Held = { signal: AbortSignal; answer(response: Response | null): void };

/** Which of the held calls an answer goes to: the oldest, the newest (older ones fail: nobody waits for them), or all. */
export type Which = "oldest" | "newest" | "all";

export interface HeldCalls {
  /**
   * Answers held calls under `key` still wanted by the app, waiting for one to be sent first. `null` lets the call go
   * on to the sandbox (its rules answer).
   */
  answer(key: string, response: (() => Response) | null, which?: Which): Promise<void>;
  /** How many calls under `key` are held and still wanted by the app. */
  waiting(key: string): number;
  /** Fails every call still held (at the end of a path: their actors are stopped). */
  abandon(): void;
}

/**
 * Holds the platform calls a UI driver answers itself, so a path decides what the platform says and when. `holds`
 * picks the calls by path and can read the driver's state (e.g. only while a list loads); `keyOf` may put several
 * paths under one key (a guest's and a member's list of the same thing). Calls nobody picked go on to the sandbox.
 */
export function holdCalls(holds: (path: string) => boolean, keyOf: (path: string) => string = (path) => path): HeldCalls {
  const held = new Map<string, Held[]>();
  nodeSandbox.server.use(
    http.all("*", async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (!holds(path)) return undefined;
      const key = keyOf(path);
      const response = await new Promise<Response | null>((resolve) => held.set(key, [...(held.get(key) ?? []), { signal: request.signal, answer: resolve }]));
      return response ?? undefined;
    }),
  );
  return {
    async answer(key, response, which = "oldest") {
      const deadline = Date.now() + 5000;
      for (;;) {
        const wanted = (held.get(key) ?? []).filter((h) => !h.signal.aborted);
        if (wanted.length > 0) {
          const chosen = which === "all" ? wanted : which === "newest" ? wanted.slice(-1) : wanted.slice(0, 1);
          held.set(key, which === "oldest" ? wanted.slice(1) : []);
          if (which === "newest") for (const stale of wanted.slice(0, -1)) stale.answer(HttpResponse.error());
          for (const call of chosen) call.answer(response === null ? null : response());
          return;
        }
        if (Date.now() > deadline) throw new Error(`the app never called ${key}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    waiting: (key) => (held.get(key) ?? []).filter((h) => !h.signal.aborted).length,
    abandon() {
      for (const queue of held.values()) for (const call of queue) call.answer(HttpResponse.error());
      held.clear();
    },
  };
}
