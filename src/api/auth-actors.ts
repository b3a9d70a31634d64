/** Ports of the authentication machines, implemented over the platform client (ADR 0008). */
import { fromPromise } from "xstate";
import type { FieldRules } from "../../machines/auth/fields.ts";
import type { LoginAnswer as MachineLoginAnswer, LoginRequest, LoginValue as MachineLoginValue, SocialProvider } from "../../machines/auth/types.ts";
import type { Balance } from "../../machines/balance/balance.machine.ts";
import type { Member } from "../../machines/boot/boot.types.ts";
import type { ChangePasswordRequest } from "../../machines/change-password/change-password.machine.ts";
import type { VerifyRequest } from "../../machines/login/login.machine.ts";
import type { PhoneResetRequest } from "../../machines/password-recovery/password-recovery.machine.ts";
import type { BonusContact, RegistrationRequest } from "../../machines/registration/registration.machine.ts";
import { memberEndpoints } from "./member-endpoints.ts";
import type { SmsRequest, SmsSent } from "../../machines/sms-code/sms-code.machine.ts";
import type { PlatformClient, RegisterUser } from "./client.ts";
import { PlatformError } from "./errors.ts";
import { toMember } from "./startup-calls.ts";
import { isLoginVerification, type LoginValue } from "./schemas.ts";

/** The platform's login value in the machines' terms. */
export function toLoginValue(value: LoginValue): MachineLoginValue {
  return {
    token: value.token,
    firstTimeLogin: value.firstTimeLogin,
    passwordExpired: value.passwordExpired,
    userName: value.userName,
    customerType: value.customerType,
  };
}

/**
 * The social login port of the login machine (Google, Facebook; ADR 0008): the identity provider signs the player in
 * and answers an identity token, which the platform login takes as `{type: "firebase", firebaseIdToken,
 * firebaseChannel: provider}`.
 * - `idToken` resolves with the provider's identity token (a non-empty string).
 * - It rejects with `{ code: "social.cancelled" }` when the player closed the provider's window (the login modal
 *   says so); any other rejection reads "Something went wrong. Please try again." and the player may press again.
 * Adapters are chosen by configuration in src/app/social/social-sign-in.ts: the operator's module (README, "Social
 * login") or, in the dev server, the tests and the sandbox demo build only, the sandbox's.
 */
export interface SocialSignIn {
  idToken(provider: SocialProvider): Promise<string>;
}

export interface AuthActorOptions {
  /** The operating system reported by free play (`os`). */
  os: string;
  /** The social login adapter, or null when there is none (the login modal then offers no social button). */
  social: SocialSignIn | null;
}

async function authenticate(client: PlatformClient, request: LoginRequest): Promise<MachineLoginAnswer> {
  const answer = await client.login({ ...request });
  if (isLoginVerification(answer)) {
    const { ticket, methods, mobileHint, emailHint } = answer.verification;
    return { kind: "verify", challenge: { ticket, methods: [...methods], mobileHint, emailHint } };
  }
  return { kind: "loggedIn", value: toLoginValue(answer) };
}

async function requestCode(client: PlatformClient, request: SmsRequest): Promise<SmsSent> {
  switch (request.purpose) {
    case "register":
      return client.smsRegisterCode({ mobileNo: request.mobileNum, countryDialingCode: request.countryDialingCode });
    case "verification":
      return client.loginVerification({ ticket: request.ticket ?? "", method: "SMS", send: true });
    default:
      return client.smsLoginCode({ mobileNum: request.mobileNum, countryDialingCode: request.countryDialingCode });
  }
}

/** A login that must not need a second factor (after a reset by phone): the two-factor step is an error here. */
async function directLogin(client: PlatformClient, request: LoginRequest): Promise<MachineLoginValue> {
  const answer = await authenticate(client, request);
  if (answer.kind === "verify") {
    throw new PlatformError("platform.message", { endpoint: "login", serverMessage: "Complete verification first" });
  }
  return answer.value;
}

function registerUser(request: RegistrationRequest): RegisterUser {
  const user: RegisterUser = { username: String(request.user.username ?? "") };
  for (const [key, value] of Object.entries(request.user)) {
    if (value === null || typeof value === "boolean" || value !== "") user[key] = value;
  }
  return user;
}

export function liveAuthActors(client: PlatformClient, options: AuthActorOptions) {
  const captcha = fromPromise<string>(async () => `data:image/png;base64,${await client.captcha()}`);
  const smsCode = fromPromise<SmsSent, SmsRequest>(({ input }) => requestCode(client, input));
  const changePassword = fromPromise<void, ChangePasswordRequest>(({ input }) => client.changePassword(input));
  return {
    login: {
      authenticate: fromPromise<MachineLoginAnswer, LoginRequest>(({ input }) => authenticate(client, input)),
      verify: fromPromise<MachineLoginValue, VerifyRequest>(async ({ input }) => {
        const value = await client.loginVerification({ ticket: input.ticket, method: input.method, answer: input.answer });
        return toLoginValue(value);
      }),
      fetchCaptcha: captcha,
      prepareSealing: fromPromise<void>(() => client.prepareSealing()),
      socialSignIn: fromPromise<string, { provider: SocialProvider }>(async ({ input }) => {
        if (!options.social) throw new Error("No social login adapter is configured");
        return options.social.idToken(input.provider);
      }),
    },
    smsCode: { requestCode: smsCode },
    changePassword: { changePassword },
    recovery: {
      resetByEmail: fromPromise<void, { username: string; email: string }>(({ input }) => client.resetPasswordByEmail(input)),
      resetByPhone: fromPromise<{ username: string }, PhoneResetRequest>(async ({ input }) => ({ username: (await client.resetPasswordByPhone(input)).username })),
      authenticate: fromPromise<MachineLoginValue, LoginRequest>(({ input }) => directLogin(client, input)),
    },
    registration: {
      fetchSettings: fromPromise<FieldRules>(async () => ({ ...(await client.registerSettings()) })),
      fetchCaptcha: captcha,
      checkAffiliate: fromPromise<void, { code: string; domain: string }>(async ({ input }) => {
        await client.affiliateCheck(input.code, input.domain);
      }),
      register: fromPromise<MachineLoginValue, RegistrationRequest>(async ({ input }) => {
        const user = registerUser(input);
        return toLoginValue(input.kind === "mobile" ? await client.registerMobile(user) : await client.register(user));
      }),
      sendBonusContact: fromPromise<void, BonusContact>(async ({ input }) => {
        await client.request(memberEndpoints.bonusContact, { body: input });
      }),
    },
    session: {
      fetchMember: fromPromise<Member>(async () => toMember(await client.memberInfo())),
      startFreePlay: fromPromise<MachineLoginValue>(async () => toLoginValue(await client.freePlay({ os: options.os }))),
    },
    balance: {
      fetchBalance: fromPromise<Balance>(async () => {
        const balance = await client.walletBalance();
        return { amount: balance.sumBalance, currencySymbol: balance.currencySymbol };
      }),
    },
  };
}
