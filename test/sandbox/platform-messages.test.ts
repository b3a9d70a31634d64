// @vitest-environment node
import { describe, expect, it } from "vitest";
import { encryptLikeClient } from "../../src/sandbox/crypto.ts";
import { PLATFORM_MESSAGES } from "../../src/sandbox/seed/platform-messages.ts";
import { getEnvelope } from "./helpers.ts";

/** A wrong-password login as a client in `language` sends it. */
function wrongLogin(language?: string) {
  const encrypted = encryptLikeClient({ username: "demo", password: "wrong-pass1", type: "username" });
  return getEnvelope("/wps/session/login", {
    method: "POST",
    headers: { ...encrypted.headers, "Content-Type": "application/json", ...(language ? { Language: language } : {}) },
    body: JSON.stringify(encrypted.body),
  });
}

describe("the sandbox answers a refusal in the request's language, as the platform does", () => {
  // Three wrong passwords a test: the fourth would be asked for a captcha.
  it("says a wrong password in Portuguese and Japanese, and in English with no Language header", async () => {
    expect((await wrongLogin("PT")).body.message).toBe("Nome de usuário ou senha incorretos");
    expect((await wrongLogin("JA")).body.message).toBe("ユーザー名またはパスワードが正しくありません");
    expect((await wrongLogin()).body.message).toBe("Incorrect username or password");
  });

  it("reads the header in any case, and keeps English for EN", async () => {
    expect((await wrongLogin("th")).body.message).toBe("ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง");
    expect((await wrongLogin("EN")).body.message).toBe("Incorrect username or password");
  });

  it("keeps the rest of the answer (the captcha flag) and leaves codes to the site", async () => {
    const { body } = await wrongLogin("VI");
    expect(body).toEqual({ success: false, message: "Tên người dùng hoặc mật khẩu không đúng", value: { captcha: false } });
    const { status, body: ended } = await getEnvelope("/wps/member/info", { headers: { Language: "PT", Authorization: "no-such-token" } });
    expect(status).toBe(401);
    expect(ended.message).toBe("login.not.session");
  });

  it("has every sentence in all six other languages, each its own text", () => {
    for (const [english, translations] of Object.entries(PLATFORM_MESSAGES)) {
      expect(Object.keys(translations).sort(), english).toEqual(["id", "ja", "pt", "th", "vi", "zh"]);
      for (const text of Object.values(translations)) expect(text, english).not.toBe(english);
    }
  });
});
