/**
 * The sign-in flows (login, registration, password recovery, change password, with the SMS-code child), provided
 * with their live actors. A separate chunk: the session machine invokes them only when a modal opens, so the first
 * page does not wait for their code (ADR 0011).
 */
import { loginMachine } from "../../machines/login/login.machine.ts";
import { registrationMachine } from "../../machines/registration/registration.machine.ts";
import { passwordRecoveryMachine } from "../../machines/password-recovery/password-recovery.machine.ts";
import { changePasswordMachine } from "../../machines/change-password/change-password.machine.ts";
import { smsCodeMachine } from "../../machines/sms-code/sms-code.machine.ts";
import type { liveAuthActors } from "../api/auth-actors.ts";
import type { RememberStore } from "./remember.ts";
import { storeCredential } from "./remember.ts";

export interface SignInDeps {
  win: Window;
  auth: ReturnType<typeof liveAuthActors>;
  remember: RememberStore;
  storeToken(token: string): void;
  discardToken(): void;
  /** SPEC §3 `cpw`: a forced password change is pending. */
  markPasswordChange(on: boolean): void;
}

export function signInFlows({ win, auth, remember, storeToken, discardToken, markPasswordChange }: SignInDeps) {
  const store = (_: unknown, params: { token: string }) => storeToken(params.token);
  const sms = smsCodeMachine.provide({ actors: auth.smsCode });
  const changePassword = changePasswordMachine.provide({ actors: auth.changePassword });
  return {
    login: loginMachine.provide({
      actors: { ...auth.login, smsCode: sms, changePassword },
      actions: {
        storeToken: store,
        discardToken,
        markPasswordChange: () => markPasswordChange(true),
        clearPasswordChangeMark: () => markPasswordChange(false),
        rememberUser: (_, params) => remember.save(params),
        storeCredential: (_, params) => storeCredential(win, params.username, params.password),
      },
    }),
    registration: registrationMachine.provide({ actors: { ...auth.registration, smsCode: sms }, actions: { storeToken: store } }),
    passwordRecovery: passwordRecoveryMachine.provide({ actors: { ...auth.recovery, smsCode: sms }, actions: { storeToken: store } }),
    changePassword,
  };
}

export type SignInFlows = ReturnType<typeof signInFlows>;
