import { ofetch } from "ofetch";
import { endpoints, type EndpointDef, type EndpointId, type ResponseOf } from "./endpoints.ts";
import { PlatformError, isPlatformError } from "./errors.ts";
import { interpretResponse, issuePaths, type RawResponse } from "./response.ts";
import type * as CodecModuleNs from "./codec/payload-codec.ts";
import type { PayloadCodec } from "./codec/payload-codec.ts";
import * as v from "valibot";
import {
  loginValueSchema,
  smsCodeSentSchema,
  type AffiliateCheck,
  type Balance,
  type Country,
  type CustomerServiceScript,
  type DomainRoute,
  type HelpItem,
  type LoginAnswer,
  type LoginValue,
  type MemberInfo,
  type PasswordResetByPhone,
  type RegisterSettings,
  type SmsCodeSent,
  type SystemStatus,
  type VendorLanes,
  type VerificationMethod,
  type WhitelabelNode,
} from "./schemas.ts";

type CodecModule = typeof CodecModuleNs;

/** A query-string value; `null`/`undefined` entries are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** Per-call input: query string, body (JSON, form or encrypted per the row), cancellation. */
export interface CallInit {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The token to send instead of the session's (a logout told again after the local session ended): a 401 then
   * means that session is already gone and does not end the current one.
   */
  token?: string;
}

/** Where the client reads the session token and how it ends the session. */
export interface SessionPort {
  getToken(): string | null;
  clear(): void;
}

/** Configuration of one platform client. */
export interface PlatformClientOptions {
  baseURL: string;
  merchant: string;
  /** `Device` header value; `web` by default. */
  device?: string;
  /** Current language code, e.g. `pt`; sent upper-case. */
  getLanguage(): string;
  session: SessionPort;
  onSessionEnded?(): void;
  /** Reads (GET) are aborted after this many ms with `network.slow`. */
  slowMs: number;
  /** Writes are aborted only after this many ms, with `network.timeout`. */
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Credentials of `POST /wps/session/login` (encrypted before sending). For `sms` the username is the mobile number
 * and the password the SMS code; for `firebase` the social provider's id token goes in `firebaseIdToken`; `""` is
 * the auto-login after a reset by phone.
 */
export interface LoginPayload {
  username: string;
  password: string;
  captcha: string | null;
  type: "username" | "sms" | "firebase" | "";
  countryDialingCode?: string;
  firebaseIdToken?: string;
  firebaseChannel?: string;
  loginDeviceId?: string;
  [field: string]: unknown;
}

/** Answer to a two-factor ticket (`POST /wps/session/login/verification`, encrypted). */
export interface LoginVerificationAnswer {
  ticket: string;
  method: VerificationMethod;
  answer: string;
}

/** Asks the platform to send the two-factor SMS code to the account's mobile. */
export interface LoginVerificationSend {
  ticket: string;
  method: "SMS";
  send: true;
}

/** What the caller gives for free play; the client adds `platform: "W"`, `Encryption` and `X-Gateway-Version: 3`. */
export interface FreePlayPayload {
  /** The visitor's operating system as the desktop reports it (e.g. `Windows`, `MacOS`, `Linux`). */
  os: string;
}

/** `POST /wps/verification/sms/noLogin`: SMS login and reset by phone. */
export interface SmsLoginCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
}

/** `POST /wps/verification/sms/register`: mobile registration, or username registration with `REGMOBVERF3`. */
export interface SmsRegisterCodeRequest {
  mobileNo: string;
  countryDialingCode: string;
}

/**
 * The registration user of SPEC §3 (encrypted). Fields the register settings do not enable may be left out;
 * `registerMethod` (`WEB`) and `login` (`true`) default when absent. For mobile registration `username` is the
 * mobile number.
 */
export interface RegisterUser {
  username: string;
  password?: string;
  confirmPassword?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  captcha?: string | null;
  affiliateCode?: string;
  referralCode?: string;
  recommenderId?: string;
  email?: string;
  payeeName?: string;
  paymentPassword?: string;
  qqNum?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  nickname?: string;
  domain?: string;
  registerUrl?: string;
  registerMethod?: "WEB";
  login?: boolean;
  firebaseChannel?: string;
  firebaseIdToken?: string;
  loginDeviceId?: string;
  [field: string]: unknown;
}

/** `POST /wps/member/password` (token, encrypted). */
export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** `POST /wps/member/password/email` (form). */
export interface ResetByEmailPayload {
  username: string;
  email: string;
}

/** `POST /wps/member/password/verification` (encrypted), with a code from {@link PlatformClient.smsLoginCode}. */
export interface ResetByPhonePayload {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

/** The validated answer of a call: a core row named by id, or an area table's row. */
export type AnswerOf<C extends EndpointId | EndpointDef> = C extends EndpointId ? ResponseOf<C> : C extends EndpointDef ? v.InferOutput<C["schema"]> : never;

/** The one platform client. */
export interface PlatformClient {
  /** A call of the core table by id, or any area table's row (`client.request(cashierEndpoints.withdraw, …)`). */
  request<C extends EndpointId | EndpointDef>(call: C, init?: CallInit): Promise<AnswerOf<C>>;
  systemStatus(host: string): Promise<SystemStatus>;
  whitelabel(): Promise<WhitelabelNode[]>;
  countries(): Promise<Country[]>;
  memberInfo(): Promise<MemberInfo>;
  captcha(): Promise<string>;
  domainRoute(): Promise<DomainRoute>;
  helpCenter(lang: string): Promise<HelpItem[]>;
  vendorLanes(merchantCode: string): Promise<VendorLanes>;
  customerServiceLinks(): Promise<CustomerServiceScript>;
  /** A session, or (login from an IP the account has not used) the two-factor step: see `isLoginVerification`. */
  login(payload: LoginPayload): Promise<LoginAnswer>;
  /** Answers the two-factor step: the session. */
  loginVerification(body: LoginVerificationAnswer): Promise<LoginValue>;
  /** Sends the two-factor SMS code: its life in minutes. */
  loginVerification(body: LoginVerificationSend): Promise<SmsCodeSent>;
  /** Free play (`FREEPLAY3`): the session of a new trial account (type 4). */
  freePlay(body: FreePlayPayload): Promise<LoginValue>;
  smsLoginCode(body: SmsLoginCodeRequest): Promise<SmsCodeSent>;
  smsRegisterCode(body: SmsRegisterCodeRequest): Promise<SmsCodeSent>;
  registerSettings(): Promise<RegisterSettings>;
  /** Resolves for a valid invitation code; an invalid one rejects with `platform.message`. */
  affiliateCheck(code: string, domain: string): Promise<AffiliateCheck>;
  /** Username registration; the session of the new member (auto-login). */
  register(user: RegisterUser): Promise<LoginValue>;
  /** Mobile registration (`username` = mobile number); the session of the new member. */
  registerMobile(user: RegisterUser): Promise<LoginValue>;
  changePassword(body: ChangePasswordPayload): Promise<void>;
  resetPasswordByEmail(body: ResetByEmailPayload): Promise<void>;
  /** Sets a new password with an SMS code; log in afterwards with `type: ""` and the returned username. */
  resetPasswordByPhone(body: ResetByPhonePayload): Promise<PasswordResetByPhone>;
  walletBalance(): Promise<Balance>;
  /**
   * Fetches the platform's RSA key and loads the payload codec ahead of an encrypted call (a login form just shown),
   * so that the call itself leaves at once. Never rejects: a failure is forgotten and the call asks again.
   */
  prepareSealing(): Promise<void>;
  /** `DELETE /wps/session/logout` with the session's token, or with `token` (a session that already ended here). */
  logout(token?: string): Promise<void>;
}

interface Prepared {
  headers: Headers;
  query: Record<string, QueryValue>;
  body?: string;
}

const JSON_TYPE = "application/json;charset=UTF-8";
const FORM_TYPE = "application/x-www-form-urlencoded;charset=UTF-8";
const NO_RSA_KEY = "NO RSA KEY";

function formBody(body: unknown): string {
  const form = new URLSearchParams();
  if (typeof body === "object" && body !== null) {
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
  }
  return form.toString();
}

function noRsaKey(cause: unknown): PlatformError {
  const status = isPlatformError(cause) ? cause.status : undefined;
  return new PlatformError("platform.message", { endpoint: "rsaKey", serverMessage: NO_RSA_KEY, status, cause });
}

export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const now = options.now ?? Date.now;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const http = ofetch.create({ baseURL: options.baseURL, retry: false, ignoreResponseError: true }, { fetch: fetchImpl });

  let modulusPromise: Promise<string> | undefined;
  let codecModulePromise: Promise<CodecModule> | undefined;
  let codec: PayloadCodec | undefined;

  function loadCodecModule(): Promise<CodecModule> {
    codecModulePromise ??= import("./codec/payload-codec.ts").catch((error: unknown) => {
      codecModulePromise = undefined;
      throw new PlatformError("network.abnormal", { endpoint: "payloadCodec", cause: error });
    });
    return codecModulePromise;
  }

  async function loadCodec(): Promise<PayloadCodec> {
    const module = await loadCodecModule();
    codec ??= module.createPayloadCodec();
    return codec;
  }

  /** Free play's RSA-only `Encryption`: a random session key, reversed, RSA-wrapped (research §3.3). */
  async function sessionKeyEncryption(): Promise<string> {
    const [modulus, module] = await Promise.all([rsaModulus(), loadCodecModule()]);
    try {
      return module.rsaEncryptString([...module.randomSessionKey()].reverse().join(""), modulus);
    } catch (error) {
      modulusPromise = undefined;
      throw noRsaKey(error);
    }
  }

  /** Narrows a union answer to the variant a call expects; anything else is a malformed answer. */
  function narrow<T>(id: EndpointId, schema: v.GenericSchema<unknown, T>, value: unknown): T {
    const result = v.safeParse(schema, value);
    if (result.success) return result.output;
    throw new PlatformError("platform.malformed", { endpoint: id, issues: issuePaths(result.issues, "value") });
  }

  async function loginVerification(body: LoginVerificationAnswer): Promise<LoginValue>;
  async function loginVerification(body: LoginVerificationSend): Promise<SmsCodeSent>;
  async function loginVerification(body: LoginVerificationAnswer | LoginVerificationSend): Promise<LoginValue | SmsCodeSent> {
    const value = await request("loginVerification", { body });
    return "send" in body ? narrow("loginVerification", smsCodeSentSchema, value) : narrow("loginVerification", loginValueSchema, value);
  }

  function rsaModulus(): Promise<string> {
    modulusPromise ??= request("rsaKey").catch((error: unknown) => {
      modulusPromise = undefined;
      if (isPlatformError(error) && (error.code.startsWith("network.") || error.code === "session.ended")) throw error;
      throw noRsaKey(error);
    });
    return modulusPromise;
  }

  async function seal(init: CallInit, headers: Headers): Promise<string> {
    const [modulus, codec] = await Promise.all([rsaModulus(), loadCodec()]);
    let sealed;
    try {
      sealed = codec.encrypt(init.body, modulus);
    } catch (error) {
      modulusPromise = undefined;
      throw noRsaKey(error);
    }
    headers.set("Encryption", sealed.encryption);
    headers.set("X-Digest", sealed.digest);
    headers.set("X-RSA", modulus);
    return JSON.stringify(sealed.body);
  }

  async function prepare(row: EndpointDef, init: CallInit): Promise<Prepared> {
    const headers = new Headers();
    headers.set("Merchant", options.merchant);
    headers.set("Language", options.getLanguage().toUpperCase());
    headers.set("Device", options.device ?? "web");
    const token = row.token ? (init.token ?? options.session.getToken()) : null;
    if (token) headers.set("Authorization", token);
    const query: Record<string, QueryValue> = { ...init.query };
    if (row.noCache) {
      headers.set("Cache-Control", "no-cache");
      query.t = now();
    }
    if (row.encrypt) {
      headers.set("Content-Type", JSON_TYPE);
      return { headers, query, body: await seal(init, headers) };
    }
    if (row.body === "json") {
      headers.set("Content-Type", JSON_TYPE);
      return { headers, query, body: JSON.stringify(init.body ?? {}) };
    }
    if (row.body === "form") {
      headers.set("Content-Type", FORM_TYPE);
      return { headers, query, body: formBody(init.body) };
    }
    return { headers, query };
  }

  async function exchange(row: EndpointDef, prepared: Prepared, signal?: AbortSignal): Promise<RawResponse> {
    const isRead = row.method === "GET";
    const limitMs = isRead ? Math.min(options.slowMs, options.timeoutMs) : options.timeoutMs;
    const controller = new AbortController();
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      controller.abort();
    }, limitMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener("abort", forwardAbort, { once: true });
    try {
      signal?.throwIfAborted();
      const response = await http.raw<string, "text">(row.path, {
        method: row.method,
        headers: prepared.headers,
        query: prepared.query,
        body: prepared.body,
        responseType: "text",
        signal: controller.signal,
      });
      return { status: response.status, text: response._data ?? "" };
    } catch (error) {
      if (expired) {
        throw new PlatformError(isRead ? "network.slow" : "network.timeout", { endpoint: row.id, cause: error });
      }
      if (signal?.aborted) throw signal.reason;
      throw new PlatformError("network.abnormal", { endpoint: row.id, cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", forwardAbort);
    }
  }

  function endSession(row: EndpointDef, raw: RawResponse): PlatformError {
    options.session.clear();
    options.onSessionEnded?.();
    let serverMessage: string | undefined;
    try {
      const body: unknown = JSON.parse(raw.text);
      if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string") {
        serverMessage = body.message;
      }
    } catch {
      serverMessage = undefined;
    }
    return new PlatformError("session.ended", { endpoint: row.id, status: 401, serverMessage });
  }

  async function request<C extends EndpointId | EndpointDef>(call: C, init: CallInit = {}): Promise<AnswerOf<C>> {
    const row: EndpointDef = typeof call === "string" ? endpoints[call as EndpointId] : call;
    const prepared = await prepare(row, init);
    const raw = await exchange(row, prepared, init.signal);
    if (raw.status === 401) throw init.token === undefined ? endSession(row, raw) : new PlatformError("session.ended", { endpoint: row.id, status: 401 });
    return interpretResponse(row, raw) as AnswerOf<C>;
  }

  return {
    request,
    prepareSealing: () => Promise.all([rsaModulus(), loadCodec()]).then(
      () => undefined,
      () => undefined,
    ),
    systemStatus: (host) => request("systemStatus", { query: { url: host } }),
    whitelabel: () => request("whitelabel"),
    countries: () => request("countries"),
    memberInfo: () => request("memberInfo"),
    captcha: () => request("captcha"),
    domainRoute: () => request("domainRoute"),
    helpCenter: (lang) => request("helpCenter", { query: { lang, device: "WEB" } }),
    vendorLanes: (merchantCode) => request("vendorLanes", { query: { platform: "html5-desktop", merchantCode } }),
    customerServiceLinks: () => request("customerService"),
    login: (payload) => request("login", { body: payload }),
    loginVerification,
    freePlay: async ({ os }) =>
      request("loginFreeplay", { body: { os, platform: "W", Encryption: await sessionKeyEncryption(), "X-Gateway-Version": 3 } }),
    smsLoginCode: ({ mobileNum, countryDialingCode }) => request("smsLoginCode", { body: { mobileNum, countryDialingCode } }),
    smsRegisterCode: ({ mobileNo, countryDialingCode }) => request("smsRegisterCode", { body: { mobileNo, countryDialingCode } }),
    registerSettings: () => request("registerSettings"),
    affiliateCheck: (code, domain) => request("affiliateCheck", { query: { code, domain } }),
    register: (user) => request("register", { body: { registerMethod: "WEB", login: true, ...user } }),
    registerMobile: (user) => request("registerMobile", { body: { registerMethod: "WEB", login: true, ...user } }),
    changePassword: async ({ oldPassword, newPassword, confirmNewPassword }) => {
      await request("passwordChange", { body: { oldPassword, newPassword, confirmNewPassword } });
    },
    resetPasswordByEmail: async ({ username, email }) => {
      await request("passwordResetEmail", { body: { username, email } });
    },
    resetPasswordByPhone: ({ newPassword, mobileNum, countryDialingCode, verificationCode }) =>
      request("passwordResetByPhone", { body: { newPassword, mobileNum, countryDialingCode, verificationCode } }),
    walletBalance: () => request("walletBalance", { query: { typeId: 0 } }),
    logout: async (token) => {
      await request("logout", token === undefined ? {} : { token });
    },
  };
}
