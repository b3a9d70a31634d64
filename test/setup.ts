import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, beforeAll } from "vitest";
import { cleanup } from "@testing-library/react";
import { nodeSandbox } from "./sandbox-server.ts";

beforeAll(() => nodeSandbox.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  nodeSandbox.server.resetHandlers();
  nodeSandbox.store.reset();
  if (typeof sessionStorage !== "undefined") sessionStorage.clear();
  if (typeof localStorage !== "undefined") localStorage.clear();
});
afterAll(() => nodeSandbox.server.close());
