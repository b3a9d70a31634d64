/** Registration: field rules, invitation-code check, username and mobile registration (encrypted). */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { MESSAGE_NOT_AVAILABLE, moduleOn } from "../rules/modules.ts";
import { checkAffiliate, currentRegisterRules, register, type RegisterChannel } from "../rules/register.ts";
import { decryptedBody, fail, ok, route } from "./route.ts";

export function registerHandlers(store: SandboxStore): HttpHandler[] {
  const registration = (channel: RegisterChannel) => async ({ request }: { request: Request }) => {
    const body = await decryptedBody(request);
    if (body instanceof Response) return body;
    const outcome = register(store, body.payload, channel);
    return outcome.ok ? ok(outcome.value) : fail(outcome.message);
  };
  return [
    route(store, "get", "/wps/system/setting/register", () => ok(currentRegisterRules(store))),
    route(store, "get", "/wps/agent/affiliate", ({ url }) => {
      if (!moduleOn(store, "AFFMAN3")) return fail(MESSAGE_NOT_AVAILABLE);
      const outcome = checkAffiliate(store, url.searchParams.get("code") ?? "");
      return outcome.ok ? ok(outcome.value) : fail(outcome.message);
    }),
    route(store, "put", "/wps/member/register", registration("username")),
    route(store, "put", "/wps/member/register/mobile", registration("mobile")),
  ];
}
