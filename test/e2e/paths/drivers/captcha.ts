import type { Check, Target } from "./runtime.ts";

/** What the captcha field of `form` shows in a captcha region state (`hidden` / `off`, `loading`, `failed`, `shown.*`). */
export function captchaScreen(form: Target, captcha: unknown): Check[] {
  const field: Target = { role: "textbox", name: /^Captcha/, within: form };
  const refresh: Target = { role: "button", name: "Refresh captcha", within: form };
  if (captcha === "hidden" || captcha === "off") return [{ notSee: field }];
  if (captcha === "loading") return [{ see: field }, { attribute: "aria-busy", of: refresh, is: "true" }];
  if (captcha === "failed") {
    return [{ see: field }, { see: { text: "The captcha image could not be loaded. Press it to try again.", within: form } }, { attribute: "aria-disabled", of: refresh, is: "false" }];
  }
  const { shown } = captcha as { shown: "cooling" | "ready" };
  // At most one refresh a second: the image button is unusable while cooling.
  return [{ see: { role: "img", name: "Captcha image", within: form } }, { attribute: "aria-busy", of: refresh, is: null }, { attribute: "aria-disabled", of: refresh, is: shown === "cooling" ? "true" : "false" }];
}
