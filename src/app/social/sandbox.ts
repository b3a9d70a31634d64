/**
 * The sandbox's social login adapter (ADR 0008): it answers at once, without a provider's popup, with the token
 * format the sandbox platform accepts, `sandbox:<provider>:<e-mail>`, which logs in the member with that e-mail.
 *
 * Only the dev server, the tests and the sandbox demo build (`npm start`, the browser tests) contain this module:
 * `socialSignInFor` (./social-sign-in.ts) imports it lazily behind a build-time flag, so a plain `vite build` emits
 * no chunk for it (test/build/no-sandbox-code.test.ts greps the production build for the marker below).
 */
import type { SocialProvider } from "../../../machines/auth/types.ts";
import type { SocialSignIn } from "../../api/auth-actors.ts";

/** A string only this adapter contains, so the production-build check can find it. */
export const SANDBOX_SOCIAL_MARKER = "aurora-sandbox-social-adapter";

export const SANDBOX_SOCIAL_EMAIL = "demo@sandbox.example";

export function createSandboxSocialSignIn(email = SANDBOX_SOCIAL_EMAIL): SocialSignIn {
  const adapter = { name: SANDBOX_SOCIAL_MARKER, idToken: async (provider: SocialProvider) => `sandbox:${provider}:${email}` };
  return adapter;
}
