import { http } from "msw";
import { nodeSandbox } from "../sandbox-server.ts";

/**
 * Holds chosen platform requests until the driver releases them, so a path can decide how and when the platform
 * answers each call. Released requests fall through to the sandbox's real handlers; requests still held when a path ends are
 * abandoned (their actor is stopped), so they can never reach the sandbox of a later test.
 */
export function createPlatformGate(paths: readonly string[]) {
  const waiting = new Map<string, (() => void)[]>();
  const arrived = (path: string) => waiting.get(path) ?? [];
  nodeSandbox.server.use(
    http.all("*", async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (!paths.includes(path)) return undefined;
      await new Promise<void>((resolve) => {
        waiting.set(path, [...arrived(path), resolve]);
      });
      return undefined;
    }),
  );
  return {
    /** Lets the next held request to `path` through (waiting for it to be sent first). */
    async release(path: string): Promise<void> {
      const deadline = Date.now() + 3000;
      while (arrived(path).length === 0) {
        if (Date.now() > deadline) throw new Error(`the app never called ${path}`);
        await new Promise((r) => setTimeout(r, 5));
      }
      const [next, ...rest] = arrived(path);
      waiting.set(path, rest);
      next!();
    },
  };
}
