/**
 * The form primitives (src/components: fields, send-code countdown, country-code picker, captcha image, loading
 * overlay, alert and confirm dialogs) in headless Chromium on the test-only harness page (test/e2e/harness,
 * form-demos.tsx), with axe on every state that shows something new.
 */
import type { Page } from "playwright-core";
import { describe, it, visit, PHONE } from "./support/suite.ts";
import { expectAccessible, expectAccessibleDialog } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

const HARNESS = "/__harness/";

async function openHarness(page: Page): Promise<void> {
  await visit(page, HARNESS, "component harness");
}

/** Role/name-ish description of the focused element, e.g. "button:OK" or "combobox:demo-mobile". */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const role = el.getAttribute("role") ?? (el instanceof HTMLInputElement ? "textbox" : el.tagName.toLowerCase());
    const name = el.getAttribute("aria-label") ?? (el instanceof HTMLInputElement ? el.id : el.textContent?.trim());
    return `${role}:${name}`;
  });
}

describe.concurrent("Form fields", () => {
  it("errors sit under their fields, are announced, described and keep what was typed; axe finds nothing", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    const username = page.getByRole("textbox", { name: "Username" });
    const errorRegion = page.locator("#demo-username-error");
    expect(await errorRegion.getAttribute("aria-live")).toBe("polite");
    expect(await errorRegion.textContent()).toBe("");
    expect(await username.getAttribute("autocomplete")).toBe("username");

    await username.fill("ab");
    await page.getByRole("button", { name: "Log in" }).click();
    expect(await username.inputValue()).toBe("ab");
    expect(await username.getAttribute("aria-invalid")).toBe("true");
    expect(await errorRegion.textContent()).toBe("Username must be 4 to 12 letters or digits");
    const description = await username.evaluate((input) =>
      (input.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" | "),
    );
    expect(description).toBe("Username must be 4 to 12 letters or digits | 4 to 12 letters or digits");
    // The error is right under the field's box.
    const [box, error] = await Promise.all([username.locator("..").boundingBox(), errorRegion.boundingBox()]);
    expect(box && error && error.y - (box.y + box.height)).toBeLessThan(12);

    const password = page.locator("#demo-password");
    expect(await password.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#demo-password-error").textContent()).toBe("Enter your password");
    await expectAccessible(page, "harness form with field errors");
    await saveScreenshot(page, "harness-form-errors.desktop");
  });

  it("the password toggle shows and hides the password and keeps focus", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    const password = page.locator("#demo-password");
    await password.fill("Demo1234");
    expect(await password.getAttribute("type")).toBe("password");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("button:Show password");
    await page.keyboard.press("Space");
    expect(await password.getAttribute("type")).toBe("text");
    expect(await page.getByRole("button", { name: "Show password" }).getAttribute("aria-pressed")).toBe("true");
    expect(await focused(page)).toBe("button:Show password");
    await page.keyboard.press("Enter");
    expect(await password.getAttribute("type")).toBe("password");
    expect(await password.inputValue()).toBe("Demo1234");
  });

  it("the checkbox is a 24 px target toggled by its label, and its error is described", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    const box = page.getByRole("checkbox", { name: /over 18/ });
    const size = await box.boundingBox();
    expect(size && Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24);
    await page.getByText("I am over 18 and agree to the").click();
    expect(await box.isChecked()).toBe(false);
    await page.getByRole("button", { name: "Log in" }).click();
    expect(await box.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#demo-agree-error").textContent()).toBe("Please accept the terms");
  });

  it("submitting covers the form (aria-busy, 'Loading…'), then a server message shows in an alert", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    await page.getByRole("textbox", { name: "Username" }).fill("wrong");
    await page.locator("#demo-password").fill("Demo1234");
    await page.getByRole("button", { name: "Log in" }).click();
    const busy = page.locator("[aria-busy='true']").filter({ has: page.getByRole("form") });
    await busy.waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Loading…" }).count()).toBe(1);
    // The overlay takes the pointer: the submit button underneath does not receive the click.
    const hit = await page.getByRole("button", { name: "Log in" }).evaluate((button) => {
      const r = button.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === button;
    });
    expect(hit).toBe(false);
    await expectAccessible(page, "harness form while submitting");
    await busy.waitFor({ state: "detached" });
    expect(await page.getByRole("alert").textContent()).toBe("Wrong username or password");
    await expectAccessible(page, "harness form with a form-level error");
  });

  it("phone viewport: fields, slots and picker fit", async ({ e2e, expect }) => {
    const page = await e2e.open({ viewport: PHONE });
    await openHarness(page);
    await page.getByRole("button", { name: "Log in" }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("combobox", { name: "Country code" }).click();
    await expectAccessible(page, "harness form on a phone, picker open");
    await saveScreenshot(page, "harness-form.phone");
  });
});

describe.concurrent("CountryCodePicker (select-only combobox)", () => {
  async function state(page: Page) {
    return page.getByRole("combobox", { name: "Country code" }).evaluate((combo) => {
      const active = document.getElementById(combo.getAttribute("aria-activedescendant") ?? "");
      const list = document.getElementById(combo.getAttribute("aria-controls") ?? "");
      return {
        expanded: combo.getAttribute("aria-expanded"),
        value: combo.textContent,
        active: active?.querySelector("span")?.textContent ?? null,
        listVisible: list ? list.checkVisibility() : null,
      };
    });
  }

  it("keyboard: opens on the selected code, moves, types ahead, selects; focus stays; axe passes open", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    const combo = page.getByRole("combobox", { name: "Country code" });
    await combo.focus();
    expect(await state(page)).toEqual({ expanded: "false", value: "Brazil+55", active: null, listVisible: false });
    await page.keyboard.press("ArrowDown");
    expect(await state(page)).toEqual({ expanded: "true", value: "Brazil+55", active: "Brazil", listVisible: true });
    await expectAccessible(page, "harness country-code picker open");
    await saveScreenshot(page, "harness-country-code-open.desktop");
    await page.keyboard.press("End");
    expect((await state(page)).active).toBe("Việt Nam");
    await page.keyboard.press("Home");
    expect((await state(page)).active).toBe("Bangladesh");
    await page.keyboard.type("th");
    expect((await state(page)).active).toBe("Thailand");
    await page.keyboard.press("Enter");
    expect(await state(page)).toEqual({ expanded: "false", value: "Thailand+66", active: null, listVisible: false });
    expect(await focused(page)).toMatch(/^combobox:/);
    expect(await page.getByTestId("form-log").textContent()).toContain("dialing=66");
    // Escape closes without a change.
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Escape");
    expect(await state(page)).toMatchObject({ expanded: "false", value: "Thailand+66" });
    expect(await focused(page)).toMatch(/^combobox:/);
  });

  it("a click on an option selects it; the list closes 200 ms after focus leaves [COUNTRY-01] [CONST-05]", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    const combo = page.getByRole("combobox", { name: "Country code" });
    await combo.click();
    await page.getByRole("option", { name: /Japan/ }).click();
    expect(await state(page)).toMatchObject({ expanded: "false", value: "Japan+81" });
    await combo.click();
    expect((await state(page)).expanded).toBe("true");
    const timeline = await combo.evaluate(async (el) => {
      const read = () => el.getAttribute("aria-expanded");
      (el as HTMLElement).blur();
      const at0 = read();
      await new Promise((resolve) => setTimeout(resolve, 120));
      const at120 = read();
      await new Promise((resolve) => setTimeout(resolve, 180));
      return [at0, at120, read()];
    });
    expect(timeline).toEqual(["true", "true", "false"]);
  });
});

describe.concurrent("SendCodeButton and CaptchaImage", () => {
  it("send code: busy, then 'Code sent (n)' as a timer, unusable while counting with focus kept; milestones announced", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    const send = page.getByRole("button", { name: "Send code" });
    await send.focus();
    await page.keyboard.press("Enter");
    const timer = page.getByRole("timer");
    await timer.waitFor();
    expect(await timer.getAttribute("aria-live")).toBe("off");
    expect(await timer.textContent()).toMatch(/^Code sent \([123]\)$/);
    const counting = page.getByRole("button", { name: "Code sent" });
    expect(await counting.getAttribute("aria-disabled")).toBe("true");
    expect(await focused(page)).toBe("button:Code sent");
    await page.keyboard.press("Enter");
    await counting.click({ force: true }); // force: Playwright itself refuses to click an aria-disabled button
    const announcer = page.locator(".visually-hidden[aria-live='polite']").filter({ hasText: /code/ });
    expect(await announcer.textContent()).toBe("Code sent. You can ask for a new code in 3 seconds.");
    await page.getByRole("button", { name: "Send code" }).waitFor({ timeout: 6000 });
    expect(await announcer.textContent()).toBe("You can ask for a new code now.");
    expect(await page.getByTestId("form-log").textContent()).toContain("sends=1");
    expect(await focused(page)).toBe("button:Send code");
  });

  it("the captcha image is a refresh button that refuses a second refresh while it cools down", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    const refresh = page.getByRole("button", { name: "Refresh captcha" });
    const image = refresh.getByRole("img", { name: "Captcha image" });
    expect(await image.count()).toBe(1);
    const before = await refresh.boundingBox();
    expect(before && [before.width, before.height]).toEqual([102, 42]);
    await refresh.click();
    expect(await refresh.getAttribute("aria-disabled")).toBe("true");
    await page.waitForFunction(() => document.querySelector("[data-testid='form-log']")?.textContent?.includes("captcha=2"));
    // force: Playwright itself waits for an aria-disabled button to become enabled before it clicks.
    await refresh.click({ force: true });
    expect(await refresh.getAttribute("aria-disabled")).toBe("true");
    const after = await refresh.boundingBox();
    expect(after && [after.width, after.height]).toEqual([102, 42]);
    await page.waitForFunction(() => document.querySelector("button[aria-label='Refresh captcha']")?.getAttribute("aria-disabled") === "false");
    expect(await page.getByTestId("form-log").textContent()).toContain("captcha=2");
    await refresh.click();
    await page.waitForFunction(() => document.querySelector("[data-testid='form-log']")?.textContent?.includes("captcha=3"));
  });
});

describe.concurrent("AlertDialog and ConfirmDialog (alertdialog)", () => {
  it("the warning is an alertdialog named and described, focus on OK, Enter closes and focus returns", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    await page.getByRole("button", { name: "Show warning" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Warning" });
    await dialog.waitFor();
    const describedBy = await dialog.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("The SMS could not be sent. Please try again later.");
    expect(await focused(page)).toBe("button:OK");
    await expectAccessibleDialog(page, "harness alert dialog");
    await saveScreenshot(page, "harness-alert-dialog.desktop");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden" });
    expect(await focused(page)).toBe("button:Show warning");
    expect(await page.getByTestId("dialog-log").textContent()).toBe("alert-confirm");
  });

  it("the logout question focuses Cancel; Escape cancels; Confirm confirms; focus returns each time", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    const opener = page.getByRole("button", { name: "Sign out" });
    await opener.click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out" });
    await dialog.waitFor();
    expect(await focused(page)).toBe("button:Cancel");
    await expectAccessibleDialog(page, "harness confirm dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await focused(page)).toBe("button:Sign out");
    await opener.click();
    await dialog.waitFor();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("button:Confirm");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden" });
    expect(await focused(page)).toBe("button:Sign out");
    expect(await page.getByTestId("dialog-log").textContent()).toBe("cancel,logout");
  });
});
