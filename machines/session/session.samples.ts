import { loginValue, networkDown, platformMessage } from "../auth/auth.samples.ts";
import type { Member } from "../boot/boot.types.ts";
import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

const input = {
  defaultPassword: "123456",
  defaultDialingCode: "+55",
  socialProviders: ["google"],
  rememberedUsername: null,
  domain: "www.aurora.test",
  registerUrl: "https://www.aurora.test/register",
};

export const sessionInputs: SampleInput[] = [
  { label: "A visitor with no stored session", input: { ...input, hasToken: false } },
  { label: "A player who reopens the site with a stored session token", input: { ...input, hasToken: true } },
  { label: "A player who reloads the page during a forced password change", input: { ...input, hasToken: true, passwordChangePending: true } },
];

const member: Member = { id: 10001, account: "demo", nickname: "Demo Player", type: 0, vipLabel: "VIP1", vipRank: 1, toUpline: false };
const trial: Member = { id: 20001, account: "trial0001", nickname: "", type: 4, vipLabel: null, vipRank: null, toUpline: false };
const allOn = { FREEPLAY3: true, MOBILEVERCODELOGIN3: true, USERNAMEREG3: true, MOBILENUMREG3: true, CHNGPASSVERIF3: true, PWDEXPFORCECHANGE3: true, AFFMAN3: true };

export const sessionSamples: SampleEvent[] = [
  { label: "The platform's modules arrive (free play on)", event: { type: "platform.ready", modules: allOn, rules: {} } },
  { label: "The platform's modules arrive (free play off)", event: { type: "platform.ready", modules: { ...allOn, FREEPLAY3: false }, rules: {} } },
  { label: "Player opens the login popup", event: { type: "login.open" } },
  { label: "Player logs in from the header's form", event: { type: "login.open", credentials: { username: "demo", password: "Demo1234" } } },
  { label: "Player opens registration", event: { type: "register.open", referralCode: "FRIEND1" } },
  { label: "Player presses Forgot password", event: { type: "recovery.open" } },
  { label: "Player closes the modal", event: { type: "auth.closed" } },
  { label: "Player presses Free trial", event: { type: "freeplay.requested" } },
  { label: "Player presses Deposit (the member centre's deposit page)", event: { type: "protected.requested", intent: { kind: "route", to: "/member/deposit", realAccountOnly: true } } },
  { label: "Player opens a page that needs a real account", event: { type: "protected.requested", intent: { kind: "route", to: "/lottery", realAccountOnly: true } } },
  { label: "Player opens a page that needs a login", event: { type: "protected.requested", intent: { kind: "route", to: "/game", realAccountOnly: false } } },
  { label: "Player asks to change the password", event: { type: "password.change" } },
  { label: "Player presses Sign out", event: { type: "logout.requested" } },
  { label: "Player cancels the logout", event: { type: "logout.cancelled" } },
  { label: "Player confirms the logout", event: { type: "logout.confirmed" } },
  { label: "Player confirms the trial-account warning", event: { type: "trial.dismissed" } },
  { label: "Player dismisses the message", event: { type: "failure.dismissed" } },
  { label: "Player presses Try again", event: { type: "member.retry" } },
  { label: "A call answers 401: the session has ended", event: { type: "session.ended" } },
  { label: "The stored session's member arrives", event: { type: "xstate.done.actor.fetchMember", output: member } },
  { label: "The stored token is no longer valid (401)", event: { type: "xstate.error.actor.fetchMember", error: { code: "session.ended" } } },
  { label: "The member call fails", event: { type: "xstate.error.actor.fetchMember", error: networkDown } },
  { label: "The member arrives after signing in", event: { type: "xstate.done.actor.loadMember", output: member } },
  { label: "The trial member arrives after free play", event: { type: "xstate.done.actor.loadMember", output: trial } },
  { label: "The member call answers 401 after signing in", event: { type: "xstate.error.actor.loadMember", error: { code: "session.ended" } } },
  { label: "The member call fails after signing in", event: { type: "xstate.error.actor.loadMember", error: networkDown } },
  { label: "The login modal finishes: logged in", event: { type: "xstate.done.actor.login", output: { value: loginValue, via: "password" } } },
  { label: "The login modal finishes after a forced password change", event: { type: "xstate.done.actor.login", output: { value: loginValue, via: "password", passwordChanged: true } } },
  { label: "The login modal finishes: first login", event: { type: "xstate.done.actor.login", output: { value: { ...loginValue, firstTimeLogin: true }, via: "password" } } },
  { label: "Registration finishes: logged in", event: { type: "xstate.done.actor.registration", output: { value: loginValue, via: "register" } } },
  { label: "Reset by phone finishes: logged in", event: { type: "xstate.done.actor.passwordRecovery", output: { value: loginValue, via: "recovery" } } },
  { label: "Free play opens a trial account", event: { type: "xstate.done.actor.startFreePlay", output: { ...loginValue, customerType: 4 } } },
  { label: "Free play fails", event: { type: "xstate.error.actor.startFreePlay", error: platformMessage("Free play is not available") } },
  { label: "The platform ends the session (logout)", event: { type: "xstate.done.actor.logout", output: { ended: true } } },
  { label: "The logout call fails: the platform may still hold the session", event: { type: "xstate.done.actor.logout", output: { ended: false, token: "token-before-logout" } } },
  { label: "The logout could not run at all", event: { type: "xstate.error.actor.logout", error: networkDown } },
  { label: "The password change succeeds", event: { type: "xstate.done.actor.changePassword", output: { changed: true } } },
  { label: "Player closes the password change", event: { type: "xstate.done.actor.changePassword", output: { changed: false } } },
  {
    label: "Player types in the change-password form",
    event: { type: "xstate.snapshot.changePassword", snapshot: { context: { fields: { oldPassword: "Demo1234", newPassword: "Demo5678", confirmPassword: "Demo5678" } } } },
  },
  { label: "The change-password form is empty", event: { type: "xstate.snapshot.changePassword", snapshot: { context: { fields: { oldPassword: "", newPassword: "", confirmPassword: "" } } } } },
];
