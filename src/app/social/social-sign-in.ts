/**
 * Social login chosen by configuration (`config.socialLogin`; ADR 0008). The composition root calls
 * `socialSignInFor(config)` once and gives the answer to the login machine's social port (SocialSignIn,
 * src/api/auth-actors.ts). Null means this site has no way to sign a player in with Google or Facebook: the login
 * modal then shows no social button at all, rather than buttons that can only fail.
 *
 * - `"adapter": {"module": "/social/sign-in.js"}` — the operator's identity provider: a same-origin ES module that
 *   exports `idToken(provider)` (README, "Social login"). It is imported on the first press of a social button, so
 *   it costs nothing on a first load.
 * - `"adapter": "sandbox"` — the sandbox's adapter, only where the sandbox platform is: the dev server, vitest and the
 *   sandbox demo build (`npm start`, the browser tests: `SANDBOX_DEMO=1`). Its import sits in a branch a plain
 *   `vite build` removes, so a production bundle has none of its code; there "sandbox" means no adapter.
 * - no adapter, or no provider — null.
 */
import type { SocialProvider } from "../../../machines/auth/types.ts";
import type { SocialSignIn } from "../../api/auth-actors.ts";
import type { AppConfig } from "../../config/schema.ts";

export type { SocialSignIn };

/** What the operator's module must export. */
export interface SocialSignInModule {
  idToken(provider: SocialProvider): Promise<string>;
}

export interface SocialSignInOptions {
  /** Imports the operator's module by its path (the browser's `import()`; a test passes a fake). */
  importModule?: (path: string) => Promise<unknown>;
  /** False: choose as a plain production build would, which has no sandbox adapter (for tests). */
  sandboxBuilt?: boolean;
}

/** The social login adapter `config` asks for, or null when there is none in this build. */
export function socialSignInFor(config: AppConfig, options: SocialSignInOptions = {}): SocialSignIn | null {
  const { adapter, providers } = config.socialLogin;
  if (adapter === undefined || providers.length === 0) return null;
  if (adapter === "sandbox") {
    // Both are build-time constants: false in a plain production build, which then drops this branch and its import.
    if ((import.meta.env.DEV || __SANDBOX_DEMO__) && options.sandboxBuilt !== false) {
      return { idToken: async (provider) => (await import("./sandbox.ts")).createSandboxSocialSignIn().idToken(provider) };
    }
    console.warn(
      'config.json: socialLogin.adapter "sandbox" exists only in the dev server and the sandbox demo build (npm start); ' +
        "this build offers no social login. Configure your identity provider's module instead (README, Social login).",
    );
    return null;
  }
  return operatorSignIn(adapter.module, options.importModule ?? ((path) => import(/* @vite-ignore */ path)));
}

/** The operator's module, imported once on first use (again after a failed import, so a retry can succeed). */
function operatorSignIn(path: string, importModule: (path: string) => Promise<unknown>): SocialSignIn {
  let loading: Promise<SocialSignInModule> | undefined;
  const load = () =>
    (loading ??= importModule(path).then(
      (module) => {
        const idToken = (module as Partial<SocialSignInModule> | null)?.idToken;
        if (typeof idToken !== "function") throw new Error(`The social login module ${path} does not export idToken(provider)`);
        return { idToken };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    async idToken(provider) {
      const token = await (await load()).idToken(provider);
      if (typeof token !== "string" || token.length === 0) throw new Error(`The social login module ${path} answered no identity token`);
      return token;
    },
  };
}
