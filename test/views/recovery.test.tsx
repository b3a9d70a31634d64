import type { ReactElement, ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { createActor, fromPromise } from "xstate";
import { composeServices } from "../../src/app/compose.ts";
import { ServicesProvider, type AppServices } from "../../src/app/services.tsx";
import { i18n } from "../../src/i18n/i18n.ts";
import { RecoveryDialog } from "../../src/views/recovery/recovery-dialog.tsx";
import { passwordRecoveryMachine, type PasswordRecoveryInput, type PhoneResetRequest } from "../../machines/password-recovery/password-recovery.machine.ts";
import { smsCodeMachine, type SmsSent } from "../../machines/sms-code/sms-code.machine.ts";
import type { LoginRequest } from "../../machines/auth/types.ts";
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
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services!}>{children}</ServicesProvider>
    </I18nProvider>
  );
  return render(ui, { wrapper });
}

const INPUT: PasswordRecoveryInput = {
  phoneReset: false,
  defaultDialingCode: "+55",
  usernameRule: { enabled: true, required: true, acceptedPattern: "^[A-Za-z][A-Za-z0-9]*$", patternId: 1, minLength: 6, maxLength: 12 },
  passwordRule: { enabled: true, required: true, acceptedPattern: "^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$", patternId: 5, minLength: 6, maxLength: 12 },
};

interface Options {
  input?: Partial<PasswordRecoveryInput>;
  resetByEmail?: (request: { username: string; email: string }) => Promise<void>;
  resetByPhone?: (request: PhoneResetRequest) => Promise<{ username: string }>;
  authenticate?: (request: LoginRequest) => Promise<typeof loginValue>;
}

async function open(options: Options = {}) {
  const resetByEmail = vi.fn(options.resetByEmail ?? (async () => {}));
  const resetByPhone = vi.fn(options.resetByPhone ?? (async () => ({ username: "player01" })));
  const authenticate = vi.fn(options.authenticate ?? (async () => loginValue));
  const machine = passwordRecoveryMachine.provide({
    actors: {
      resetByEmail: fromPromise(({ input }) => resetByEmail(input)),
      resetByPhone: fromPromise(({ input }) => resetByPhone(input)),
      authenticate: fromPromise(({ input }) => authenticate(input)),
      smsCode: smsCodeMachine.provide({ actors: { requestCode: fromPromise(async (): Promise<SmsSent> => ({ expiredMinutes: 1 })) } }),
    },
  });
  const actor = createActor(machine, { input: { ...INPUT, ...options.input } }).start();
  const onClose = vi.fn();
  await renderWithServices(<RecoveryDialog actor={actor} onClose={onClose} />);
  return { actor, user: userEvent.setup(), onClose, resetByEmail, resetByPhone, authenticate };
}

const dialog = () => screen.getByRole("dialog", { name: "Forgot password" });

describe("RecoveryDialog by e-mail", () => {
  it("without phone reset there are no tabs: username, e-mail and Submit [PWD-01]", async () => {
    await open();
    expect(dialog()).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Username/ })).toHaveAttribute("autocomplete", "username");
    expect(screen.getByRole("textbox", { name: /^E-mail/ })).toHaveAttribute("autocomplete", "email");
    expect(screen.queryByRole("textbox", { name: /Mobile number/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit" })).toHaveAttribute("type", "submit");
  });

  it("puts each problem next to its field and keeps what was typed [PWD-06] [SITE-02]", async () => {
    const { user, resetByEmail } = await open();
    const username = screen.getByRole("textbox", { name: /^Username/ });
    const email = screen.getByRole("textbox", { name: /^E-mail/ });
    await user.type(email, "player01.example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(username).toHaveAccessibleDescription("Input cannot be empty");
    expect(username).toHaveFocus();
    expect(email).toHaveAccessibleDescription("E-mail format incorrect");
    expect(email).toHaveValue("player01.example.com");
    await user.type(username, "1x");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(username).toHaveAccessibleDescription("6–12 letters or digits, starting with a letter");
    expect(resetByEmail).not.toHaveBeenCalled();
  });

  it("after the platform mails the link it confirms, and Close goes to the modal host [PWD-03]", async () => {
    const { user, resetByEmail, onClose } = await open();
    await user.type(screen.getByRole("textbox", { name: /^Username/ }), " player01 ");
    await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "player01@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const confirmation = await screen.findByText(/We have sent you an e-mail with a link to reset your password/);
    expect(confirmation).toHaveAttribute("role", "status");
    expect(resetByEmail).toHaveBeenCalledWith({ username: "player01", email: "player01@example.com" });
    expect(screen.queryByRole("textbox", { name: /^Username/ })).not.toBeInTheDocument();
    const close = within(confirmation.parentElement!).getByRole("button", { name: "Close" });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the platform's refusal and keeps the form", async () => {
    const { user } = await open({ resetByEmail: () => Promise.reject(platformMessage("Username or e-mail does not exist")) });
    await user.type(screen.getByRole("textbox", { name: /^Username/ }), "player01");
    await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "other@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Username or e-mail does not exist");
    expect(screen.getByRole("textbox", { name: /^E-mail/ })).toHaveValue("other@example.com");
  });
});

describe("RecoveryDialog by mobile (CHNGPASSVERIF3)", () => {
  it("offers both tabs and opens on the first (e-mail); the mobile tab asks for number, code and new password [PWD-01]", async () => {
    const { user } = await open({ input: { phoneReset: true } });
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["E-mail", "Mobile number"]);
    expect(screen.getByRole("tab", { name: "E-mail" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Mobile number" })).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("textbox", { name: /^Username/ })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^E-mail/ })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Mobile number/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Mobile number" }));
    expect(screen.getByRole("tab", { name: "Mobile number" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("textbox", { name: /Mobile number/ })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Verification code/ })).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute("autocomplete", "new-password");
    expect(screen.getByRole("button", { name: "Send code" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "E-mail" }));
    expect(screen.queryByRole("textbox", { name: /Mobile number/ })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Username/ })).toBeInTheDocument();
  });

  it("checks the number, code and new password next to each field [PWD-06]", async () => {
    const { user, resetByPhone } = await open({ input: { phoneReset: true } });
    await user.click(screen.getByRole("tab", { name: "Mobile number" }));
    await user.type(screen.getByRole("textbox", { name: /Verification code/ }), "12");
    await user.type(screen.getByLabelText(/^New password/), "short");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("textbox", { name: /Mobile number/ })).toHaveAccessibleDescription("Input cannot be empty");
    expect(screen.getByRole("textbox", { name: /Verification code/ })).toHaveAccessibleDescription("Enter a valid verification code");
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription("6–12 characters mixing letters and digits");
    expect(screen.getByLabelText(/^New password/)).toHaveValue("short");
    expect(resetByPhone).not.toHaveBeenCalled();
  });

  it("resets, then logs in with the new password", async () => {
    const { user, actor, resetByPhone, authenticate } = await open({ input: { phoneReset: true } });
    await user.click(screen.getByRole("tab", { name: "Mobile number" }));
    await user.type(screen.getByRole("textbox", { name: /Mobile number/ }), "11912345678");
    await user.type(screen.getByRole("textbox", { name: /Verification code/ }), "123456");
    await user.type(screen.getByLabelText(/^New password/), "Secret123");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(actor.getSnapshot().status).toBe("done"));
    expect(resetByPhone).toHaveBeenCalledWith({ newPassword: "Secret123", mobileNum: "11912345678", countryDialingCode: "+55", verificationCode: "123456" });
    expect(authenticate).toHaveBeenCalledWith(expect.objectContaining({ username: "player01", password: "Secret123" }));
  });

  it("when logging in after the reset fails, it explains and Try again logs in again", async () => {
    let attempts = 0;
    const { user, actor } = await open({
      input: { phoneReset: true },
      authenticate: async () => {
        attempts += 1;
        if (attempts === 1) throw networkDown;
        return loginValue;
      },
    });
    await user.click(screen.getByRole("tab", { name: "Mobile number" }));
    await user.type(screen.getByRole("textbox", { name: /Mobile number/ }), "11912345678");
    await user.type(screen.getByRole("textbox", { name: /Verification code/ }), "123456");
    await user.type(screen.getByLabelText(/^New password/), "Secret123");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Your password has been changed, but we could not log you in.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/Network link abnormal/);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(actor.getSnapshot().status).toBe("done"));
    expect(attempts).toBe(2);
  });
});
