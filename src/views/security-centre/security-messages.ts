import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import type { FieldError } from "../../../machines/auth/fields.ts";
import type { SecurityFieldError } from "../../../machines/security-centre/security-centre.machine.ts";
import { fieldErrorText } from "../../i18n/auth-messages.ts";
import { fieldMessage } from "../cashier/cashier-messages.ts";

/** The mobile field's problem in the sign-in forms' terms (the mobile field translates it itself). */
export function mobileFieldError(error: SecurityFieldError | undefined): FieldError | null {
  if (error === "field.required") return { code: "field.required" };
  return error === "mobile.format" ? { code: "field.mobile" } : null;
}

/** A security-centre field problem next to its field: the sign-in forms' words for mobile, code and e-mail, the cashier's for the rest. */
export function securityFieldMessage(i18n: I18n, error: SecurityFieldError | undefined): string | undefined {
  switch (error) {
    case undefined:
      return undefined;
    case "mobile.format":
      return fieldErrorText(i18n, { code: "field.mobile" });
    case "code.format":
      return fieldErrorText(i18n, { code: "field.code" });
    case "email.format":
      return fieldErrorText(i18n, { code: "field.email" });
    case "paymentPassword.same":
      return i18n._(msg`The new payment password must be different from the old one`);
    default:
      return fieldMessage(i18n, error);
  }
}
