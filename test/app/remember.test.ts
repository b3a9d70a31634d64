import { describe, expect, it } from "vitest";
import { createRememberStore } from "../../src/app/remember.ts";

/** A document whose cookie jar records every write as the browser receives it (name=value; attributes). */
function cookieDocument(protocol = "http:") {
  const writes: string[] = [];
  const jar = new Map<string, string>();
  const doc = {
    location: { protocol },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair, ...attributes] = line.split(";").map((part) => part.trim());
      const [name, value] = pair!.split("=") as [string, string];
      if (attributes.includes("Max-Age=0")) jar.delete(name);
      else jar.set(name, value);
    },
  };
  return { doc: doc as unknown as Document, writes, jar };
}

const login = { type: "username" as const, username: "demo", mobileNum: "", countryDialingCode: "" };

describe("remember me cookies", () => {
  it("keep the last username under a merchant-specific cookie, read back only for that merchant [COOKIE-01] [DEV-01]", () => {
    const { doc, jar } = cookieDocument();
    createRememberStore(doc, "aurora01").save({ ...login, remember: true });
    expect([...jar.keys()].sort()).toEqual(["aurora01_lastUsername", "loginRemember"]);
    expect(jar.get("aurora01_lastUsername")).toBe("demo");
    expect(createRememberStore(doc, "aurora01").username()).toBe("demo");
    expect(createRememberStore(doc, "other02").username()).toBeNull();
  });

  it("last 24 hours; an SMS login keeps the number and dialing code as JSON [CONST-02] [COOKIE-02]", () => {
    const { doc, writes, jar } = cookieDocument();
    const store = createRememberStore(doc, "aurora01");
    store.save({ ...login, remember: true });
    store.save({ type: "sms", username: "", mobileNum: "11987654321", countryDialingCode: "+55", remember: true });
    expect(writes.length).toBeGreaterThanOrEqual(3);
    for (const line of writes) expect(line).toContain(`Max-Age=${24 * 60 * 60}`);
    expect(JSON.parse(decodeURIComponent(jar.get("aurora01_loginTypeSms")!))).toEqual({ mobileNum: "11987654321", countryDialingCode: "+55" });
  });

  it("key the SMS number by merchant, and a logout forgets the number but keeps the username [COOKIE-02] [DEV-11]", () => {
    const { doc, jar } = cookieDocument();
    const store = createRememberStore(doc, "aurora01");
    store.save({ ...login, remember: true });
    store.save({ type: "sms", username: "", mobileNum: "11987654321", countryDialingCode: "+55", remember: true });
    expect(jar.has("loginTypeSms")).toBe(false);
    expect(jar.has("aurora01_loginTypeSms")).toBe(true);
    store.forgetMobile();
    expect([...jar.keys()].sort()).toEqual(["aurora01_lastUsername", "loginRemember"]);
    expect(store.username()).toBe("demo");
  });

  it("are all forgotten when the player logs in without remember me [COOKIE-01]", () => {
    const { doc, jar } = cookieDocument();
    const store = createRememberStore(doc, "aurora01");
    store.save({ ...login, remember: true });
    store.save({ ...login, remember: false });
    expect(jar.size).toBe(0);
    expect(store.username()).toBeNull();
  });

  it("are Secure when the site is served over https, so a remembered username never travels in clear", () => {
    const https = cookieDocument("https:");
    createRememberStore(https.doc, "aurora01").save({ ...login, remember: true });
    expect(https.writes.length).toBeGreaterThan(0);
    for (const line of https.writes) expect(line).toMatch(/; Secure$/);
    const http = cookieDocument("http:");
    createRememberStore(http.doc, "aurora01").save({ ...login, remember: true });
    for (const line of http.writes) expect(line).not.toContain("Secure");
  });

  it("a browser that refuses cookies (reading or writing throws) leaves remember-me empty instead of breaking the login", () => {
    const refusing = {
      location: { protocol: "https:" },
      get cookie(): string {
        throw new DOMException("The document is sandboxed and lacks the 'allow-same-origin' flag.", "SecurityError");
      },
      set cookie(_line: string) {
        throw new DOMException("The document is sandboxed and lacks the 'allow-same-origin' flag.", "SecurityError");
      },
    } as unknown as Document;
    const store = createRememberStore(refusing, "aurora01");
    expect(() => store.save({ ...login, remember: true })).not.toThrow();
    expect(store.username()).toBeNull();
  });
});
