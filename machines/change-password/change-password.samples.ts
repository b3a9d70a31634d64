import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

const rule = { enabled: true, required: true, acceptedPattern: "^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$", patternId: 5, minLength: 6, maxLength: 12 };

export const changePasswordInputs: SampleInput[] = [
  { label: "Forced after a login with the default password (the old one is held)", input: { account: "newbie", heldOldPassword: "123456", forced: true, passwordRule: rule, defaultPassword: "123456" } },
  { label: "Chosen by a logged-in member", input: { account: "demo", heldOldPassword: null, forced: false, passwordRule: null, defaultPassword: "123456" } },
];

const field = (label: string, name: string, value: string): SampleEvent => ({ label, event: { type: "changePassword.fieldChanged", field: name, value } });

export const changePasswordSamples: SampleEvent[] = [
  field("Player types the old password", "oldPassword", "Demo1234"),
  field("Player types a valid new password", "newPassword", "Fresh2024"),
  field("Player types the default password as the new one", "newPassword", "123456"),
  field("Player types a new password that breaks the rule", "newPassword", "abc"),
  field("Player confirms the new password", "confirmPassword", "Fresh2024"),
  field("Player confirms with a different password", "confirmPassword", "Other2024"),
  { label: "Player presses Confirm", event: { type: "changePassword.submitted" } },
  { label: "Player closes the form", event: { type: "changePassword.cancelled" } },
  { label: "Platform accepts the new password", event: { type: "xstate.done.actor.changePassword", output: undefined } },
  { label: "Platform refuses (e.g. wrong old password)", event: { type: "xstate.error.actor.changePassword", error: { code: "platform.message", serverMessage: "Old password is incorrect" } } },
];
