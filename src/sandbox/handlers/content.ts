/**
 * The content pages: news, blog and about us (seed/articles.ts), the affiliate application (/join) and feedback
 * (rules/content.ts); the registration bonus contact (rules/bonus-contact.ts).
 */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { type Outcome } from "../rules/auth.ts";
import { submitApplication, submitFeedback } from "../rules/content.ts";
import { recordBonusContact } from "../rules/bonus-contact.ts";
import { contentArticles } from "../seed/articles.ts";
import { fail, ok, readJson, requireMember, route } from "./route.ts";

const answer = <T>(outcome: Outcome<T>): Response => (outcome.ok ? ok(outcome.value) : fail(outcome.message));

export function contentHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/system/content", ({ url, request }) => ok(contentArticles(url.searchParams.get("type"), url.searchParams.get("lang") ?? request.headers.get("Language")))),
    route(store, "put", "/wps/relay/MCSFE_submitAffiliateApplication", async (context) => answer(submitApplication(store, await readJson(context.request)))),
    route(store, "put", "/wps/feedback", async (context) => {
      const member = requireMember(context);
      return member instanceof Response ? member : answer(submitFeedback(store, member, await readJson(context.request)));
    }),
    route(store, "put", "/wps/member/bonusContact", async (context) => {
      const member = requireMember(context);
      return member instanceof Response ? member : answer(recordBonusContact(member, await readJson(context.request)));
    }),
  ];
}
