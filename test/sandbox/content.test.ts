/**
 * The content pages' writes in the sandbox (issue 31 item 4) through the real handlers, parsed with the client's
 * schemas: the affiliate application (sent once, one under review per e-mail) and feedback (a member's, word bounds).
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { contentEndpoints } from "../../src/api/content-endpoints.ts";
import { MESSAGE_FEEDBACK_LENGTH, MESSAGE_FEEDBACK_TYPE, MESSAGE_JOIN_INVALID } from "../../src/sandbox/rules/content.ts";
import { JOIN_EMAIL_PENDING } from "../../machines/join/join.types.ts";
import { getEnvelope, loginToken, store } from "./helpers.ts";

const put = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  getEnvelope(path, { method: "PUT", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
const apply = (body: Record<string, unknown>) => put(contentEndpoints.affiliateApplication.path, body);
const feedback = (token: string, body: Record<string, unknown>) => put(contentEndpoints.feedback.path, body, { Authorization: token });
const ana = { name: "Ana Souza", email: "ana@example.com", mobile: "11987654321", messenger: "", website: "", message: "", requestId: "r1" };
const ELEVEN = "My withdrawal of yesterday has not arrived in my bank account yet";

beforeEach(() => store.reset());

describe("the affiliate application [CNT-11 CNT-12]", () => {
  it("receives a valid application with a reference, and the same requestId answers the same application", async () => {
    const first = await apply(ana);
    expect(first.body.success).toBe(true);
    const receipt = v.parse(contentEndpoints.affiliateApplication.schema, first.body.value);
    expect(receipt).toMatchObject({ reference: expect.stringMatching(/^AF-\d{6}$/), email: "ana@example.com" });
    const again = await apply(ana);
    expect(v.parse(contentEndpoints.affiliateApplication.schema, again.body.value).reference).toBe(receipt.reference);
    expect(store.state.content.applications).toHaveLength(1);
  });

  it("refuses a second application of an e-mail under review, and one with a bad field", async () => {
    await apply(ana);
    expect((await apply({ ...ana, email: "ANA@example.com", requestId: "r2" })).body.message).toBe(JOIN_EMAIL_PENDING);
    expect((await apply({ ...ana, email: "bob@example.com", mobile: "12", requestId: "r3" })).body.message).toBe(MESSAGE_JOIN_INVALID);
    expect((await apply({ ...ana, email: "bob@example.com", message: "x".repeat(501), requestId: "r4" })).body.message).toBe(MESSAGE_JOIN_INVALID);
  });
});

describe("feedback [CNT-13 CNT-14]", () => {
  it("records a member's feedback once per requestId", async () => {
    const token = await loginToken("demo", "Demo1234");
    const first = await feedback(token, { type: "WITHDRAWAL", content: ELEVEN, requestId: "f1" });
    expect(first.body.success).toBe(true);
    const receipt = v.parse(contentEndpoints.feedback.schema, first.body.value);
    expect((await feedback(token, { type: "WITHDRAWAL", content: ELEVEN, requestId: "f1" })).body.value).toMatchObject({ id: receipt.id });
    expect(store.state.content.feedback).toHaveLength(1);
  });

  it("refuses an unknown type, too few or too many words, and a guest", async () => {
    const token = await loginToken("demo", "Demo1234");
    expect((await feedback(token, { type: "NOPE", content: ELEVEN, requestId: "f2" })).body.message).toBe(MESSAGE_FEEDBACK_TYPE);
    expect((await feedback(token, { type: "OTHER", content: "too short", requestId: "f3" })).body.message).toBe(MESSAGE_FEEDBACK_LENGTH);
    expect((await feedback(token, { type: "OTHER", content: "word ".repeat(301), requestId: "f4" })).body.message).toBe(MESSAGE_FEEDBACK_LENGTH);
    expect((await put(contentEndpoints.feedback.path, { type: "OTHER", content: ELEVEN, requestId: "f5" })).status).toBe(401);
  });

  it("counts Chinese words by the language's boundaries, not spaces", async () => {
    const token = await loginToken("demo", "Demo1234");
    const chinese = "我昨天的提款还没有到我的银行账户请帮我查一下谢谢你们";
    expect((await feedback(token, { type: "WITHDRAWAL", content: chinese, requestId: "f6" })).body.success).toBe(true);
  });
});

describe("news, blog and about us [CNT-16 CNT-17]", () => {
  it("answers each kind's articles in the request's language, newest first, in the client's schema", async () => {
    for (const lang of ["en", "pt", "id", "ja", "th", "vi", "zh"]) {
      for (const type of ["NEWS", "BLOG", "ABOUT"]) {
        const answer = await getEnvelope(`${contentEndpoints.contentArticles.path}?type=${type}&lang=${lang}`);
        const articles = v.parse(contentEndpoints.contentArticles.schema, answer.body.value);
        expect(articles.length, `${type} ${lang}`).toBeGreaterThan(0);
        expect(articles.map((a) => a.date)).toEqual(articles.map((a) => a.date).sort((a, b) => (b ?? 0) - (a ?? 0)));
      }
    }
    const pt = v.parse(contentEndpoints.contentArticles.schema, (await getEnvelope(`${contentEndpoints.contentArticles.path}?type=ABOUT&lang=pt`)).body.value);
    expect(pt[0]?.title).toBe("Sobre nós");
  });
});
