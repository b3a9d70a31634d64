import type { ReactElement } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { createActor, fromPromise } from "xstate";
import { composeServices } from "../../src/app/compose.ts";
import { ServicesProvider, type AppServices } from "../../src/app/services.tsx";
import { i18n } from "../../src/i18n/i18n.ts";
import { RegisterDialog } from "../../src/views/registration/register-dialog.tsx";
import {
  registrationMachine,
  type RegistrationInput,
  type RegistrationRequest,
  type BonusContact,
} from "../../machines/registration/registration.machine.ts";
import { smsCodeMachine, type SmsRequest } from "../../machines/sms-code/sms-code.machine.ts";
import type { FieldRule, FieldRules } from "../../machines/auth/fields.ts";
import { loginValue, networkDown, platformMessage } from "../../machines/auth/auth.samples.ts";
import { installDialogStub } from "../components/render.tsx";
import { testConfig } from "../render-app.tsx";

beforeAll(installDialogStub);

/** App services (config, boot with the sandbox's countries) for the shared auth controls; stopped after each test. */
let services: AppServices | undefined;
afterEach(() => {
  services?.app.stop();
  services = undefined;
});

async function renderWithServices(ui: ReactElement) {
  localStorage.setItem("lang", "en");
  services = await composeServices(testConfig(), { window, navigation: { go: () => {}, pathname: () => "/" } });
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services!}>{children}</ServicesProvider>
    </I18nProvider>
  );
  return render(ui, { wrapper });
}

const rule = (patternId: number, acceptedPattern: string, minLength: number, maxLength: number, required = true, enabled = true): FieldRule => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

const RULES: FieldRules = {
  username: rule(1, "^[A-Za-z][A-Za-z0-9]*$", 6, 12),
  password: rule(5, "^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$", 6, 12),
  mobileNum: rule(6, "^[0-9]+$", 8, 15, false),
  email: rule(3, "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", 6, 40, false),
  payeeName: rule(8, "^[A-Za-z ]+$", 2, 40, false, false),
  affiliateCode: rule(14, "^[A-Za-z0-9]+$", 4, 16, false),
};

const INPUT: RegistrationInput = {
  usernameReg: true,
  mobileReg: true,
  mobilePassword: true,
  smsVerification: false,
  affiliateCheck: true,
  referralCode: null,
  affiliateCode: null,
  domain: "www.aurora.test",
  registerUrl: "https://www.aurora.test/register",
  defaultDialingCode: "+55",
};

interface Options {
  rules?: FieldRules;
  input?: Partial<RegistrationInput>;
  settings?: () => Promise<FieldRules>;
  register?: (request: RegistrationRequest) => Promise<typeof loginValue>;
  requestCode?: (request: SmsRequest) => Promise<{ expiredMinutes: number | null }>;
  sendBonusContact?: (contact: BonusContact) => Promise<void>;
}

async function open(options: Options = {}) {
  const register = vi.fn(options.register ?? (async () => loginValue));
  const checkAffiliate = vi.fn(async ({ code }: { code: string }) => {
    if (code !== "AGENT01") throw platformMessage("invitation code error");
  });
  const requestCode = vi.fn(options.requestCode ?? (async () => ({ expiredMinutes: 1 })));
  const sendBonusContact = vi.fn(options.sendBonusContact ?? (async () => {}));
  const machine = registrationMachine.provide({
    actors: {
      fetchSettings: fromPromise(options.settings ?? (async () => options.rules ?? RULES)),
      fetchCaptcha: fromPromise(async () => "data:image/png;base64,AAAA"),
      checkAffiliate: fromPromise(({ input }) => checkAffiliate(input)),
      register: fromPromise(({ input }) => register(input)),
      sendBonusContact: fromPromise(({ input }) => sendBonusContact(input)),
      smsCode: smsCodeMachine.provide({ actors: { requestCode: fromPromise(({ input }) => requestCode(input)) } }),
    },
  });
  const actor = createActor(machine, { input: { ...INPUT, ...options.input } }).start();
  const onClose = vi.fn();
  const onLogin = vi.fn();
  await renderWithServices(<RegisterDialog actor={actor} onClose={onClose} onLogin={onLogin} />);
  const user = userEvent.setup();
  return { actor, user, register, checkAffiliate, requestCode, sendBonusContact, onClose, onLogin };
}

const dialog = () => screen.getByRole("dialog", { name: "Register and get P 1,000" });

async function usernameTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("tab", { name: "Username" }));
  return screen.getByRole("textbox", { name: /^Username/ });
}

async function mobileTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("tab", { name: "Mobile number" }));
  return screen.getByRole("textbox", { name: /Mobile number/ });
}

describe("RegisterDialog", () => {
  it("shows the title with the bonus, the tabs opening on the first (username), and the agreement ticked with a terms link [REG-01] [REG-02] [REG-12]", async () => {
    const { user } = await open();
    expect(dialog()).toBeInTheDocument();
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Username", "Mobile number"]);
    expect(screen.getByRole("tab", { name: "Username" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Mobile number" })).toHaveAttribute("aria-selected", "false");
    expect(await screen.findByRole("textbox", { name: /^Username/ })).toBeInTheDocument();
    // The player can switch to the mobile tab: it asks for the number, the code and the passwords, never a username.
    await mobileTab(user);
    expect(screen.getByRole("tab", { name: "Mobile number" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("textbox", { name: /Mobile number/ })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Verification code/ })).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.queryByRole("textbox", { name: /^Username/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send code" })).toBeInTheDocument();
    const agreement = screen.getByRole("checkbox", { name: /18 or older/ });
    expect(agreement).toBeChecked();
    expect(screen.getByRole("link", { name: "terms and conditions" })).toHaveAttribute("href", "/help#term");
    expect(screen.getByRole("button", { name: "Register" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("button", { name: "Reset" })).toBeInTheDocument();
  });

  it("the username tab shows every enabled field in order, with new-password autofill on both passwords [REG-07]", async () => {
    const { user } = await open();
    const username = await usernameTab(user);
    expect(username).toHaveAttribute("autocomplete", "username");
    const form = screen.getByRole("form", { name: "Register" });
    const names = Array.from(form.querySelectorAll("input")).map((input) => input.name);
    expect(names).toEqual(["username", "mobileNum", "password", "confirmPassword", "email", "affiliateCode", "agreement"]);
    expect(screen.queryByRole("textbox", { name: /Real name/ })).not.toBeInTheDocument(); // rule disabled
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute("autocomplete", "new-password");
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute("autocomplete", "new-password");
    expect(screen.getByRole("textbox", { name: /Invitation code/ })).toBeInTheDocument();
    // No SMS verification on this site: the mobile field has no send-code button.
    expect(screen.queryByRole("button", { name: "Send code" })).not.toBeInTheDocument();
  });

  it("a refused submit puts each message next to its field (the rule's range filled in) and keeps what was typed [REG-07] [REG-09] [ERR-06]", async () => {
    const { user, register } = await open();
    const username = await usernameTab(user);
    await user.type(username, "1x");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(username).toHaveValue("1x");
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveAccessibleDescription("6–12 letters or digits, starting with a letter");
    expect(username).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription("Input cannot be empty");
    expect(screen.getByRole("textbox", { name: /E-mail/ })).not.toHaveAttribute("aria-invalid", "true"); // optional and empty
    expect(register).not.toHaveBeenCalled();

    // Fixing a field clears its own message only.
    await user.clear(username);
    await user.type(username, "player01");
    expect(username).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription("Input cannot be empty");
  });

  it("says the passwords are inconsistent next to the confirmation", async () => {
    const { user } = await open();
    await user.type(await usernameTab(user), "player01");
    await user.type(screen.getByLabelText(/^Password/), "Secret123");
    await user.type(screen.getByLabelText(/^Confirm password/), "Secret124");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription("The passwords are inconsistent");
    expect(screen.getByLabelText(/^Confirm password/)).toHaveValue("Secret124");
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute("aria-invalid", "true");
  });

  it("asks to confirm the age and terms when the agreement is unticked [REG-02] [AGE-01]", async () => {
    const { user } = await open();
    await user.type(await usernameTab(user), "player01");
    await user.type(screen.getByLabelText(/^Password/), "Secret123");
    await user.type(screen.getByLabelText(/^Confirm password/), "Secret123");
    const agreement = screen.getByRole("checkbox", { name: /18 or older/ });
    await user.click(agreement);
    expect(agreement).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(agreement).toHaveAccessibleDescription("Please confirm you are 18 or older and accept the terms");
    expect(agreement).toHaveFocus();
  });

  it("registers with the typed values under a loading overlay", async () => {
    let finish!: (value: typeof loginValue) => void;
    const { user, register, actor } = await open({ register: () => new Promise((resolve) => (finish = resolve)) });
    await user.type(await usernameTab(user), "player01");
    await user.type(screen.getByLabelText(/^Password/), "Secret123");
    await user.type(screen.getByLabelText(/^Confirm password/), "Secret123");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByTestId("loading-overlay")).toBeInTheDocument();
    expect(screen.getByText("Registering…")).toBeInTheDocument();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register.mock.calls[0]![0].user).toMatchObject({ username: "player01", password: "Secret123", confirmPassword: "Secret123", registerMethod: "WEB" });
    finish(loginValue);
    await waitFor(() => expect(actor.getSnapshot().status).toBe("done"));
  });

  it("shows the platform's refusal above the buttons and keeps the form filled", async () => {
    const { user } = await open({ register: async () => Promise.reject(platformMessage("Username already exists")) });
    await user.type(await usernameTab(user), "player01");
    await user.type(screen.getByLabelText(/^Password/), "Secret123");
    await user.type(screen.getByLabelText(/^Confirm password/), "Secret123");
    await user.click(screen.getByRole("button", { name: "Register" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Username already exists");
    expect(screen.queryByTestId("loading-overlay")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Username/ })).toHaveValue("player01");
  });

  it("warns \"invitation code error\" in a dialog when the platform refuses the invitation code", async () => {
    const { user, checkAffiliate, register } = await open();
    await user.type(await usernameTab(user), "player01");
    await user.type(screen.getByLabelText(/^Password/), "Secret123");
    await user.type(screen.getByLabelText(/^Confirm password/), "Secret123");
    await user.type(screen.getByRole("textbox", { name: /Invitation code/ }), "WRONG1");
    await user.click(screen.getByRole("button", { name: "Register" }));
    const warning = await screen.findByRole("alertdialog", { name: "Warning" });
    expect(warning).toHaveAccessibleDescription("Invitation code error");
    expect(checkAffiliate).toHaveBeenCalledWith({ code: "WRONG1", domain: "www.aurora.test" });
    expect(register).not.toHaveBeenCalled();
    await user.click(within(warning).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Invitation code/ })).toHaveValue("WRONG1");
  });

  it("Reset empties the fields but keeps the chosen dialing code [REG-13] [COUNTRY-01]", async () => {
    const { user } = await open();
    const combobox = await screen.findByRole("combobox", { name: "Country dialing code" });
    await waitFor(() => expect(combobox).toHaveTextContent("Brazil+55"));
    await user.click(combobox);
    await user.click(screen.getByRole("option", { name: /Vietnam/ }));
    expect(combobox).toHaveTextContent("+84");
    const mobile = await mobileTab(user);
    await user.type(mobile, "912345678");
    await user.type(screen.getByRole("textbox", { name: /Verification code/ }), "1234");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(mobile).toHaveValue("");
    expect(screen.getByRole("textbox", { name: /Verification code/ })).toHaveValue("");
    expect(combobox).toHaveTextContent("+84");
    expect(screen.getByRole("checkbox", { name: /18 or older/ })).toBeChecked();
  });

  it("Send code checks the mobile number first and shows the problem next to it; a valid one is sent [SMS-03]", async () => {
    const { user, requestCode } = await open();
    const mobile = await mobileTab(user);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(mobile).toHaveAccessibleDescription("Input cannot be empty");
    expect(requestCode).not.toHaveBeenCalled();
    await user.type(mobile, "11912345678");
    await waitFor(() => expect(screen.getByRole("button", { name: "Send code" })).not.toHaveAttribute("aria-disabled", "true"));
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(requestCode).toHaveBeenCalledWith({ purpose: "register", mobileNum: "11912345678", countryDialingCode: "+55" }));
  });

  it("a site with username registration only has no tabs", async () => {
    await open({ input: { mobileReg: false } });
    expect(await screen.findByRole("textbox", { name: /^Username/ })).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });

  it("the captcha shows when the rules turn it on, and its field says when it is empty", async () => {
    const { user } = await open({ rules: { ...RULES, captcha: rule(6, "^[0-9]+$", 4, 4) } });
    const image = await screen.findByRole("img", { name: "Captcha image" });
    expect(image).toHaveAttribute("src", "data:image/png;base64,AAAA");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(screen.getByRole("textbox", { name: /Captcha/ })).toHaveAccessibleDescription("Input cannot be empty");
  });

  it("while the settings load it says so; when they fail, Try again loads them again", async () => {
    let calls = 0;
    let release!: () => void;
    const { user } = await open({
      settings: () => {
        calls += 1;
        if (calls === 1) return Promise.reject(networkDown);
        return new Promise<FieldRules>((resolve) => (release = () => resolve(RULES)));
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(/Network link abnormal/);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Loading the registration form…")).toBeInTheDocument();
    release();
    expect(await screen.findByRole("form", { name: "Register" })).toBeInTheDocument();
  });

  it("\"Log in\" and the close button go to the modal host", async () => {
    const { user, onClose, onLogin } = await open();
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    await user.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  describe("the Zalo / WhatsApp bonus prompts after registration [REG-15] [REG-16]", () => {
    async function registerWith(options: Options) {
      const opened = await open({ ...options, input: { bonusPrompts: ["zalo", "whatsapp"], ...options.input } });
      await opened.user.type(await usernameTab(opened.user), "player01");
      await opened.user.type(screen.getByLabelText(/^Password/), "Secret123");
      await opened.user.type(screen.getByLabelText(/^Confirm password/), "Secret123");
      await opened.user.click(screen.getByRole("button", { name: "Register" }));
      await screen.findByRole("dialog", { name: "Redeem your registration bonus" });
      return opened;
    }

    it("a site without prompts closes the registration as before", async () => {
      const { user, actor } = await open();
      await user.type(await usernameTab(user), "player01");
      await user.type(screen.getByLabelText(/^Password/), "Secret123");
      await user.type(screen.getByLabelText(/^Confirm password/), "Secret123");
      await user.click(screen.getByRole("button", { name: "Register" }));
      await waitFor(() => expect(actor.getSnapshot().status).toBe("done"));
      expect(screen.queryByRole("dialog", { name: "Redeem your registration bonus" })).not.toBeInTheDocument();
    });

    it("asks for the Zalo number ID (up to 131K) and the WhatsApp number; a bad number is named next to its field and kept", async () => {
      const { user, sendBonusContact, actor } = await registerWith({});
      expect(screen.getByText("Enter your Zalo number ID to redeem a bonus of up to 131K.")).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Send" }));
      expect(screen.getByRole("textbox", { name: "Zalo number ID" })).toHaveAccessibleDescription(/Input cannot be empty|required/i);
      await user.type(screen.getByRole("textbox", { name: "Zalo number ID" }), "12ab");
      await user.click(screen.getByRole("button", { name: "Send" }));
      const zalo = screen.getByRole("textbox", { name: "Zalo number ID" });
      expect(zalo).toHaveAccessibleDescription(/Enter a valid mobile number/);
      expect(zalo).toHaveValue("12ab");
      expect(screen.getByRole("textbox", { name: "WhatsApp number" })).not.toHaveAccessibleDescription(/valid mobile/);
      expect(sendBonusContact).not.toHaveBeenCalled();
      expect(actor.getSnapshot().status).toBe("active");
    });

    it("Send stores the typed number and ends the registration; the account stays logged in", async () => {
      const { user, sendBonusContact, actor } = await registerWith({});
      await user.type(screen.getByRole("textbox", { name: "Zalo number ID" }), "0912 345 678");
      await user.click(screen.getByRole("button", { name: "Send" }));
      await waitFor(() => expect(actor.getSnapshot().status).toBe("done"));
      expect(sendBonusContact).toHaveBeenCalledWith({ zalo: "0912345678" });
      expect(actor.getSnapshot().output?.via).toBe("register");
    });

    it("a failed send says why, keeps the number and offers Try again", async () => {
      let calls = 0;
      const { user, sendBonusContact, actor } = await registerWith({
        sendBonusContact: async () => {
          calls += 1;
          if (calls === 1) throw networkDown;
        },
      });
      await user.type(screen.getByRole("textbox", { name: "WhatsApp number" }), "+5511987654321");
      await user.click(screen.getByRole("button", { name: "Send" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(/Network link abnormal/);
      expect(screen.getByRole("textbox", { name: "WhatsApp number" })).toHaveValue("+5511987654321");
      await user.click(screen.getByRole("button", { name: "Try again" }));
      await waitFor(() => expect(actor.getSnapshot().status).toBe("done"));
      expect(sendBonusContact).toHaveBeenLastCalledWith({ whatsapp: "+5511987654321" });
    });

    it("Skip ends the registration without sending; only the operator's prompts show", async () => {
      const skipped = await registerWith({ input: { bonusPrompts: ["zalo"] } });
      expect(screen.queryByRole("textbox", { name: "WhatsApp number" })).not.toBeInTheDocument();
      await skipped.user.click(screen.getByRole("button", { name: "Skip" }));
      await waitFor(() => expect(skipped.actor.getSnapshot().status).toBe("done"));
      expect(skipped.sendBonusContact).not.toHaveBeenCalled();
      expect(skipped.onClose).not.toHaveBeenCalled();
    });
  });
});
