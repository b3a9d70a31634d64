import { loginValue, networkDown, platformMessage } from "../auth/auth.samples.ts";
import type { FieldRule } from "../auth/fields.ts";
import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

const rule = (patternId: number, acceptedPattern: string, minLength: number, maxLength: number, required = true): FieldRule => ({
  enabled: true,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

const rules = {
  username: rule(1, "^[A-Za-z][A-Za-z0-9]*$", 6, 12),
  password: rule(5, "^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$", 6, 12),
  mobileNum: rule(6, "^[0-9]+$", 8, 15, false),
  affiliateCode: rule(14, "^[A-Za-z0-9]+$", 4, 16, false),
  captcha: rule(6, "^[0-9]+$", 4, 4),
};
const { captcha: _captcha, ...rulesWithoutCaptcha } = rules;

const base = { mobilePassword: true, affiliateCheck: true, referralCode: "FRIEND1", affiliateCode: null, domain: "www.aurora.test", registerUrl: "https://www.aurora.test/register", defaultDialingCode: "+55" };

export const registrationInputs: SampleInput[] = [
  { label: "Username and mobile registration, SMS verification off, affiliate check on", input: { ...base, usernameReg: true, mobileReg: true, smsVerification: false } },
  { label: "Username registration only, with SMS verification of the mobile number", input: { ...base, usernameReg: true, mobileReg: false, smsVerification: true } },
  { label: "Username registration, the operator's Zalo and WhatsApp bonus prompts on", input: { ...base, usernameReg: true, mobileReg: false, smsVerification: false, bonusPrompts: ["zalo", "whatsapp"] } },
];

const field = (label: string, name: string, value: string): SampleEvent => ({ label, event: { type: "register.fieldChanged", field: name, value } });

export const registrationSamples: SampleEvent[] = [
  { label: "Rules arrive (captcha on)", event: { type: "xstate.done.actor.fetchSettings", output: rules } },
  { label: "Rules arrive (captcha off)", event: { type: "xstate.done.actor.fetchSettings", output: rulesWithoutCaptcha } },
  { label: "The settings call fails", event: { type: "xstate.error.actor.fetchSettings", error: networkDown } },
  { label: "Player presses Try again", event: { type: "register.retry" } },
  { label: "Player picks the username tab", event: { type: "register.tabSelected", tab: "username" } },
  { label: "Player picks the mobile tab", event: { type: "register.tabSelected", tab: "mobile" } },
  field("Player types a valid username", "username", "player01"),
  field("Player types a username that breaks the rule", "username", "1x"),
  field("Player types a valid password", "password", "Secret123"),
  field("Player confirms the password", "confirmPassword", "Secret123"),
  field("Player confirms with a different password", "confirmPassword", "Other1234"),
  field("Player types the mobile number", "mobileNum", "11923456780"),
  field("Player types the SMS code", "verificationCode", "123456"),
  field("Player types an invitation code", "affiliateCode", "AGENT01"),
  field("Player types the captcha", "captcha", "1234"),
  { label: "Player unticks / ticks the 18+ and terms agreement", event: { type: "register.agreementToggled" } },
  { label: "Player presses Reset", event: { type: "register.reset" } },
  { label: "Player presses Register", event: { type: "register.submitted" } },
  { label: "Player confirms the warning dialog", event: { type: "register.dialogDismissed" } },
  { label: "Player refreshes the captcha", event: { type: "captcha.refresh" } },
  { label: "Player presses Send code", event: { type: "sms.requested" } },
  { label: "Platform accepts the invitation code", event: { type: "xstate.done.actor.checkAffiliate", output: undefined } },
  { label: "Platform refuses the invitation code", event: { type: "xstate.error.actor.checkAffiliate", error: platformMessage("invitation code error") } },
  { label: "Platform opens the account and logs the player in", event: { type: "xstate.done.actor.register", output: loginValue } },
  { label: "Platform refuses the registration", event: { type: "xstate.error.actor.register", error: platformMessage("Username already exists") } },
  { label: "A captcha image arrives", event: { type: "xstate.done.actor.fetchCaptcha", output: "data:image/png;base64,AAAA" } },
  { label: "The captcha image fails to load", event: { type: "xstate.error.actor.fetchCaptcha", error: networkDown } },
  { label: "Player types a Zalo number ID", event: { type: "bonus.changed", kind: "zalo", value: "0912345678" } },
  { label: "Player types a WhatsApp number that is not one", event: { type: "bonus.changed", kind: "whatsapp", value: "12ab" } },
  { label: "Player presses Send on the bonus prompt", event: { type: "bonus.sent" } },
  { label: "Player skips the bonus prompt", event: { type: "bonus.skipped" } },
  { label: "Platform records the bonus number", event: { type: "xstate.done.actor.sendBonusContact", output: undefined } },
  { label: "The bonus number cannot be sent", event: { type: "xstate.error.actor.sendBonusContact", error: networkDown } },
  { label: "One second passes since the captcha image arrived", event: { type: "xstate.after.captchaThrottle.registration.form.captcha.shown.cooling" } },
];
