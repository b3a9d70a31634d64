import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, beforeAll } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { nodeSandbox } from "./sandbox-server.ts";
import { installDialogStub } from "./components/render.tsx";

// In jsdom every lazy chunk (a dialog, a machine's live actors) is transformed on its first import, which takes
// seconds on a busy 2-core machine: `findBy…` and `waitFor` wait up to 5 s for the state rather than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== "undefined") {
  // jsdom has no layout; the router's scroll restoration calls scrollTo on every navigation.
  window.scrollTo = () => {};
  // jsdom has no <dialog> showModal/close: the sign-in modals open over any page.
  installDialogStub();
}

beforeAll(() => {
  nodeSandbox.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  cleanup();
  nodeSandbox.server.resetHandlers();
  nodeSandbox.store.reset();
  if (typeof sessionStorage !== "undefined") sessionStorage.clear();
  if (typeof localStorage !== "undefined") localStorage.clear();
  if (typeof document !== "undefined") {
    for (const cookie of document.cookie.split(";")) {
      const name = cookie.split("=")[0]?.trim();
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
  }
});
afterAll(() => nodeSandbox.server.close());
