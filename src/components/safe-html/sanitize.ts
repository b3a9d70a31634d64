/**
 * The one sanitiser for server HTML (DESIGN §5: notices, promotions, help), run right before rendering and never
 * post-processed after. DOMPurify with a strict profile: no scripts, event handlers, `javascript:` or other
 * non-web URLs, frames, objects, forms, SVG/MathML, `<style>`, inline styles or `<base>`/`<meta>`; every remaining
 * link opens safely (`rel="noopener noreferrer"`, new tab for other origins). This module is loaded lazily.
 *
 * Trusted Types (the site's CSP has `require-trusted-types-for 'script'`, src/config/security-headers.ts): this
 * module owns the site's one policy, `tcg-html`, and the policy vouches only for what passes through
 * {@link sanitizeHtml}. DOMPurify itself needs the raw markup as TrustedHTML for its inert parse (a `DOMParser`
 * document: nothing runs), so the policy's `createHTML` answers only while `sanitizeHtml` is running (DOMPurify's
 * parse, then its signing of the clean result) and throws at any other time; the policy object never leaves this
 * module. Without Trusted Types (another browser, jsdom) the result is the clean string.
 */
import DOMPurify from "dompurify";
import type { TrustedHTML, TrustedTypePolicy, TrustedTypesWindow } from "trusted-types/lib/index.js";
import { TRUSTED_TYPES_POLICY } from "../../config/trusted-types.ts";

const FORBID_TAGS = ["style", "script", "iframe", "frame", "frameset", "object", "embed", "form", "input", "button", "select", "textarea", "option", "base", "meta", "link", "svg", "math", "template", "noscript", "portal", "applet"];
const FORBID_ATTR = ["style", "srcset", "action", "formaction", "xlink:href", "ping", "background"];
/** Only web and mail addresses (relative ones too); DOMPurify's default already drops `javascript:`. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let configured = false;

function configure(purify: typeof DOMPurify): void {
  if (configured) return;
  configured = true;
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A" && node.hasAttribute("href")) {
      const href = node.getAttribute("href") ?? "";
      let external = false;
      try {
        external = new URL(href, window.location.href).origin !== window.location.origin;
      } catch {
        node.removeAttribute("href");
      }
      if (external) node.setAttribute("target", "_blank");
      else node.removeAttribute("target");
      node.setAttribute("rel", "noopener noreferrer");
    } else if (node.hasAttribute("target")) {
      node.removeAttribute("target");
    }
  });
}

let sanitizing = false;
let policy: TrustedTypePolicy | null | undefined;

/** The site's one Trusted Types policy, created once; null where the browser has no Trusted Types. */
function trustedTypesPolicy(): TrustedTypePolicy | null {
  if (policy === undefined) {
    const factory = (globalThis as Partial<TrustedTypesWindow>).trustedTypes;
    // The browser's policy object has every create method; those not defined here (script, script URL) throw.
    policy = factory
      ? (factory.createPolicy(TRUSTED_TYPES_POLICY, {
          createHTML(html: string) {
            if (!sanitizing) throw new TypeError(`${TRUSTED_TYPES_POLICY}: only HTML that goes through the sanitiser`);
            return html;
          },
        }) as TrustedTypePolicy)
      : null;
  }
  return policy;
}

/** Sanitised HTML, safe to put in the page: TrustedHTML where the browser has Trusted Types, else a string. */
export function sanitizeHtml(html: string): TrustedHTML | string {
  configure(DOMPurify);
  const tt = trustedTypesPolicy();
  const options = {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ADD_ATTR: ["target"],
  };
  if (!tt) return DOMPurify.sanitize(html, { ...options, TRUSTED_TYPES_POLICY: null });
  sanitizing = true;
  try {
    return DOMPurify.sanitize(html, { ...options, TRUSTED_TYPES_POLICY: tt, RETURN_TRUSTED_TYPE: true });
  } finally {
    sanitizing = false;
  }
}
