// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { checkRule, type FieldRule, type FieldRules } from "../../machines/auth/fields.ts";
import type { LoginAnswer, LoginRequest, LoginValue } from "../../machines/auth/types.ts";
import { loginMachine, type LoginInput } from "../../machines/login/login.machine.ts";
import { smsCodeMachine, type SmsSent } from "../../machines/sms-code/sms-code.machine.ts";
import { changePasswordMachine } from "../../machines/change-password/change-password.machine.ts";
import { passwordRecoveryMachine } from "../../machines/password-recovery/password-recovery.machine.ts";
import { registrationMachine, registrationRequest, visibleFields, type RegistrationInput } from "../../machines/registration/registration.machine.ts";
import { sessionMachine, type LogoutOutcome, type SessionInput } from "../../machines/session/session.machine.ts";
import type { Member } from "../../machines/boot/boot.types.ts";

const value: LoginValue = { token: "tok", firstTimeLogin: false, passwordExpired: false, userName: "demo", customerType: 0 };
const refused = (serverMessage: string, extra: object = {}) => Object.assign(new Error(serverMessage), { code: "platform.message", serverMessage, ...extra });

const loginInput: LoginInput = {
  smsLogin: true,
  forcedChange: true,
  defaultPassword: "123456",
  rememberedUsername: null,
  defaultDialingCode: "+55",
  socialProviders: ["google"],
  passwordRule: null,
};

function startLogin(authenticate: (request: LoginRequest) => Promise<LoginAnswer>, input: Partial<LoginInput> = {}) {
  const requests: LoginRequest[] = [];
  const stored: string[] = [];
  const remembered = vi.fn();
  const machine = loginMachine.provide({
    actors: {
      authenticate: fromPromise(async ({ input: request }: { input: LoginRequest }) => {
        requests.push(request);
        return authenticate(request);
      }),
      fetchCaptcha: fromPromise(async () => "data:image/png;base64,QQ=="),
      verify: fromPromise(async () => value),
      smsCode: smsCodeMachine.provide({ actors: { requestCode: fromPromise(async (): Promise<SmsSent> => ({ expiredMinutes: 5 })) } }),
      changePassword: changePasswordMachine.provide({ actors: { changePassword: fromPromise(async (): Promise<void> => undefined) } }),
    },
    actions: { storeToken: (_, params) => void stored.push(params.token), rememberUser: (_, params) => remembered(params) },
  });
  const actor = createActor(machine, { input: { ...loginInput, ...input } }).start();
  const type = (field: "username" | "password" | "captcha" | "mobileNum" | "smsCode", text: string) => actor.send({ type: "login.fieldChanged", field, value: text });
  return { actor, requests, stored, remembered, type };
}

describe("login machine", () => {
  it("asks for the sealing of the credentials to be prepared once, as the form shows, and never waits for it", async () => {
    const prepared = vi.fn(() => new Promise<void>(() => undefined));
    const machine = loginMachine.provide({
      actors: {
        prepareSealing: fromPromise(prepared),
        authenticate: fromPromise(async (): Promise<LoginAnswer> => ({ kind: "loggedIn", value })),
        smsCode: smsCodeMachine.provide({ actors: { requestCode: fromPromise(async (): Promise<SmsSent> => ({ expiredMinutes: 5 })) } }),
      },
    });
    const actor = createActor(machine, { input: loginInput }).start();
    expect(prepared).toHaveBeenCalledTimes(1);
    actor.send({ type: "login.fieldChanged", field: "username", value: "demo" });
    actor.send({ type: "login.fieldChanged", field: "password", value: "Demo1234" });
    actor.send({ type: "login.submitted" });
    // The preparation never settles here: the login goes on without it.
    await expect(waitFor(actor, (s) => s.status === "done")).resolves.toBeDefined();
    expect(prepared).toHaveBeenCalledTimes(1);
  });

  it("requires username and password, keeps what was typed, and sends trimmed credentials [LOGIN-07]", async () => {
    const { actor, requests, stored, remembered, type } = startLogin(async () => ({ kind: "loggedIn", value }));
    type("username", "  demo ");
    actor.send({ type: "login.submitted" });
    expect(actor.getSnapshot().context.errors).toEqual({ password: { code: "field.required" } });
    expect(actor.getSnapshot().context.fields.username).toBe("  demo ");
    expect(requests).toHaveLength(0);
    type("password", "Demo1234");
    actor.send({ type: "login.rememberToggled" });
    actor.send({ type: "login.submitted" });
    const done = await waitFor(actor, (s) => s.status === "done");
    expect(requests[0]).toEqual({ username: "demo", password: "Demo1234", captcha: null, type: "username" });
    expect(stored).toEqual(["tok"]);
    expect(remembered).toHaveBeenCalledWith(expect.objectContaining({ remember: true, username: "demo" }));
    expect(JSON.stringify(remembered.mock.calls)).not.toContain("Demo1234");
    expect(done.output).toEqual({ value, via: "password", remembered: "demo" });
  });

  it("shows the platform's message, then the captcha when the failure carries the flag; the captcha is required next", async () => {
    let attempt = 0;
    const { actor, requests, type } = startLogin(async () => {
      attempt += 1;
      if (attempt === 1) throw refused("Incorrect username or password", { value: { captcha: false } });
      if (attempt === 2) throw refused("Incorrect username or password", { value: { captcha: true } });
      return { kind: "loggedIn", value };
    });
    type("username", "demo");
    type("password", "wrong");
    actor.send({ type: "login.submitted" });
    await waitFor(actor, (s) => s.matches({ form: { entry: "editing" } }) && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ code: "platform.message", serverMessage: "Incorrect username or password" });
    expect(actor.getSnapshot().context.captchaShown).toBe(false);
    actor.send({ type: "login.submitted" });
    await waitFor(actor, (s) => s.matches({ form: { captcha: "shown" } }));
    expect(actor.getSnapshot().context.captchaImage).toBe("data:image/png;base64,QQ==");
    actor.send({ type: "login.submitted" });
    expect(actor.getSnapshot().context.errors.captcha).toEqual({ code: "field.required" });
    type("captcha", " 4821 ");
    actor.send({ type: "login.submitted" });
    await waitFor(actor, (s) => s.status === "done");
    expect(requests[2]?.captcha).toBe("4821");
  });

  it("the default password goes through the forced change first; SMS logins never do (mobile number and code as type sms) [CONST-02] [LOGIN-07]", async () => {
    const { actor, type } = startLogin(async () => ({ kind: "loggedIn", value: { ...value, passwordExpired: true } }));
    type("username", "newbie");
    type("password", "123456");
    actor.send({ type: "login.submitted" });
    await waitFor(actor, (s) => s.matches("changingPassword"));
    const child = actor.getSnapshot().children.changePassword!;
    expect((child.getSnapshot() as { context: { heldOldPassword: string } }).context.heldOldPassword).toBe("123456");

    const sms = startLogin(async () => ({ kind: "loggedIn", value: { ...value, passwordExpired: true } }));
    sms.actor.send({ type: "login.tabSelected", tab: "sms" });
    sms.type("mobileNum", "11987654321");
    sms.type("smsCode", "123456");
    sms.actor.send({ type: "login.submitted" });
    const done = await waitFor(sms.actor, (s) => s.status === "done");
    expect(done.output?.via).toBe("sms");
    expect(sms.requests[0]).toMatchObject({ type: "sms", username: "11987654321", password: "123456", countryDialingCode: "+55" });
  });

  it("a first login (firstTimeLogin) with the member's own password also goes through the forced change; an SMS first login does not", async () => {
    const first = startLogin(async () => ({ kind: "loggedIn", value: { ...value, firstTimeLogin: true } }));
    first.type("username", "newmember");
    first.type("password", "Chosen2024");
    first.actor.send({ type: "login.submitted" });
    await waitFor(first.actor, (s) => s.matches("changingPassword"));
    const child = first.actor.getSnapshot().children.changePassword!;
    expect((child.getSnapshot() as { context: { heldOldPassword: string; forced: boolean } }).context).toMatchObject({ heldOldPassword: "Chosen2024", forced: true });

    const sms = startLogin(async () => ({ kind: "loggedIn", value: { ...value, firstTimeLogin: true } }));
    sms.actor.send({ type: "login.tabSelected", tab: "sms" });
    sms.type("mobileNum", "11987654321");
    sms.type("smsCode", "123456");
    sms.actor.send({ type: "login.submitted" });
    expect((await waitFor(sms.actor, (s) => s.status === "done")).output?.via).toBe("sms");
  });

  it("the mobile tab exists only when SMS login is on", () => {
    const { actor } = startLogin(async () => ({ kind: "loggedIn", value }), { smsLogin: false });
    actor.send({ type: "login.tabSelected", tab: "sms" });
    expect(actor.getSnapshot().context.tab).toBe("username");
  });

  it("an unregistered IP asks for a second factor with the platform's methods", async () => {
    const { actor, type } = startLogin(async () => ({ kind: "verify", challenge: { ticket: "t", methods: ["EMAIL", "GA"], mobileHint: "", emailHint: "d•••@x" } }));
    type("username", "traveller");
    type("password", "Travel123");
    actor.send({ type: "login.submitted" });
    await waitFor(actor, (s) => s.matches("verifying"));
    expect(actor.getSnapshot().context.method).toBe("EMAIL");
    actor.send({ type: "verification.submitted" });
    expect(actor.getSnapshot().context.answerError).toEqual({ answer: { code: "field.required" } });
    actor.send({ type: "verification.answerChanged", value: "traveller@sandbox.example" });
    actor.send({ type: "verification.submitted" });
    await waitFor(actor, (s) => s.status === "done");
  });
});

describe("smsCode machine", () => {
  it("checks the number first, then counts down 60 × expiredMinutes seconds and re-enables at zero", async () => {
    const clock = new SimulatedClock();
    const requestCode = vi.fn(async (): Promise<SmsSent> => ({ expiredMinutes: 1 }));
    const actor = createActor(smsCodeMachine.provide({ actors: { requestCode: fromPromise(requestCode) } }), { input: { purpose: "login" }, clock }).start();
    actor.send({ type: "sms.requested", mobileNum: "12", countryDialingCode: "+55" });
    expect(actor.getSnapshot().context.mobileError).toEqual({ code: "field.mobile" });
    expect(requestCode).not.toHaveBeenCalled();
    actor.send({ type: "sms.requested", mobileNum: "11987654321", countryDialingCode: "+55" });
    await waitFor(actor, (s) => s.matches("counting"));
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    actor.send({ type: "sms.requested", mobileNum: "11987654321", countryDialingCode: "+55" });
    expect(requestCode).toHaveBeenCalledTimes(1);
    clock.increment(59_000);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("a refusal shows the platform's message; the next request waits a second after the dialog closes", async () => {
    const clock = new SimulatedClock();
    const actor = createActor(smsCodeMachine.provide({ actors: { requestCode: fromPromise(async (): Promise<SmsSent> => Promise.reject(refused("Too many requests"))) } }), {
      input: { purpose: "register" },
      clock,
    }).start();
    actor.send({ type: "sms.requested", mobileNum: "11987654321", countryDialingCode: "+55" });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.failure?.serverMessage).toBe("Too many requests");
    actor.send({ type: "sms.dismissed" });
    expect(actor.getSnapshot().can({ type: "sms.requested", mobileNum: "1", countryDialingCode: "" })).toBe(false);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe("idle");
  });
});

const rule = (patternId: number, acceptedPattern: string, minLength: number, maxLength: number, required = true): FieldRule => ({ enabled: true, required, acceptedPattern, patternId, minLength, maxLength });

describe("registration rules", () => {
  it("valid = pattern and length; '*' matches anything; messages carry the pattern and range", () => {
    expect(checkRule(rule(1, "^[A-Za-z][A-Za-z0-9]*$", 6, 12), "player01")).toBeNull();
    expect(checkRule(rule(1, "^[A-Za-z][A-Za-z0-9]*$", 6, 12), "1player")).toEqual({ code: "field.pattern", patternId: 1, min: 6, max: 12 });
    expect(checkRule(rule(0, "*", 2, 4), "ab")).toBeNull();
    expect(checkRule(rule(0, "*", 2, 4), "abcde")).toMatchObject({ code: "field.pattern" });
    expect(checkRule(rule(6, "^[0-9]+$", 4, 4, false), "")).toBeNull();
  });

  const input: RegistrationInput = {
    usernameReg: true,
    mobileReg: true,
    mobilePassword: false,
    smsVerification: false,
    affiliateCheck: true,
    referralCode: "FRIEND1",
    affiliateCode: null,
    domain: "site.test",
    registerUrl: "https://site.test/register",
    defaultDialingCode: "+55",
  };
  const rules = { username: rule(1, "^[A-Za-z][A-Za-z0-9]*$", 6, 12), password: rule(5, "^(?=.*[A-Za-z])(?=.*[0-9]).+$", 6, 12), email: { ...rule(3, "*", 5, 50), enabled: false }, affiliateCode: rule(14, "^[A-Za-z0-9]+$", 4, 16, false) };

  it("shows enabled fields only (the mobile number always in the mobile tab); the invitation code is checked first [REG-07] [REG-10]", async () => {
    let sent: unknown;
    const actor = createActor(
      registrationMachine.provide({
        actors: {
          fetchSettings: fromPromise(async (): Promise<FieldRules> => rules),
          checkAffiliate: fromPromise(async () => Promise.reject(refused("invitation code error"))),
          register: fromPromise(async ({ input: request }) => {
            sent = request;
            return value;
          }),
          smsCode: smsCodeMachine,
        },
      }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches("form"));
    const context = actor.getSnapshot().context;
    expect(context.tab).toBe("username");
    actor.send({ type: "register.tabSelected", tab: "mobile" });
    expect(visibleFields(actor.getSnapshot().context).map((f) => f.name)).toEqual(["mobileNum", "verificationCode", "affiliateCode"]);
    actor.send({ type: "register.tabSelected", tab: "username" });
    expect(visibleFields(actor.getSnapshot().context).map((f) => f.name)).toEqual(["username", "password", "confirmPassword", "affiliateCode"]);
    const set = (field: "username" | "password" | "confirmPassword" | "affiliateCode", text: string) => actor.send({ type: "register.fieldChanged", field, value: text });
    set("username", "player01");
    set("password", "Secret123");
    set("confirmPassword", "Secret999");
    actor.send({ type: "register.submitted" });
    expect(actor.getSnapshot().context.errors).toEqual({ confirmPassword: { code: "field.mismatch" } });
    set("confirmPassword", "Secret123");
    set("affiliateCode", "NOPE");
    actor.send({ type: "register.submitted" });
    await waitFor(actor, (s) => s.context.dialog === "affiliate.invalid");
    expect(sent).toBeUndefined();
    actor.send({ type: "register.dialogDismissed" });
    set("affiliateCode", "");
    actor.send({ type: "register.submitted" });
    const done = await waitFor(actor, (s) => s.status === "done");
    expect(done.output?.via).toBe("register");
    expect(sent).toMatchObject({ kind: "username", user: { username: "player01", password: "Secret123", confirmPassword: "Secret123", referralCode: "FRIEND1", registerMethod: "WEB", login: true } });
  });

  it("opens on the first tab: username when username registration is on, mobile only when it is the sole type [REG-01]", () => {
    const open = (usernameReg: boolean, mobileReg: boolean) =>
      createActor(registrationMachine.provide({ actors: { fetchSettings: fromPromise(async (): Promise<FieldRules> => rules), smsCode: smsCodeMachine } }), {
        input: { ...input, usernameReg, mobileReg },
      })
        .start()
        .getSnapshot().context.tab;
    expect(open(true, true)).toBe("username");
    expect(open(true, false)).toBe("username");
    expect(open(false, true)).toBe("mobile");
  });

  it("the mobile tab payload uses the mobile number as username and copies the password to confirmPassword [REG-14]", () => {
    const actor = createActor(registrationMachine.provide({ actors: { fetchSettings: fromPromise(async (): Promise<FieldRules> => rules), smsCode: smsCodeMachine } }), { input: { ...input, mobilePassword: true } }).start();
    const context = { ...actor.getSnapshot().context, rules, tab: "mobile" as const, fields: { ...actor.getSnapshot().context.fields, mobileNum: "11912345678", password: "Secret123", verificationCode: "123456" } };
    expect(registrationRequest(context).user).toMatchObject({ username: "11912345678", mobileNum: "11912345678", confirmPassword: "Secret123", countryDialingCode: "+55" });
  });
});

describe("password recovery machine", () => {
  it("opens on the e-mail tab, the first, even when phone reset (CHNGPASSVERIF3) adds the mobile tab [PWD-01]", () => {
    const open = (phoneReset: boolean) =>
      createActor(passwordRecoveryMachine, { input: { phoneReset, defaultDialingCode: "+55", usernameRule: null, passwordRule: null } }).start();
    expect(open(true).getSnapshot().context.tab).toBe("email");
    expect(open(false).getSnapshot().context.tab).toBe("email");
    const actor = open(true);
    actor.send({ type: "recovery.tabSelected", tab: "mobile" });
    expect(actor.getSnapshot().context.tab).toBe("mobile");
  });
});

describe("session machine", () => {
  const member: Member = { id: 1, account: "demo", nickname: "Demo", type: 0, vipLabel: null, vipRank: null, toUpline: false };
  const trial: Member = { ...member, account: "trial1", type: 4 };
  const input: SessionInput = { hasToken: false, defaultPassword: "123456", defaultDialingCode: "+55", socialProviders: [], rememberedUsername: null, domain: "d", registerUrl: "r" };

  function startSession(who: Member, options: Partial<SessionInput> = {}, logoutOutcome: LogoutOutcome = { ended: true }) {
    const log: string[] = [];
    const machine = sessionMachine.provide({
      actors: {
        fetchMember: fromPromise(async () => who),
        startFreePlay: fromPromise(async () => ({ ...value, customerType: 4 })),
        logout: fromPromise(async (): Promise<LogoutOutcome> => logoutOutcome),
        login: fromPromise(async () => ({ value, via: "password" as const })) as never,
        balance: fromPromise(() => new Promise<never>(() => {})) as never,
        changePassword: changePasswordMachine,
      },
      actions: {
        clearSession: () => void log.push("clear"),
        navigateHome: () => void log.push("home"),
        leaveAuthRoute: () => void log.push("leave"),
        leaveMemberRoute: () => void log.push("leaveMember"),
        continueIntent: (_, params) => void log.push(`continue:${JSON.stringify(params.intent)}`),
        storeToken: (_, params) => void log.push(`token:${params.token}`),
        clearTrialPassword: () => void log.push("cpw"),
        clearPasswordChangeMark: () => void log.push("cpw-done"),
        announceLogoutUnconfirmed: (_, params) => void log.push(`unconfirmed:${params.token}`),
      },
    });
    return { actor: createActor(machine, { input: { ...input, ...options } }).start(), log };
  }

  it("a reload during a forced password change reopens it, and closing it logs out", async () => {
    const { actor, log } = startSession(member, { hasToken: true, passwordChangePending: true });
    await waitFor(actor, (s) => s.matches({ signedIn: "changingPassword" }));
    const child = actor.getSnapshot().children.changePassword!;
    expect((child.getSnapshot() as { context: { forced: boolean; heldOldPassword: unknown } }).context).toMatchObject({ forced: true, heldOldPassword: null });
    child.send({ type: "changePassword.cancelled" });
    await waitFor(actor, (s) => s.matches("guest"));
    expect(log).toContain("clear");
  });

  it("a session that ends in the middle of a password change keeps what was typed; after the login the form opens with it [SITE-30]", async () => {
    const { actor } = startSession(member, { hasToken: true });
    await waitFor(actor, (s) => s.matches({ signedIn: "idle" }));
    actor.send({ type: "password.change" });
    const child = actor.getSnapshot().children.changePassword!;
    child.send({ type: "changePassword.fieldChanged", field: "oldPassword", value: "Demo1234" });
    child.send({ type: "changePassword.fieldChanged", field: "newPassword", value: "Demo5678" });
    actor.send({ type: "session.ended" });
    // The login resolves at once here; then the member loads and the form comes back as typed.
    await waitFor(actor, (s) => s.matches({ signedIn: "changingPassword" }));
    const reopened = actor.getSnapshot().children.changePassword!.getSnapshot() as { context: { fields: Record<string, string> } };
    expect(reopened.context.fields).toEqual({ oldPassword: "Demo1234", newPassword: "Demo5678", confirmPassword: "" });
    actor.getSnapshot().children.changePassword!.send({ type: "changePassword.cancelled" });
    await waitFor(actor, (s) => s.matches({ signedIn: "idle" }));
    expect(actor.getSnapshot().context.typedPasswordChange).toBeNull();
  });

  it("a session that ends with the change-password form empty, or a login popup closed, brings nothing back [SITE-30]", async () => {
    const { actor } = startSession(member, { hasToken: true });
    await waitFor(actor, (s) => s.matches({ signedIn: "idle" }));
    actor.send({ type: "password.change" });
    actor.send({ type: "session.ended" });
    await waitFor(actor, (s) => s.matches({ signedIn: "idle" }));
    expect(actor.getSnapshot().context.typedPasswordChange).toBeNull();
  });

  it("a guest's protected action opens the login popup and continues after login", async () => {
    const { actor, log } = startSession(member);
    actor.send({ type: "protected.requested", intent: { kind: "route", to: "/lottery", realAccountOnly: true } });
    expect(actor.getSnapshot().matches({ guest: "loggingIn" })).toBe(true);
    await waitFor(actor, (s) => s.matches({ signedIn: "idle" }));
    expect(log).toContain('continue:{"kind":"route","to":"/lottery","realAccountOnly":true}');
  });

  it("free play: trial account, cpw cleared, home; the member centre shows the real-account warning", async () => {
    const { actor, log } = startSession(trial);
    actor.send({ type: "platform.ready", modules: { FREEPLAY3: true }, rules: {} });
    actor.send({ type: "freeplay.requested" });
    await waitFor(actor, (s) => s.matches({ signedIn: "idle" }));
    expect(log).toEqual(expect.arrayContaining(["token:tok", "cpw", "home"]));
    actor.send({ type: "protected.requested", intent: { kind: "route", to: "/member/deposit", realAccountOnly: true } });
    expect(actor.getSnapshot().matches({ signedIn: "trialWarning" })).toBe(true);
    expect(log.at(-1)).toBe("leaveMember");
  });

  it("a member's member-centre page is an address: the session goes there and stays idle [ROLE-04] [SITE-21]", async () => {
    const { actor, log } = startSession(member, { hasToken: true });
    await waitFor(actor, (s) => s.matches({ signedIn: "idle" }));
    actor.send({ type: "protected.requested", intent: { kind: "route", to: "/member/deposit", realAccountOnly: true } });
    expect(actor.getSnapshot().matches({ signedIn: "idle" })).toBe(true);
    expect(log).toContain('continue:{"kind":"route","to":"/member/deposit","realAccountOnly":true}');
  });

  it("a guest who closes the login popup asked for on a member-centre page leaves it [SITE-04] [SITE-21]", () => {
    const { actor, log } = startSession(member);
    actor.send({ type: "protected.requested", intent: { kind: "route", to: "/member/deposit", realAccountOnly: true } });
    actor.send({ type: "auth.closed" });
    expect(actor.getSnapshot().matches({ guest: "idle" })).toBe(true);
    expect(actor.getSnapshot().context.pendingIntent).toBeNull();
    expect(log).toEqual(expect.arrayContaining(["leave", "leaveMember"]));
  });

  it("free play is refused when FREEPLAY3 is off", () => {
    const { actor } = startSession(member);
    actor.send({ type: "platform.ready", modules: { FREEPLAY3: false }, rules: {} });
    actor.send({ type: "freeplay.requested" });
    expect(actor.getSnapshot().matches({ guest: "idle" })).toBe(true);
  });

  it("logout asks first, then clears the session and goes home; a 401 opens the login popup", async () => {
    const { actor, log } = startSession(member, { hasToken: true });
    await waitFor(actor, (s) => s.matches({ signedIn: "idle" }));
    actor.send({ type: "logout.requested" });
    actor.send({ type: "logout.cancelled" });
    expect(actor.getSnapshot().matches({ signedIn: "idle" })).toBe(true);
    actor.send({ type: "logout.requested" });
    actor.send({ type: "logout.confirmed" });
    await waitFor(actor, (s) => s.matches("guest"));
    expect(log.slice(-2)).toEqual(["clear", "home"]);
    expect(actor.getSnapshot().context.member).toBeNull();
    expect(log.some((entry) => entry.startsWith("unconfirmed"))).toBe(false);

    const second = startSession(member, { hasToken: true });
    await waitFor(second.actor, (s) => s.matches({ signedIn: "idle" }));
    expect(second.actor.getSnapshot().context.sessionEnded).toBe(false);
    second.actor.send({ type: "session.ended" });
    expect(second.actor.getSnapshot().matches({ guest: "loggingIn" })).toBe(true);
    expect(second.log).toContain("clear");
    // The popup says why it opened until it closes; a login the player asks for later says nothing of it.
    expect(second.actor.getSnapshot().context.sessionEnded).toBe(true);
    second.actor.send({ type: "auth.closed" });
    expect(second.actor.getSnapshot().context.sessionEnded).toBe(false);
  });

  it("a logout the platform did not confirm still ends the session here, and hands the old token on to be told again [DEV-08]", async () => {
    const { actor, log } = startSession(member, { hasToken: true }, { ended: false, token: "tok-old" });
    await waitFor(actor, (s) => s.matches({ signedIn: "idle" }));
    actor.send({ type: "logout.requested" });
    actor.send({ type: "logout.confirmed" });
    await waitFor(actor, (s) => s.matches("guest"));
    expect(log.slice(-3)).toEqual(["clear", "home", "unconfirmed:tok-old"]);
    expect(actor.getSnapshot().context.member).toBeNull();
  });
});
