import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { HomePage } from "../views/home/home-page.tsx";

const search = v.object({
  referralCode: v.optional(v.string()),
  affiliateCode: v.optional(v.string()),
});

export const Route = createFileRoute("/register.html")({
  validateSearch: search,
  component: () => <HomePage modal="register" />,
});
