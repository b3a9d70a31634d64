/** The name of the site's one Trusted Types policy (created in src/components/safe-html/sanitize.ts, named in the CSP). */
export const TRUSTED_TYPES_POLICY = "tcg-html";
