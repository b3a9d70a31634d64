import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

export const smsCodeInputs: SampleInput[] = [
  { label: "A form that sends a code to a typed mobile number (login, registration, recovery)", input: { purpose: "login" } },
  { label: "Two-factor verification: the code goes to the account's own mobile", input: { purpose: "verification", ticket: "ticket-1" } },
];

export const smsCodeSamples: SampleEvent[] = [
  { label: "Player presses Send code with a valid mobile number", event: { type: "sms.requested", mobileNum: "11987654321", countryDialingCode: "+55" } },
  { label: "Player presses Send code with a malformed mobile number", event: { type: "sms.requested", mobileNum: "12", countryDialingCode: "+55" } },
  { label: "Player presses Send code with no mobile number", event: { type: "sms.requested", mobileNum: "", countryDialingCode: "+55" } },
  { label: "Platform sends the code, valid 5 minutes", event: { type: "xstate.done.actor.requestCode", output: { expiredMinutes: 5 } } },
  { label: "A third-party route sends the code (60 s)", event: { type: "xstate.done.actor.requestCode", output: { expiredMinutes: null } } },
  { label: "Platform refuses to send a code", event: { type: "xstate.error.actor.requestCode", error: { code: "platform.message", serverMessage: "Please wait before requesting another code" } } },
  { label: "One second passes", event: { type: "sms.tick" } },
  { label: "Player edits the mobile number", event: { type: "sms.numberChanged" } },
  { label: "The countdown reaches zero", event: { type: "xstate.after.countdown.smsCode.counting" } },
  { label: "Player confirms the warning dialog", event: { type: "sms.dismissed" } },
  { label: "One second passes after the last request", event: { type: "xstate.after.throttle.smsCode.cooling" } },
];
