/**
 * Social login adapters (Google, Facebook). A real deployment plugs in its identity provider here; the sandbox
 * adapter answers at once with the token format the sandbox platform accepts (ADR 0008):
 * `sandbox:<provider>:<e-mail>`, which logs in the demo member with that e-mail.
 */
import type { SocialSignIn } from "../api/auth-actors.ts";

export const SANDBOX_SOCIAL_EMAIL = "demo@sandbox.example";

export function createSandboxSocialSignIn(email = SANDBOX_SOCIAL_EMAIL): SocialSignIn {
  return { idToken: async (provider) => `sandbox:${provider}:${email}` };
}
