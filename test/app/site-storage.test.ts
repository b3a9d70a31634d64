import { describe, expect, it } from "vitest";
import { MemoryStorage, siteStorage } from "../../src/app/site-storage.ts";
import { createSessionStore } from "../../src/app/session.ts";

const denied = () => {
  throw new DOMException("Access is denied for this document.", "SecurityError");
};

/** A window whose stores are the given ones; `"denied"` throws on reading the property, as a blocking browser does. */
function windowWith(local: Storage | "denied", session: Storage | "denied"): Window {
  const win = {};
  Object.defineProperty(win, "localStorage", { get: local === "denied" ? denied : () => local });
  Object.defineProperty(win, "sessionStorage", { get: session === "denied" ? denied : () => session });
  return win as Window;
}

describe("the site's storage", () => {
  it("is the browser's own when the browser allows it", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const storage = siteStorage(windowWith(local, session));
    expect(storage).toMatchObject({ local, session, persistent: true });
    // The probe leaves nothing behind.
    expect(local.length + session.length).toBe(0);
  });

  it("is kept in memory when the browser refuses it, so the session token still works for the page", () => {
    const win = windowWith("denied", "denied");
    const storage = siteStorage(win);
    expect(storage.persistent).toBe(false);
    const tokens = createSessionStore(storage.session, "aurora01");
    tokens.setToken("T-1");
    // Every part of the site reads the same store for the page's whole life.
    expect(createSessionStore(siteStorage(win).session, "aurora01").getToken()).toBe("T-1");
  });

  it("a store that cannot be written (no quota, as in some private modes) counts as refused", () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    const session = new MemoryStorage();
    const storage = siteStorage(windowWith(full, session));
    expect(storage.local).not.toBe(full);
    expect(storage.session).toBe(session);
    expect(storage.persistent).toBe(false);
  });
});
