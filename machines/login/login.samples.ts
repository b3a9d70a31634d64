import { challenge, expiredLoginValue, firstLoginValue, loginValue, networkDown, platformMessage } from "../auth/auth.samples.ts";
import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

export const loginInputs: SampleInput[] = [
  {
    label: "SMS login and forced change on, social logins offered, nothing remembered",
    input: { smsLogin: true, forcedChange: true, defaultPassword: "123456", rememberedUsername: null, defaultDialingCode: "+55", socialProviders: ["google", "facebook"], passwordRule: null },
  },
  {
    label: "Opened from the header's login form with a username and password; SMS login, forced change and social logins off",
    input: { smsLogin: false, forcedChange: false, defaultPassword: "123456", rememberedUsername: "demo", defaultDialingCode: "+55", socialProviders: [], passwordRule: null, prefill: { username: "demo", password: "Demo1234" } },
  },
  {
    label: "Opened from the header's login form without a password",
    input: { smsLogin: true, forcedChange: true, defaultPassword: "123456", rememberedUsername: null, defaultDialingCode: "+55", socialProviders: [], passwordRule: null, prefill: { username: "demo", password: "" } },
  },
];

const field = (label: string, name: string, value: string): SampleEvent => ({ label, event: { type: "login.fieldChanged", field: name, value } });

export const loginSamples: SampleEvent[] = [
  { label: "Player picks the mobile tab", event: { type: "login.tabSelected", tab: "sms" } },
  { label: "Player picks the username tab", event: { type: "login.tabSelected", tab: "username" } },
  field("Player types the username", "username", "demo"),
  field("Player clears the username", "username", ""),
  field("Player types the password", "password", "Demo1234"),
  field("Player types the default password", "password", "123456"),
  field("Player types a mobile number", "mobileNum", "11987654321"),
  field("Player types a malformed mobile number", "mobileNum", "12"),
  field("Player types the SMS code", "smsCode", "123456"),
  field("Player types the captcha", "captcha", "4821"),
  { label: "Player toggles remember me", event: { type: "login.rememberToggled" } },
  { label: "Player presses Log in", event: { type: "login.submitted" } },
  { label: "Player presses Google", event: { type: "login.social", provider: "google" } },
  { label: "Player presses Send code", event: { type: "sms.requested" } },
  { label: "Player refreshes the captcha", event: { type: "captcha.refresh" } },
  { label: "Platform logs the player in", event: { type: "xstate.done.actor.authenticate", output: { kind: "loggedIn", value: loginValue } } },
  { label: "Platform logs in a member whose password has expired", event: { type: "xstate.done.actor.authenticate", output: { kind: "loggedIn", value: expiredLoginValue } } },
  { label: "Platform logs in a member for the first time (firstTimeLogin)", event: { type: "xstate.done.actor.authenticate", output: { kind: "loggedIn", value: firstLoginValue } } },
  { label: "Platform asks for two-factor verification (unregistered IP)", event: { type: "xstate.done.actor.authenticate", output: { kind: "verify", challenge } } },
  { label: "Platform refuses the credentials", event: { type: "xstate.error.actor.authenticate", error: platformMessage("Incorrect username or password") } },
  {
    label: "Platform refuses and asks for the captcha",
    event: { type: "xstate.error.actor.authenticate", error: { ...platformMessage("Incorrect username or password"), value: { captcha: true } } },
  },
  { label: "Google returns an identity token", event: { type: "xstate.done.actor.socialSignIn", output: "google-id-token" } },
  { label: "Player closes the Google popup", event: { type: "xstate.error.actor.socialSignIn", error: { code: "social.cancelled" } } },
  { label: "A captcha image arrives", event: { type: "xstate.done.actor.fetchCaptcha", output: "data:image/png;base64,AAAA" } },
  { label: "The captcha image fails to load", event: { type: "xstate.error.actor.fetchCaptcha", error: networkDown } },
  { label: "One second passes since the captcha image arrived", event: { type: "xstate.after.captchaThrottle.login.form.captcha.shown.cooling" } },
  { label: "Player picks e-mail verification", event: { type: "verification.methodSelected", method: "EMAIL" } },
  { label: "Player types the two-factor answer", event: { type: "verification.answerChanged", value: "traveller@example.com" } },
  { label: "Player clears the two-factor answer", event: { type: "verification.answerChanged", value: "" } },
  { label: "Player asks for the two-factor SMS code", event: { type: "verification.smsRequested" } },
  { label: "Player presses Verify", event: { type: "verification.submitted" } },
  { label: "Player backs out of verification", event: { type: "verification.cancelled" } },
  { label: "Platform accepts the answer and logs the player in", event: { type: "xstate.done.actor.verify", output: loginValue } },
  { label: "Platform accepts the answer; the password has expired", event: { type: "xstate.done.actor.verify", output: expiredLoginValue } },
  { label: "Platform refuses the answer", event: { type: "xstate.error.actor.verify", error: platformMessage("Verification failed") } },
  { label: "The forced password change succeeds", event: { type: "xstate.done.actor.changePassword", output: { changed: true } } },
  { label: "Player closes the forced password change", event: { type: "xstate.done.actor.changePassword", output: { changed: false } } },
];
