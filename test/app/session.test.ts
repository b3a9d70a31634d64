import { describe, expect, it } from "vitest";
import { createSessionStore } from "../../src/app/session.ts";

describe("session storage", () => {
  it("keeps the token and the merchant codes, and only the merchant codes when cleared [STORE-01] [DEV-09] [LOGOUT-01]", () => {
    const session = createSessionStore(sessionStorage, "aurora01");
    expect(sessionStorage.getItem("merchant")).toBe("aurora01");
    expect(sessionStorage.getItem("merchantCode")).toBe("aurora01");
    session.setToken("t-1");
    sessionStorage.setItem("nickname", "Demo");
    expect(session.getToken()).toBe("t-1");
    session.clear();
    expect(session.getToken()).toBeNull();
    expect(sessionStorage.getItem("nickname")).toBeNull();
    expect(sessionStorage.getItem("merchant")).toBe("aurora01");
    expect(sessionStorage.getItem("merchantCode")).toBe("aurora01");
  });
});
