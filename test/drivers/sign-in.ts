/**
 * What the sign-in drivers (login, registration) share: beyond the platform gate, a count of the held requests (so a
 * request of an actor that was stopped and re-invoked can be let through before the current one), a scripted answer
 * for the few platform answers the sandbox's rules cannot give, and a gate for the social provider's popup; on the
 * screen, typing into a field and what the captcha and the loader show.
 */
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { http, type HttpResponseResolver } from "msw";
import { expect } from "vitest";
import type { SocialSignIn } from "../../src/api/auth-actors.ts";
import { nodeSandbox } from "../sandbox-server.ts";
import type { IssuedSmsCode, SmsPurpose } from "../../src/sandbox/store.ts";
import type { MobileNumber } from "../../src/sandbox/seed/members.ts";
import { translated } from "./catalogue.ts";
import { createPlatformGate } from "./platform-gate.ts";

export interface HeldPlatform {
  /** Lets the next held request to `path` through (waiting for it to be sent first). */
  release(path: string): Promise<void>;
  /**
   * Lets every held request to `path` through, oldest first (at least one): requests of actors that were stopped
   * before their answer (a captcha reloaded by a tab switch) go first, so the current one gets the last answer.
   */
  releaseAll(path: string): Promise<void>;
  /**
   * The next request to `path` that is released gets this answer instead of the sandbox's. Only for answers the
   * sandbox's rules never give (see the drivers); everything else is arranged in the sandbox's store.
   */
  script(path: string, answer: () => Response | Promise<Response>): void;
}

/** Holds the platform calls to `paths` until the driver releases them (see createPlatformGate). */
export function createHeldPlatform(paths: readonly string[]): HeldPlatform {
  const scripted = new Map<string, (() => Response | Promise<Response>)[]>();
  const arrived = new Map<string, number>();
  const released = new Map<string, number>();
  const count = (map: Map<string, number>, path: string) => map.get(path) ?? 0;
  const pathOf = (request: Request) => new URL(request.url).pathname;
  // msw tries the handlers added last first: counter → gate → scripted answer → the sandbox.
  const answer: HttpResponseResolver = ({ request }) => scripted.get(pathOf(request))?.shift()?.();
  nodeSandbox.server.use(http.all("*", answer));
  const gate = createPlatformGate(paths);
  nodeSandbox.server.use(
    http.all("*", ({ request }) => {
      const path = pathOf(request);
      if (paths.includes(path)) arrived.set(path, count(arrived, path) + 1);
      return undefined;
    }),
  );
  const release = async (path: string) => {
    await gate.release(path);
    released.set(path, count(released, path) + 1);
  };
  return {
    release,
    async releaseAll(path) {
      const held = Math.max(1, count(arrived, path) - count(released, path));
      for (let i = 0; i < held; i += 1) await release(path);
    },
    script(path, response) {
      scripted.set(path, [...(scripted.get(path) ?? []), response]);
    },
  };
}

interface HeldSignIn {
  provider: Parameters<SocialSignIn["idToken"]>[0];
  real: SocialSignIn;
  resolve(token: string): void;
  reject(error: unknown): void;
}

const heldSignIns: HeldSignIn[] = [];

/**
 * The social provider's popup, held until the driver decides how it ends. The sandbox adapter answers at once, so
 * the login machine's `authorizing` state (the popup is open) could never be seen; `ui-paths.test.tsx` swaps the
 * adapter for this one (vi.mock of src/app/social/sandbox.ts), and the answer is still the sandbox adapter's own token.
 */
export function heldSocialSignIn(real: SocialSignIn): SocialSignIn {
  return { idToken: (provider) => new Promise<string>((resolve, reject) => heldSignIns.push({ provider, real, resolve, reject })) };
}

async function nextSignIn(): Promise<HeldSignIn> {
  const deadline = Date.now() + 3000;
  while (heldSignIns.length === 0) {
    if (Date.now() > deadline) throw new Error("the app never opened the social provider's popup");
    await new Promise((r) => setTimeout(r, 5));
  }
  return heldSignIns.shift()!;
}

export const socialPopup = {
  /** Forgets popups of an earlier path (their actors are stopped). */
  reset(): void {
    heldSignIns.length = 0;
  },
  /** The player signs in with the provider: the sandbox adapter's identity token comes back. */
  async signIn(): Promise<void> {
    const held = await nextSignIn();
    held.resolve(await held.real.idToken(held.provider));
  },
  /** The player closes the popup. */
  async close(): Promise<void> {
    const held = await nextSignIn();
    held.reject({ code: "social.cancelled" });
  },
};

/** Replaces what a field holds with `value`, keystroke by keystroke as the player types. */
export async function typeInto(user: UserEvent, input: HTMLElement, value: string): Promise<void> {
  await user.clear(input);
  if (value !== "") await user.type(input, value);
}

/** The loader covers the content (submitting, checking, waiting for a popup). */
export const busyIn = (element: HTMLElement) => within(element).queryByTestId("loading-overlay") !== null;

/** What the captcha field of `form` shows in a captcha region state (`hidden` / `off`, `loading`, `failed`, `shown.*`). */
export function expectCaptcha(form: HTMLElement, captcha: unknown): void {
  const field = within(form).queryByRole("textbox", { name: /^Captcha/ });
  if (captcha === "hidden" || captcha === "off") {
    expect(field).toBeNull();
    return;
  }
  expect(field).not.toBeNull();
  const refresh = within(form).getByRole("button", { name: "Refresh captcha" });
  const image = within(form).queryByRole("img", { name: "Captcha image" });
  if (captcha === "loading") {
    expect(refresh).toHaveAttribute("aria-busy", "true");
  } else if (captcha === "failed") {
    expect(within(form).getByText("The captcha image could not be loaded. Press it to try again.")).toBeInTheDocument();
    expect(refresh).toHaveAttribute("aria-disabled", "false");
  } else {
    const { shown } = captcha as { shown: "cooling" | "ready" };
    expect(image).not.toBeNull();
    expect(refresh).not.toHaveAttribute("aria-busy");
    // At most one refresh a second: the image button is unusable while cooling.
    expect(refresh).toHaveAttribute("aria-disabled", shown === "cooling" ? "true" : "false");
  }
}

/** A text as a pattern that matches it literally. */
/**
 * Puts `code` in the sandbox as the live SMS code it texted to `mobile` for `purpose` (replacing any other of that
 * mobile and purpose): the code the player then types is the one the platform sent.
 */
export function textedCode(mobile: MobileNumber, purpose: SmsPurpose, code: string): void {
  const { store } = nodeSandbox;
  const now = store.now();
  const same = (c: IssuedSmsCode) => c.purpose === purpose && c.countryDialingCode === mobile.countryDialingCode && c.mobileNum === mobile.mobileNum;
  store.state.smsCodes = store.state.smsCodes.filter((c) => !same(c));
  store.state.smsCodes.push({ countryDialingCode: mobile.countryDialingCode, mobileNum: mobile.mobileNum, purpose, code, issuedAt: now, expiresAt: now + 5 * 60_000, used: false, wrongAttempts: 0 });
}

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The login popup (open, or opening: it is waited for): the member types their username and password and presses
 * Log in. `language` is the one the popup is read in (its words come from that locale's catalogue).
 */
export async function logInInPopup(user: UserEvent, options: { username?: string; password?: string; language?: string } = {}): Promise<void> {
  const { username = "demo", password = "Demo1234", language = "en" } = options;
  const say = (english: string) => (language === "en" ? english : translated(language, english));
  const dialog = await screen.findByRole("dialog", { name: say("Log in") }, { timeout: 10_000 });
  const form = within(dialog).getByRole("form", { name: say("Log in") });
  await user.type(within(form).getByLabelText(new RegExp(`^${escaped(say("Username"))}`), { selector: "input" }), username);
  await user.type(within(form).getByLabelText(new RegExp(`^${escaped(say("Password"))}`), { selector: "input" }), password);
  await user.click(within(form).getByRole("button", { name: say("Log in") }));
}
