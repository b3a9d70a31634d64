/** The sandbox platform for Node (vitest, scripts): msw/node intercepting fetch/http on any origin. */
import { setupServer, type SetupServer } from "msw/node";
import { createHandlers } from "./handlers/index.ts";
import { createSandboxStore, type SandboxStore } from "./store.ts";

export interface NodeSandbox {
  server: SetupServer;
  store: SandboxStore;
}

export function createNodeSandbox(store: SandboxStore = createSandboxStore()): NodeSandbox {
  return { server: setupServer(...createHandlers(store)), store };
}
