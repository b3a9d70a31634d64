// @vitest-environment node
/**
 * Mobile registration end to end below the views: the registration machine with the live platform actors (the real
 * client) against the sandbox. The code comes from the platform's own SMS route; no third-party (Firebase) token is
 * asked for or sent, so the SPEC's silent abort on a third-party SMS failure cannot happen (DEV-05).
 */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, toPromise, waitFor } from "xstate";
import { liveAuthActors } from "../../src/api/auth-actors.ts";
import { registrationMachine, type RegistrationInput, type RegistrationRequest } from "../../machines/registration/registration.machine.ts";
import { smsCodeMachine } from "../../machines/sms-code/sms-code.machine.ts";
import { nodeSandbox } from "../sandbox-server.ts";
import { makeClient } from "./helpers.ts";
import { registrationInputs } from "../../machines/registration/registration.samples.ts";

const { store } = nodeSandbox;

/** Username and mobile registration, SMS verification off, affiliate check on (the machine's first sample input), no referral. */
const INPUT: RegistrationInput = { ...(registrationInputs[0]!.input as RegistrationInput), referralCode: null };

function startRegistration() {
  const { client } = makeClient({ token: null });
  const live = liveAuthActors(client, { os: "Linux", social: null });
  const sent: RegistrationRequest[] = [];
  const machine = registrationMachine.provide({
    actors: {
      ...live.registration,
      register: fromPromise(async ({ input }: { input: RegistrationRequest }) => {
        sent.push(input);
        return toPromise(createActor(live.registration.register, { input }).start());
      }),
      smsCode: smsCodeMachine.provide({ actors: live.smsCode }),
    },
  });
  const actor = createActor(machine, { input: INPUT }).start();
  return { actor, sent };
}

describe("mobile registration's SMS code", () => {
  it("comes from the platform's own route (/wps/verification/sms/register); no third-party SMS token is asked for or sent [DEV-05] [ERR-07] [API-29] [API-06] [REG-14]", async () => {
    const { actor, sent } = startRegistration();
    await waitFor(actor, (s) => s.matches("form"), { timeout: 5000 });
    // The username tab comes first (SPEC §2); the player picks mobile registration.
    expect(actor.getSnapshot().context.tab).toBe("username");
    actor.send({ type: "register.tabSelected", tab: "mobile" });
    expect(actor.getSnapshot().context.tab).toBe("mobile");
    const type = (field: "mobileNum" | "verificationCode" | "password" | "confirmPassword" | "captcha", value: string) => actor.send({ type: "register.fieldChanged", field, value });

    type("mobileNum", "21955550000");
    actor.send({ type: "sms.requested" });
    const code = await new Promise<string>((resolve, reject) => {
      const started = Date.now();
      const poll = () => {
        const issued = store.state.smsCodes.find((c) => c.mobileNum === "21955550000");
        if (issued) resolve(issued.code);
        else if (Date.now() - started > 5000) reject(new Error("no SMS code was issued"));
        else setTimeout(poll, 20);
      };
      poll();
    });
    expect(store.state.smsCodes.map((c) => [c.mobileNum, c.purpose])).toEqual([["21955550000", "register"]]);

    type("verificationCode", code);
    type("password", "Secret123");
    type("confirmPassword", "Secret123");
    await waitFor(actor, (s) => s.context.captchaImage !== null, { timeout: 5000 });
    type("captcha", store.state.captcha!.code);
    actor.send({ type: "register.submitted" });
    const done = await waitFor(actor, (s) => s.status === "done", { timeout: 5000 });

    expect(done.output?.via).toBe("register");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.kind).toBe("mobile");
    const user = sent[0]!.user as Record<string, unknown>;
    expect(user).not.toHaveProperty("firebaseChannel");
    expect(user).not.toHaveProperty("firebaseIdToken");
    // The number is the username.
    expect(user).toMatchObject({ username: "21955550000", mobileNum: "21955550000", password: "Secret123", confirmPassword: "Secret123" });
    expect(store.findMember("21955550000")).toBeDefined();
  });
});
