/** Help centre and the customer-service script. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { helpItems } from "../seed/help.ts";
import { customerService } from "../seed/platform.ts";
import { ok, route } from "./route.ts";

export function helpHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/system/helpCenter", ({ url, request }) =>
      ok(helpItems(url.searchParams.get("lang") ?? request.headers.get("Language"))),
    ),
    route(store, "get", "/wps/relay/WPSCORE_getCustomerServiceScript", ({ merchant }) =>
      ok({ version: { pathList: customerService(merchant).map(({ type, path }) => ({ type, path })) } }),
    ),
  ];
}
