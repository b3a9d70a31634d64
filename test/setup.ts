import { afterAll, afterEach, beforeAll } from "vitest";
import { nodeSandbox } from "./sandbox-server.ts";

// The DOM half (jest-dom's matchers, Testing Library and React DOM, jsdom's stand-ins) loads only where there is a DOM:
// a file under `// @vitest-environment node` (machines, sandbox rules, the client) does not pay for importing it.
const dom = typeof window !== "undefined" ? await import("./setup-dom.ts") : undefined;

beforeAll(() => {
  nodeSandbox.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  dom?.cleanup();
  nodeSandbox.server.resetHandlers();
  nodeSandbox.store.reset();
  dom?.clearBrowserStorage();
});
afterAll(() => nodeSandbox.server.close());
