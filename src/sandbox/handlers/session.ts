/** `/wps/session/*` and `/wps/captcha`: RSA key, captcha image, encrypted login, logout. */
import { HttpResponse, type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { decryptPayload, SANDBOX_RSA_MODULUS_HEX, SandboxCryptoError } from "../crypto.ts";
import { issueCaptcha, login } from "../rules/auth.ts";
import { fail, ok, readJson, requireMember, route } from "./route.ts";

export function sessionHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/session/key/rsa", () =>
      HttpResponse.text(SANDBOX_RSA_MODULUS_HEX, { headers: { "Cache-Control": "no-store" } }),
    ),
    route(store, "get", "/wps/captcha", () => ok(issueCaptcha(store))),
    route(store, "post", "/wps/session/login", async ({ request }) => {
      const body = await readJson(request);
      let payload: unknown;
      try {
        const value = typeof body === "object" && body !== null ? (body as { value?: unknown }).value : undefined;
        payload = decryptPayload(request.headers.get("Encryption"), value);
      } catch (error) {
        if (error instanceof SandboxCryptoError) return fail("request.decrypt.failed", { status: 400 });
        throw error;
      }
      const outcome = login(store, payload);
      return outcome.ok ? ok(outcome.value) : fail(outcome.message, { value: { captcha: outcome.captcha } });
    }),
    route(store, "delete", "/wps/session/logout", (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      store.closeSession(context.request.headers.get("Authorization")?.trim());
      return ok(null);
    }),
  ];
}
