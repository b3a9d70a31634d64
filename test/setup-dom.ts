/** The jsdom half of the test set-up (test/setup.ts loads it only when the file runs in jsdom). */
import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";
import { installDialogStub } from "./components/render.tsx";

export { cleanup } from "@testing-library/react";

// In jsdom every lazy chunk (a dialog, a machine's live actors) is transformed on its first import, which takes
// seconds on a busy 2-core machine: `findBy…` and `waitFor` wait up to 5 s for the state rather than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout; the router's scroll restoration calls scrollTo on every navigation.
window.scrollTo = () => {};
// jsdom has no <dialog> showModal/close: the sign-in modals open over any page.
installDialogStub();

/** Each test starts with empty web storage and no cookies. */
export function clearBrowserStorage(): void {
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
