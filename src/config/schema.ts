import * as v from "valibot";

export const LANGUAGES = ["pt", "en", "ja", "zh", "id", "th", "vi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const BRAND_THEMES = ["aurora", "jade"] as const;
export type BrandTheme = (typeof BRAND_THEMES)[number];

const nonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty());
const language = v.picklist(LANGUAGES);
/** A duration in milliseconds of at least `min`, `fallback` when absent. */
const millis = (min: number, fallback: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(min)), fallback);
/** A script path on the site's own origin (`/<path>.js` or `.mjs`, not `//host/…`): what `script-src 'self'` allows. */
const sameOriginModule = v.pipe(v.string(), v.regex(/^\/(?![/\\])[^?#\\]*\.m?js$/, "a same-origin path to an ES module, e.g. /social/sign-in.js"));

/** Runtime white-label configuration served at `/config.json` (validated before anything renders). */
export const AppConfigSchema = v.pipe(
  v.object({
    brand: v.object({
      id: nonEmpty,
      name: nonEmpty,
      logo: nonEmpty,
      theme: v.picklist(BRAND_THEMES),
    }),
    platform: v.object({
      baseUrl: v.union([v.literal(""), v.pipe(v.string(), v.url())]),
      merchant: nonEmpty,
      platform: v.optional(v.literal("web"), "web"),
      device: v.optional(v.literal("WEB"), "WEB"),
      slowMs: millis(500, 8000),
      timeoutMs: millis(1000, 20000),
      /** How often a member's open withdrawal has its payouts read again (the withdrawal confirmation's poll, ADR 0013). */
      payoutPollMs: millis(1000, 60000),
    }),
    defaultLang: language,
    supportLanguages: v.pipe(v.array(language), v.minLength(1)),
    currencySymbol: v.optional(nonEmpty, "P"),
    lotteryType: v.optional(v.literal("SEA"), "SEA"),
    prizeModes: v.optional(v.array(v.picklist(["Lott", "ZY", "Elott", "SEA"])), ["Lott", "ZY", "Elott", "SEA"]),
    announcementTypes: v.optional(v.array(v.picklist(["B", "PL", "PU", "PR", "H"])), ["B", "PL", "PU", "PR", "H"]),
    executionType: v.optional(v.literal("B"), "B"),
    imageCdn: v.union([v.literal(""), v.pipe(v.string(), v.url())]),
    loginToHome: v.boolean(),
    defaultPassword: nonEmpty,
    /**
     * Social logins under "login way" and the adapter that signs players in with them (src/app/social/): the
     * operator's module (`{"module": "/social/sign-in.js"}`, a same-origin ES module) or `sandbox` (only in the dev
     * server, the tests and the sandbox demo build). Without an adapter the buttons do not show.
     */
    socialLogin: v.optional(
      v.object({
        providers: v.array(v.picklist(["google", "facebook"])),
        adapter: v.optional(v.union([v.literal("sandbox"), v.object({ module: sameOriginModule })])),
      }),
      { providers: [] },
    ),
    /**
     * The bonus prompts shown once a registration succeeds (SPEC §5 text keys): a Zalo number ID and/or a WhatsApp
     * number to redeem the registration bonus. Empty: no prompt.
     */
    registrationBonusPrompts: v.optional(v.pipe(v.array(v.picklist(["zalo", "whatsapp"])), v.check((kinds) => new Set(kinds).size === kinds.length, "registrationBonusPrompts lists a messenger twice")), []),
    /** Dialing code preselected in mobile fields. */
    defaultDialingCode: v.optional(v.pipe(v.string(), v.regex(/^\+[0-9]{1,4}$/)), "+55"),
    /**
     * The server's security headers read this section (src/config/security-headers.ts); the site reads only
     * `frameOrigins`: when it lists any, a game or lottery frame on another origin opens only from one of them
     * (anything else is refused with a message, as the browser's frame-src would refuse it silently).
     */
    security: v.optional(v.looseObject({ frameOrigins: v.optional(v.array(v.pipe(v.string(), v.url())), []) }), { frameOrigins: [] }),
    /** The chat room (SPEC §2 modals): its address opens in a modal frame from the footer; "" offers no chat room. */
    chatRoomUrl: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.url())]), ""),
    /** Where a page that fails to draw is reported (src/app/error-report.ts: no personal data); "" reports nowhere. */
    errorReportUrl: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.url())]), ""),
  }),
  v.check((c) => c.supportLanguages.includes(c.defaultLang), "defaultLang must be one of supportLanguages"),
);

export type AppConfig = v.InferOutput<typeof AppConfigSchema>;

export type ConfigProblem =
  | { kind: "unreachable"; detail: string }
  | { kind: "notJson" }
  | { kind: "invalid"; field: string; detail: string };

/** Validates raw JSON; on failure names the first offending field as a dotted path. */
export function parseConfig(raw: unknown): { ok: true; config: AppConfig } | { ok: false; problem: ConfigProblem } {
  const result = v.safeParse(AppConfigSchema, raw);
  if (result.success) return { ok: true, config: result.output };
  const issue = result.issues[0];
  const path = v.getDotPath(issue) ?? (issue.kind === "validation" && issue.type === "check" ? "defaultLang" : "(root)");
  const detail = issue.input === undefined ? "missing" : issue.message;
  return { ok: false, problem: { kind: "invalid", field: path, detail } };
}
