import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, beforeAll } from "vitest";
import { cleanup } from "@testing-library/react";
import { nodeSandbox } from "./sandbox-server.ts";

if (typeof window !== "undefined") {
  // jsdom has no layout; the router's scroll restoration calls scrollTo on every navigation.
  window.scrollTo = () => {};
}

beforeAll(() => nodeSandbox.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  nodeSandbox.server.resetHandlers();
  nodeSandbox.store.reset();
  if (typeof sessionStorage !== "undefined") sessionStorage.clear();
  if (typeof localStorage !== "undefined") localStorage.clear();
});
afterAll(() => nodeSandbox.server.close());
