/**
 * What the player reads on the sign-in screens, shared by the jsdom drivers (test/drivers/) and the browser
 * drivers (test/e2e/paths/drivers/): one place to change when a label changes.
 */
import type { VerificationMethod } from "../../machines/auth/types.ts";
import type { RegistrationInput } from "../../machines/registration/registration.machine.ts";

/** The register form's fields, by the machine's field names. */
export const REGISTER_FIELD_LABEL: Record<string, RegExp> = {
  username: /^Username/,
  mobileNum: /^Mobile number/,
  // Not the send-code warning ("Verification code not sent"), whose closed dialog sits in the form too.
  verificationCode: /^Verification code(?! not sent)/,
  password: /^Password/,
  confirmPassword: /^Confirm password/,
  email: /^E-mail/,
  affiliateCode: /^Invitation code/,
  captcha: /^Captcha/,
};

/** The register screen's title (it names the welcome amount). */
export const REGISTER_TITLE = "Register and get P 1,000";

/** Labels of the two-factor methods (radio buttons). */
export const VERIFICATION_METHOD_LABEL: Record<VerificationMethod, RegExp> = {
  SMS: /^Code sent to your mobile/,
  EMAIL: /^E-mail address/,
  PAYEE: /^Bank account name/,
  GA: /^Authenticator code/,
  PASSWORD: /^Payment password/,
};

/** The login form's fields, by the machine's field names. */
export const LOGIN_FIELD_LABEL: Record<string, RegExp> = {
  username: /^Username/,
  password: /^Password/,
  mobileNum: /^Mobile number/,
  smsCode: /^SMS code/,
  captcha: /^Captcha/,
};

/**
 * The whitelabel switches that give the registration machine a path's input (the session machine offers the
 * username tab when USERNAMEREG3 is on or mobile registration is off).
 */
export function registrationSwitches(input: RegistrationInput): Record<string, boolean> {
  return {
    USERNAMEREG3: input.usernameReg,
    MOBILENUMREG3: input.mobileReg,
    MOBILENUMPASSREG3: input.mobilePassword,
    REGMOBVERF3: input.smsVerification,
    AFFMAN3: input.affiliateCheck,
  };
}
