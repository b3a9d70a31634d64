/**
 * Helpers of the authentication specs (auth-*.spec.ts): the sandbox's live secrets (captcha, SMS codes, mails) from
 * its control API, the sign-in modals by their accessible names, and the storage a test inspects for leftovers.
 */
import type { Locator, Page, Request } from "playwright-core";
import { decryptPayload } from "../../../src/sandbox/crypto.ts";
import type { SandboxSnapshot } from "../../../src/sandbox/control.ts";
import { BASE_URL } from "./env.ts";
import { platformLogin, resumeSession } from "../paths/drivers/runtime.ts";
import { visit } from "./suite.ts";

async function call(path: string, init?: RequestInit): Promise<SandboxSnapshot> {
  const send = () => fetch(`${BASE_URL}/__sandbox/api/${path}`, init);
  // One retry: the server closes idle keep-alive sockets after 5 s, and Node may pick such a socket.
  const response = await send().catch(send);
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`sandbox ${path}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return answer as SandboxSnapshot;
}

/** The sandbox's control snapshot: accounts, live SMS codes, the current captcha, mails, sessions. */
export const sandboxState = (): Promise<SandboxSnapshot> => call("state");

/** Moves the sandbox clock on (SMS codes and two-factor tickets expire on it). */
export const advanceSandboxClock = (advanceMs: number): Promise<SandboxSnapshot> =>
  call("clock", { method: "POST", headers: { "content-type": "application/json", "x-sandbox-control": "1" }, body: JSON.stringify({ advanceMs }) });

/** The captcha code the sandbox accepts now (waits until one has been issued). */
export async function captchaCode(): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { captcha } = await sandboxState();
    if (captcha) return captcha.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the sandbox issued no captcha");
}

/** The live SMS code sent to `mobileNum` (the newest one), from the control API. */
export async function smsCode(mobileNum: string): Promise<string> {
  const codes = (await sandboxState()).smsCodes.filter((c) => c.mobileNum === mobileNum && !c.used);
  const code = codes.at(-1)?.code;
  if (!code) throw new Error(`no live SMS code for ${mobileNum}`);
  return code;
}

/** The plain JSON of an encrypted platform call the page made (the sandbox's own decryption). */
export function decryptedBody(request: Request): Record<string, unknown> {
  const body = request.postDataJSON() as { value?: unknown } | null;
  return decryptPayload(request.headers()["encryption"] ?? null, body?.value) as Record<string, unknown>;
}

/** The login modal, the register modal, the forgot-password and change-password modals. */
export const loginDialog = (page: Page): Locator => page.getByRole("dialog", { name: "Log in" });
export const registerDialog = (page: Page): Locator => page.getByRole("dialog", { name: "Register and get P 1,000" });
export const recoveryDialog = (page: Page): Locator => page.getByRole("dialog", { name: "Forgot password" });
export const changePasswordDialog = (page: Page): Locator => page.getByRole("dialog", { name: "Change password" });

/**
 * A password input by its label. A password input has no ARIA role, and its label's text ends with the required
 * asterisk (hidden from assistive technology), so it is matched by the label text with or without the asterisk.
 */
export function passwordInput(scope: Locator | Page, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`));
}

/** The header's logged-in bar; its balance button and the account name. */
export const memberBar = (page: Page): Locator => page.getByTestId("member-bar");
export const balanceButton = (page: Page): Locator => page.getByTestId("balance");

/** Waits until the header shows a member with a loaded balance, and no modal is left open. */
export async function waitForMember(page: Page): Promise<void> {
  await memberBar(page).waitFor();
  await balanceButton(page).filter({ hasText: /\d/ }).waitFor();
  await page.locator("dialog[open]").first().waitFor({ state: "detached" });
}

/**
 * Arranges a logged-in member for a test whose subject comes after the login: the session is made the way the site
 * makes it (the platform's encrypted login call) and its token put where the site keeps it (the tab's sessionStorage)
 * before the page's scripts run, so the next page the test opens resumes that session, as a reload does. No page is
 * opened here. The login form itself is tested by auth-login.spec.ts and the login paths; the tests that arrange
 * their member this way skip a visit of the home page and a login through the form. A token the site stored itself
 * (a login in the page after a 401) is left alone.
 */
export async function signedIn(page: Page, username: string, password: string): Promise<void> {
  await resumeSession(page, await platformLogin(BASE_URL, { username, password }));
}

/** A member logged in as `signedIn` makes it, at `route` (visited: drawn and checked with axe) with the header showing the member's balance. */
export async function memberAt(page: Page, username: string, password: string, route = "/"): Promise<void> {
  await signedIn(page, username, password);
  await visit(page, route);
  await waitForMember(page);
}

/** Opens the login modal from the header (the form's Log in on wide screens, the button on phones). */
export async function openLoginFromHeader(page: Page): Promise<Locator> {
  await page.getByTestId("login-area").getByRole("button", { name: "Log in" }).filter({ visible: true }).click();
  const dialog = loginDialog(page);
  await dialog.waitFor();
  return dialog;
}

/** Types a username and password into the open login modal and submits. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByRole("textbox", { name: "Username" }).fill(username);
  await passwordInput(dialog, "Password").fill(password);
  await dialog.getByRole("button", { name: "Log in", exact: true }).click();
}

/** Signs out through the confirmation dialog and waits for the guest header. */
export async function logOut(page: Page): Promise<void> {
  await memberBar(page).getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("alertdialog", { name: "Sign out" }).getByRole("button", { name: "Confirm" }).click();
  await memberBar(page).waitFor({ state: "detached" });
  await page.getByTestId("login-area").getByRole("button", { name: "Log in" }).filter({ visible: true }).waitFor();
  // Never a token after logout (issue 28's storage audit).
  const token = await page.evaluate(() => sessionStorage.getItem("token"));
  if (token !== null) throw new Error("the session token is still in sessionStorage after logout");
}

export interface StoredState {
  session: Record<string, string>;
  local: Record<string, string>;
  cookies: { name: string; value: string }[];
}

/** Everything the site keeps in the browser: session storage, local storage and cookies. */
export async function storedState(page: Page): Promise<StoredState> {
  const { session, local } = await page.evaluate(() => ({
    session: Object.fromEntries(Object.entries(window.sessionStorage)),
    local: Object.fromEntries(Object.entries(window.localStorage)),
  }));
  const cookies = (await page.context().cookies()).map(({ name, value }) => ({ name, value }));
  return { session, local, cookies };
}

/** Every stored value (keys and values of both storages and the cookies) as one text, to search for secrets. */
export function storedText(state: StoredState): string {
  return JSON.stringify(state);
}
