import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { AuthRoute } from "../views/auth/auth-route.tsx";

const search = v.object({
  referralCode: v.optional(v.string()),
  affiliateCode: v.optional(v.string()),
});

export const Route = createFileRoute("/register.html")({
  validateSearch: search,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { referralCode, affiliateCode } = Route.useSearch();
  return <AuthRoute modal="register" referralCode={referralCode} affiliateCode={affiliateCode} />;
}
