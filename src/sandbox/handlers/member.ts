/** `/wps/member/*`: member info (token). */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { memberInfo } from "../rules/auth.ts";
import { ok, requireMember, route } from "./route.ts";

export function memberHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/member/info", (context) => {
      const member = requireMember(context);
      return member instanceof Response ? member : ok(memberInfo(member));
    }),
  ];
}
