/**
 * Every name the site may keep in the browser (DESIGN §5), in one place. The modules that write them take their
 * names from here, and the storage audits allow these and nothing else: after every generated path through the
 * views (test/drivers/storage.ts) and after every browser test (test/e2e/support/storage-audit.ts). Never a
 * password, never a code; the token only while logged in.
 */

/** sessionStorage: gone with the tab. */
export const SESSION_KEYS = {
  /** The platform session's token (SPEC §3), while logged in. */
  token: "token",
  /** The merchant codes the platform's pages expect (SPEC §3); kept across logout. */
  merchant: "merchant",
  merchantCode: "merchantCode",
  /** SPEC §3 `cpw`: a forced password change is pending (a reload must not skip it). */
  passwordChange: "cpw",
  /** Research §4.14: the popup announcements were closed (`closed`), per audience. */
  userPopup: "USER_POPUP",
  anonymousPopup: "ANONYMOUS_POPUP",
  /** The notices opened on /noticePage (CNT-06): their ids, JSON. */
  noticesRead: "noticesRead",
  /** The router's scroll positions per page (TanStack Router's `scrollRestoration`; its name moves with its version). */
  scrollRestoration: "tsr-scroll-restoration-v1_3",
} as const;

/** localStorage: the visitor's choices, no personal data. */
export const LOCAL_KEYS = {
  /** The language (SPEC §3): our code and the platform's upper-case code. */
  lang: "lang",
  hisLang: "hisLang",
  /** The header's top-row height for the entry's first view (src/app/header-memory.ts). */
  headerTop: "layout.headerTop",
} as const;

/** Cookies (SPEC §3 remember-me, 24 hours). */
export const COOKIE_NAMES = {
  rememberFlag: "loginRemember",
  /** The SPEC's `loginTypeSms`, keyed by merchant like the username (DEV-11); forgotten at logout. */
  sms: (merchant: string) => `${merchant}_loginTypeSms`,
  username: (merchant: string) => `${merchant}_lastUsername`,
} as const;
