/**
 * The one sanitiser for server HTML (DESIGN §5: notices, promotions, help), run right before rendering and never
 * post-processed after. DOMPurify with a strict profile: no scripts, event handlers, `javascript:` or other
 * non-web URLs, frames, objects, forms, SVG/MathML, `<style>`, inline styles or `<base>`/`<meta>`; every remaining
 * link opens safely (`rel="noopener noreferrer"`, new tab for other origins). This module is loaded lazily.
 */
import DOMPurify from "dompurify";

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

/** Sanitised HTML, safe to put in the page. */
export function sanitizeHtml(html: string): string {
  configure(DOMPurify);
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ADD_ATTR: ["target"],
  });
}
