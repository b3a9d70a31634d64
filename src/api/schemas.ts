import * as v from "valibot";

const errorCodeSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** The `/wps` response envelope. */
export const envelopeSchema = v.looseObject({
  success: v.boolean(),
  value: v.optional(v.unknown()),
  message: v.nullish(v.string()),
  errorCode: v.nullish(errorCodeSchema),
});
export type Envelope = v.InferOutput<typeof envelopeSchema>;

/** One node of the whitelabel module tree. */
export interface WhitelabelNode {
  modId: string;
  enabled: "1" | "0";
  childrenNodes: WhitelabelNode[];
}

export const whitelabelNodeSchema: v.GenericSchema<WhitelabelNode> = v.looseObject({
  modId: v.string(),
  enabled: v.picklist(["1", "0"]),
  childrenNodes: v.array(v.lazy(() => whitelabelNodeSchema)),
});

export const whitelabelSchema = v.array(whitelabelNodeSchema);

export const resourceSchema = v.looseObject({
  resourceType: v.string(),
  url: v.string(),
  qrCodeUrl: v.optional(v.string()),
  labelNameEn: v.string(),
});
/** A download or social link from status/domainRoute (`IOS`, `ANDROID`, `TELEGRAM`, ...). */
export type Resource = v.InferOutput<typeof resourceSchema>;

export const registerRuleSchema = v.looseObject({
  enabled: v.boolean(),
  required: v.boolean(),
  acceptedPattern: v.string(),
  patternId: v.number(),
  minLength: v.number(),
  maxLength: v.number(),
});
/** Validation rule of one registration field. */
export type RegisterRule = v.InferOutput<typeof registerRuleSchema>;

export const customerServiceEntrySchema = v.looseObject({
  csType: v.string(),
  type: v.string(),
  path: v.string(),
});
/** An encrypted customer-service link from the status call. */
export type CustomerServiceEntry = v.InferOutput<typeof customerServiceEntrySchema>;

export const domainSchema = v.looseObject({ domain: v.string(), speed: v.number() });
/** One routable domain and its measured speed. */
export type Domain = v.InferOutput<typeof domainSchema>;

export const systemStatusSchema = v.looseObject({
  maintenance: v.boolean(),
  regionRestriction: v.boolean(),
  location: v.looseObject({ ip: v.string(), country: v.string(), countryCode: v.string() }),
  info: v.looseObject({
    whitelabel: whitelabelSchema,
    register: v.record(v.string(), registerRuleSchema),
    customerService: v.array(customerServiceEntrySchema),
    domainRoute: v.looseObject({ domainList: v.array(domainSchema) }),
    resources: v.array(resourceSchema),
    mainDomain: v.string(),
    analytics: v.looseObject({ gtagId: v.string() }),
    imageCDNs: v.array(v.string()),
    launchGameCDNs: v.array(v.string()),
  }),
});
/** `value` of `GET /wps/system/status`. */
export type SystemStatus = v.InferOutput<typeof systemStatusSchema>;

export const countrySchema = v.looseObject({
  countryCode: v.string(),
  countryDialingCode: v.string(),
  countryName: v.string(),
});
/** A country with its dialing code. */
export type Country = v.InferOutput<typeof countrySchema>;
export const countriesSchema = v.array(countrySchema);

export const memberInfoSchema = v.looseObject({
  id: v.number(),
  account: v.string(),
  nickname: v.string(),
  type: v.number(),
  toUpline: v.boolean(),
  clubLabel: v.nullable(v.looseObject({ labelName: v.string(), rankLevel: v.number() })),
  memberLabel: v.array(v.string()),
  avatar: v.string(),
  avatarType: v.picklist(["CUSTOM", "STATIC"]),
});
/** `value` of `GET /wps/member/info`. */
export type MemberInfo = v.InferOutput<typeof memberInfoSchema>;

export const captchaSchema = v.pipe(v.string(), v.nonEmpty());

export const domainRouteSchema = v.looseObject({
  domainList: v.array(domainSchema),
  resources: v.array(resourceSchema),
});
/** `value` of `GET /wps/system/domainRoute`. */
export type DomainRoute = v.InferOutput<typeof domainRouteSchema>;

export const helpItemSchema = v.looseObject({ tag: v.string(), title: v.string(), content: v.string(), category: v.optional(v.string()) });
/** One help-centre article; `content` is server HTML; `category` groups the articles (CNT-01; without one an article is "General"). */
export type HelpItem = v.InferOutput<typeof helpItemSchema>;
export const helpCenterSchema = v.array(helpItemSchema);

export const vendorCardSchema = v.looseObject({
  vassalage: v.string(),
  displayName: v.string(),
  smallIcon: v.string(),
  lagerIcon: v.string(),
  isHot: v.picklist([0, 1]),
  gameType: v.string(),
  isGame: v.string(),
  gameCode: v.string(),
  nodeId: v.number(),
});
/** A vendor tile in a lobby lane. */
export type VendorCard = v.InferOutput<typeof vendorCardSchema>;

export const vendorLaneSchema = v.looseObject({
  title: v.string(),
  gameClassify: v.string(),
  cards: v.array(vendorCardSchema),
});
/** A lobby lane (category) of vendor cards. */
export type VendorLane = v.InferOutput<typeof vendorLaneSchema>;

export const vendorLanesSchema = v.looseObject({
  data: v.looseObject({ lanes: v.array(vendorLaneSchema) }),
});
/** `value` of `GCSGAME_newGameVendor`. */
export type VendorLanes = v.InferOutput<typeof vendorLanesSchema>;

export const customerServicePathSchema = v.looseObject({ type: v.string(), path: v.string() });
/** An encrypted customer-service path; type `"3"` is live chat. */
export type CustomerServicePath = v.InferOutput<typeof customerServicePathSchema>;

export const customerServiceScriptSchema = v.looseObject({
  version: v.looseObject({ pathList: v.array(customerServicePathSchema) }),
});
/** `value` of `WPSCORE_getCustomerServiceScript`. */
export type CustomerServiceScript = v.InferOutput<typeof customerServiceScriptSchema>;

export const loginValueSchema = v.looseObject({
  token: v.pipe(v.string(), v.nonEmpty()),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
  id: v.number(),
  userName: v.string(),
  customerType: v.number(),
});
/** A session: `value` of a login, two-factor answer, free play or registration (ADR 0002, ADR 0008). */
export type LoginValue = v.InferOutput<typeof loginValueSchema>;

/** Second factors the platform may ask for (ADR 0008). */
export const verificationMethodSchema = v.picklist(["SMS", "EMAIL", "PAYEE", "GA", "PASSWORD"]);
export type VerificationMethod = v.InferOutput<typeof verificationMethodSchema>;

export const loginVerificationSchema = v.looseObject({
  verification: v.looseObject({
    ticket: v.pipe(v.string(), v.nonEmpty()),
    methods: v.pipe(v.array(verificationMethodSchema), v.minLength(1)),
    mobileHint: v.string(),
    emailHint: v.string(),
  }),
});
/** `value` of a login from an IP the account has not used: no token, a two-factor ticket (ADR 0008). */
export type LoginVerification = v.InferOutput<typeof loginVerificationSchema>;

export const loginAnswerSchema = v.union([loginValueSchema, loginVerificationSchema]);
/** `value` of `POST /wps/session/login`: a session, or the two-factor step. */
export type LoginAnswer = v.InferOutput<typeof loginAnswerSchema>;

/** Narrows a login answer to the two-factor step. */
export const isLoginVerification = (answer: LoginAnswer): answer is LoginVerification => "verification" in answer && !("token" in answer);

export const loginFailureValueSchema = v.looseObject({ captcha: v.boolean() });
/** `value` of a failed login: whether the next attempt needs a captcha. */
export type LoginFailureValue = v.InferOutput<typeof loginFailureValueSchema>;

export const smsCodeSentSchema = v.looseObject({ expiredMinutes: v.pipe(v.number(), v.minValue(0)) });
/** `value` of an SMS code request: the code's life (and the resend countdown) in minutes. */
export type SmsCodeSent = v.InferOutput<typeof smsCodeSentSchema>;

export const loginVerificationAnswerSchema = v.union([loginValueSchema, smsCodeSentSchema]);
/** `value` of `POST /wps/session/login/verification`: a session for an answer, `{expiredMinutes}` for `send`. */
export type LoginVerificationResult = v.InferOutput<typeof loginVerificationAnswerSchema>;

export const registerSettingsSchema = v.record(v.string(), registerRuleSchema);
/** `value` of `GET /wps/system/setting/register`: validation rule per registration field. */
export type RegisterSettings = v.InferOutput<typeof registerSettingsSchema>;

export const affiliateCheckSchema = v.looseObject({ code: v.string(), valid: v.literal(true) });
/** `value` of `GET /wps/agent/affiliate` for a valid invitation code. */
export type AffiliateCheck = v.InferOutput<typeof affiliateCheckSchema>;

export const passwordResetByPhoneSchema = v.looseObject({ username: v.pipe(v.string(), v.nonEmpty()) });
/** `value` of `POST /wps/member/password/verification`: the account to log in with `type: ""`. */
export type PasswordResetByPhone = v.InferOutput<typeof passwordResetByPhoneSchema>;

export const walletRowSchema = v.looseObject({ accountTypeId: v.number(), availBalance: v.number() });
/** One wallet of the balance answer; `accountTypeId` 2 is the main wallet. */
export type WalletRow = v.InferOutput<typeof walletRowSchema>;

export const balanceSchema = v.looseObject({
  sumBalance: v.number(),
  currency: v.string(),
  currencySymbol: v.string(),
  balance: v.array(walletRowSchema),
});
/** `value` of `GET /wps/v2/wallets/balance`. */
export type Balance = v.InferOutput<typeof balanceSchema>;

/** `value` of calls that answer nothing (`null` or absent). */
export const emptyValueSchema = v.optional(v.null());

export const logoutSchema = v.optional(v.null());

export const rsaKeySchema = v.pipe(v.string(), v.trim(), v.regex(/^[0-9a-f]+$/i, "not a hex modulus"));
