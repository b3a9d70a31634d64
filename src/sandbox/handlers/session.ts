/** `/wps/session/*` and `/wps/captcha`: RSA key, captcha image, encrypted login, two-factor, free play, logout. */
import { HttpResponse, type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { SANDBOX_RSA_MODULUS_HEX } from "../crypto.ts";
import { freePlay, issueCaptcha, login, verifyLogin } from "../rules/auth.ts";
import { decryptedBody, fail, ok, readJson, requireMember, route, undecryptable } from "./route.ts";

export function sessionHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/session/key/rsa", () =>
      HttpResponse.text(SANDBOX_RSA_MODULUS_HEX, { headers: { "Cache-Control": "no-store" } }),
    ),
    route(store, "get", "/wps/captcha", () => ok(issueCaptcha(store))),
    route(store, "post", "/wps/session/login", async ({ request }) => {
      const body = await decryptedBody(request);
      if (body instanceof Response) return body;
      const outcome = login(store, body.payload);
      return outcome.ok ? ok(outcome.value) : fail(outcome.message, { value: { captcha: outcome.captcha } });
    }),
    route(store, "post", "/wps/session/login/verification", async ({ request }) => {
      const body = await decryptedBody(request);
      if (body instanceof Response) return body;
      const outcome = verifyLogin(store, body.payload);
      return outcome.ok ? ok(outcome.value) : fail(outcome.message);
    }),
    route(store, "post", "/wps/session/login/freeplay", async ({ request }) => {
      const outcome = freePlay(store, await readJson(request), request.headers.get("Encryption"));
      if (outcome.ok) return ok(outcome.value);
      return "undecryptable" in outcome ? undecryptable() : fail(outcome.message);
    }),
    route(store, "delete", "/wps/session/logout", (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      store.closeSession(context.request.headers.get("Authorization")?.trim());
      return ok(null);
    }),
  ];
}
