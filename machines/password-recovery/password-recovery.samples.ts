import { loginValue, networkDown, platformMessage } from "../auth/auth.samples.ts";
import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

export const passwordRecoveryInputs: SampleInput[] = [
  { label: "Phone reset (CHNGPASSVERIF3) on: e-mail and mobile tabs, the e-mail tab first", input: { phoneReset: true, defaultDialingCode: "+55", usernameRule: null, passwordRule: null } },
  { label: "Phone reset off: e-mail only", input: { phoneReset: false, defaultDialingCode: "+55", usernameRule: null, passwordRule: null } },
];

const field = (label: string, name: string, value: string): SampleEvent => ({ label, event: { type: "recovery.fieldChanged", field: name, value } });

export const passwordRecoverySamples: SampleEvent[] = [
  { label: "Player picks the e-mail tab", event: { type: "recovery.tabSelected", tab: "email" } },
  { label: "Player picks the mobile tab", event: { type: "recovery.tabSelected", tab: "mobile" } },
  field("Player types the username", "username", "demo"),
  field("Player types the e-mail", "email", "demo@example.com"),
  field("Player types a malformed e-mail", "email", "demo@"),
  field("Player types the mobile number", "mobileNum", "11987654321"),
  field("Player types the SMS code", "verificationCode", "123456"),
  field("Player types the new password", "newPassword", "Fresh2024"),
  { label: "Player presses Send code", event: { type: "sms.requested" } },
  { label: "Player presses Submit", event: { type: "recovery.submitted" } },
  { label: "Platform mails the reset link", event: { type: "xstate.done.actor.resetByEmail", output: undefined } },
  { label: "Platform: username/e-mail does not exist", event: { type: "xstate.error.actor.resetByEmail", error: platformMessage("username/email does not exist") } },
  { label: "Platform sets the new password", event: { type: "xstate.done.actor.resetByPhone", output: { username: "demo" } } },
  { label: "Platform refuses the code", event: { type: "xstate.error.actor.resetByPhone", error: platformMessage("Invalid verification code") } },
  { label: "Login with the new password succeeds", event: { type: "xstate.done.actor.authenticate", output: loginValue } },
  { label: "Login with the new password fails", event: { type: "xstate.error.actor.authenticate", error: networkDown } },
];
