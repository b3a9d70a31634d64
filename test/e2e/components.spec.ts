/**
 * Keyboard behaviour of the shared primitives (src/components) against the WAI-ARIA Authoring Practices, on the
 * test-only harness page (test/e2e/harness, served at /__harness/ by the e2e build only).
 */
import type { Page } from "playwright-core";
import { describe, it, visit } from "./support/suite.ts";
import { expectAccessible, expectAccessibleDialog } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

const HARNESS = "/__harness/";

/** Role/name-ish description of the focused element, e.g. "button:Close" or "textbox:harness-note". */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const role = el.getAttribute("role") ?? (el instanceof HTMLInputElement ? "textbox" : el.tagName.toLowerCase());
    const name = el.getAttribute("aria-label") ?? (el instanceof HTMLInputElement ? el.id : el.textContent?.trim());
    return `${role}:${name}`;
  });
}

async function openHarness(page: Page): Promise<void> {
  await visit(page, HARNESS, "component harness");
}

describe.concurrent("Dialog (WAI-ARIA modal dialog pattern)", () => {
  it("opens from the keyboard with focus inside, is named by its title, and passes the accessibility check", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    await page.getByRole("button", { name: "Open dialog" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Confirm sign out" });
    await dialog.waitFor();
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    expect(await focused(page)).toBe("textbox:harness-note");
    await expectAccessibleDialog(page, "harness dialog");
    await saveScreenshot(page, "harness-dialog.desktop");
  });

  it("keeps Tab and Shift+Tab inside (wrapping) and makes the page underneath inert", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    await page.getByRole("button", { name: "Open dialog" }).click();
    await page.getByRole("dialog").waitFor();
    const forward: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      forward.push(await focused(page));
    }
    expect(forward).toEqual(["button:Cancel", "button:Confirm", "button:Close", "textbox:harness-note", "button:Cancel"]);
    const backward: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      backward.push(await focused(page));
    }
    expect(backward).toEqual(["textbox:harness-note", "button:Close", "button:Confirm", "button:Cancel", "textbox:harness-note"]);
    // The page under a modal is inert: its controls take neither focus nor clicks.
    const underneath = await page.evaluate(() => {
      const before = Array.from(document.querySelectorAll("button")).find((b) => b.textContent === "Before");
      if (!before) return "missing";
      before.focus();
      const box = before.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return { focusable: document.activeElement === before, clickable: hit === before };
    });
    expect(underneath).toEqual({ focusable: false, clickable: false });
  });

  it("Escape closes it and focus returns to the button that opened it", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    await page.getByRole("button", { name: "Open dialog" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    expect(await focused(page)).toBe("button:Open dialog");
    expect(await page.getByTestId("dialog-closes").textContent()).toBe("Closed 1 times");
    expect(await page.getByRole("button", { name: "Before" }).count()).toBe(1);
  });

  it("the close button and an action inside close it too, each returning focus", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    for (const name of ["Close", "Confirm"]) {
      await page.getByRole("button", { name: "Open dialog" }).click();
      await page.getByRole("dialog").getByRole("button", { name }).click();
      await page.getByRole("dialog").waitFor({ state: "hidden" });
      expect(await focused(page)).toBe("button:Open dialog");
    }
    expect(await page.getByTestId("dialog-closes").textContent()).toBe("Closed 2 times");
  });

  it("the close button's name is translated (Portuguese)", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await visit(page, `${HARNESS}?lang=pt`, "component harness (pt)");
    await page.getByRole("button", { name: "Open dialog" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await page.getByRole("dialog").getByRole("button", { name: "Fechar" }).count()).toBe(1);
  });
});

describe.concurrent("Tabs (WAI-ARIA tabs pattern, automatic activation)", () => {
  async function tabState(page: Page) {
    return page.getByRole("tab").evaluateAll((tabs) =>
      tabs.map((tab) => {
        const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
        return {
          name: tab.textContent,
          selected: tab.getAttribute("aria-selected"),
          tabIndex: (tab as HTMLElement).tabIndex,
          panelHidden: panel?.hidden,
          panelLabelledByTab: panel?.getAttribute("aria-labelledby") === tab.id,
        };
      }),
    );
  }

  it("only the selected tab is in the Tab order; the panel follows it", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    expect(await page.getByRole("tablist", { name: "Wallet" }).count()).toBe(1);
    expect(await tabState(page)).toEqual([
      { name: "Deposit", selected: "true", tabIndex: 0, panelHidden: false, panelLabelledByTab: true },
      { name: "Withdraw", selected: "false", tabIndex: -1, panelHidden: true, panelLabelledByTab: true },
      { name: "History", selected: "false", tabIndex: -1, panelHidden: true, panelLabelledByTab: true },
    ]);
    await page.getByRole("button", { name: "After" }).focus();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("tab:Deposit");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("tabpanel:Deposit panel");
  });

  it("ArrowRight/ArrowLeft move, select and wrap; Home/End go to the ends", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    await page.getByRole("tab", { name: "Deposit" }).focus();
    const steps: [string, string][] = [
      ["ArrowRight", "Withdraw"],
      ["ArrowRight", "History"],
      ["ArrowRight", "Deposit"],
      ["ArrowLeft", "History"],
      ["ArrowLeft", "Withdraw"],
      ["Home", "Deposit"],
      ["End", "History"],
    ];
    for (const [key, expected] of steps) {
      await page.keyboard.press(key);
      expect(await focused(page), `${key} focuses ${expected}`).toBe(`tab:${expected}`);
      const state = await tabState(page);
      expect(state.filter((t) => t.selected === "true").map((t) => t.name)).toEqual([expected]);
      expect(state.filter((t) => t.tabIndex === 0).map((t) => t.name)).toEqual([expected]);
      expect(state.filter((t) => !t.panelHidden).map((t) => t.name)).toEqual([expected]);
    }
    expect(await page.getByRole("tabpanel").textContent()).toBe("History panel");
    expect(await page.getByTestId("tab-changes").textContent()).toBe("withdraw,history,deposit,history,withdraw,deposit,history");
    await expectAccessible(page, "harness tabs after keyboard use");
  });

  it("a click selects too", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await openHarness(page);
    await page.getByRole("tab", { name: "History" }).click();
    expect(await page.getByRole("tab", { name: "History" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tabpanel").textContent()).toBe("History panel");
  });
});
