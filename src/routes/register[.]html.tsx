import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { AuthRoute, openAuthModal } from "../views/auth/auth-route.tsx";
import { routeData } from "./-route-table.ts";

const search = v.object({
  referralCode: v.optional(v.string()),
  affiliateCode: v.optional(v.string()),
});

export const Route = createFileRoute("/register.html")({
  staticData: routeData("/register.html", msg`Register`),
  validateSearch: search,
  onEnter: ({ context, search: codes }) => openAuthModal(context.services.auth, { modal: "register", ...codes }),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { referralCode, affiliateCode } = Route.useSearch();
  return <AuthRoute modal="register" referralCode={referralCode} affiliateCode={affiliateCode} />;
}
