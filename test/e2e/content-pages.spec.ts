/**
 * The content pages of issue 31 item 4 in the browser: the affiliate application (/join), feedback and complaints
 * (/feedback) and the winners list (/winners), each reached from the footer, with problems next to their fields,
 * a failed send with Try again that sends the same application, and the confirmations; none "not available yet".
 */
import type { Page } from "playwright-core";
import { describe, expect, it, settled, visit } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { sandbox } from "./support/sandbox.ts";
import { loginDialog, submitLogin, waitForMember } from "./support/auth.ts";

const APPLICATION = "/wps/relay/MCSFE_submitAffiliateApplication";

/** The request bodies the page sent to `path`. */
function sentTo(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path && request.method() === "PUT") bodies.push(JSON.parse(request.postData() ?? "{}") as Record<string, unknown>);
  });
  return bodies;
}

const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`);

describe("content pages: join, feedback, winners", () => {
  it("join: the footer opens the application; problems show next to their fields; a failed send is tried again with the same application; the confirmation names the reference [CNT-11] [CNT-12]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const sent = sentTo(page, APPLICATION);
    await visit(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Join Us" }).click();
    await page.waitForURL(/\/join$/);
    await page.getByRole("heading", { level: 1, name: "Become an affiliate" }).waitFor();
    const form = page.getByRole("form", { name: "Become an affiliate" });

    await form.getByRole("button", { name: "Send application" }).click();
    await fieldError(page, "join-name").getByText("This field is required.").waitFor();
    expect(await fieldError(page, "join-email").textContent()).toBe("This field is required.");
    expect(await fieldError(page, "join-mobile").textContent()).toBe("This field is required.");
    expect(await form.getByRole("textbox", { name: "Full name" }).getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, "/join with field errors");

    await form.getByRole("textbox", { name: "Full name" }).fill("Ana Souza");
    await form.getByRole("textbox", { name: "E-mail" }).fill("ana.example.com");
    await form.getByRole("textbox", { name: "Mobile number" }).fill("11987654321");
    await form.getByRole("textbox", { name: "How will you bring players? (optional)" }).fill("I run a football channel.");
    await form.getByRole("button", { name: "Send application" }).click();
    await fieldError(page, "join-email").getByText("Enter a valid e-mail address.").waitFor();
    // What was typed stays.
    expect(await form.getByRole("textbox", { name: "Full name" }).inputValue()).toBe("Ana Souza");
    expect(sent).toHaveLength(0);

    await form.getByRole("textbox", { name: "E-mail" }).fill("ana@example.com");
    await sandbox.scenario({ failure: { mode: "http500", path: APPLICATION, remaining: 1 } });
    await form.getByRole("button", { name: "Send application" }).click();
    await form.getByRole("alert").filter({ hasText: /\S/ }).waitFor();
    await form.getByRole("button", { name: "Try again" }).click();
    const confirmation = page.getByTestId("join-sent");
    await confirmation.getByRole("heading", { name: "Application received" }).waitFor();
    expect(await confirmation.textContent()).toContain("AF-100101");
    expect(await confirmation.textContent()).toContain("ana@example.com");
    // Sent once: the retry carried the same requestId.
    expect(sent).toHaveLength(2);
    expect(sent[1]?.requestId).toBe(sent[0]?.requestId);
    await expectAccessible(page, "/join sent");

    // A second application of the same e-mail is refused next to the e-mail field.
    await confirmation.getByRole("button", { name: "Send another application" }).click();
    await form.getByRole("textbox", { name: "Full name" }).fill("Ana Souza");
    await form.getByRole("textbox", { name: "E-mail" }).fill("ana@example.com");
    await form.getByRole("textbox", { name: "Mobile number" }).fill("11987654321");
    await form.getByRole("button", { name: "Send application" }).click();
    await fieldError(page, "join-email").getByText("An application from this e-mail is already being reviewed.").waitFor();
  });

  it("feedback: a guest logs in from the page; a type and 10 to 300 words are asked for; the feedback is sent once with a confirmation [CNT-13] [CNT-14]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const sent = sentTo(page, "/wps/feedback");
    await visit(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Feedback and complaints" }).click();
    await page.waitForURL(/\/feedback$/);
    await page.getByText("Log in to send feedback.").waitFor();
    await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
    await loginDialog(page).waitFor();
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    const form = page.getByRole("form", { name: "Feedback and complaints" });
    await form.waitFor();

    const text = form.getByRole("textbox", { name: "Your feedback" });
    await text.fill("Payouts are slow");
    await form.getByText("3 words (10 to 300)").waitFor();
    await form.getByRole("button", { name: "Send feedback" }).click();
    await fieldError(page, "feedback-type").getByText("Choose what your feedback is about.").waitFor();
    await fieldError(page, "feedback-content").getByText("Write at least 10 words (now 3).").waitFor();
    await expectAccessible(page, "/feedback with field errors");

    await form.getByRole("combobox", { name: "About" }).selectOption({ label: "Withdrawal" });
    await text.fill("Payouts are slow: my withdrawal of yesterday has not arrived in my bank yet.");
    await form.getByRole("button", { name: "Send feedback" }).click();
    const confirmation = page.getByTestId("feedback-sent");
    await confirmation.getByRole("heading", { name: "Feedback sent" }).waitFor();
    expect(await confirmation.textContent()).toContain("5001");
    expect(sent).toEqual([expect.objectContaining({ type: "WITHDRAWAL", content: "Payouts are slow: my withdrawal of yesterday has not arrived in my bank yet." })]);
    await expectAccessible(page, "/feedback sent");
  });

  it("winners: the footer opens the list, biggest win first, 10 per page with ranks; page 2 goes on from 11 [CNT-15] [SITE-12]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Winners" }).click();
    await page.waitForURL(/\/winners$/);
    const list = page.getByRole("list", { name: /^Winners, page 1 of \d+$/ });
    await list.waitFor();
    const amounts = async () =>
      (await list.getByTestId("winner").evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ""))).map((text) => Number((/P ([\d,.]+)$/.exec(text)?.[1] ?? "0").replace(/,/g, "")));
    const first = await amounts();
    expect(first).toHaveLength(10);
    expect(first).toEqual([...first].sort((a, b) => b - a));
    await expectAccessible(page, "/winners");
    await page.getByRole("navigation", { name: "Winner pages" }).getByRole("button", { name: "Page 2" }).click();
    const second = page.getByRole("list", { name: /^Winners, page 2 of \d+$/ });
    await second.waitFor();
    expect(await second.getByTestId("winner").first().getAttribute("aria-label")).toMatch(/^11\. /);
    const next = (await second.getByTestId("winner").evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ""))).map((text) => Number((/P ([\d,.]+)$/.exec(text)?.[1] ?? "0").replace(/,/g, "")));
    expect(Math.max(...next)).toBeLessThanOrEqual(Math.min(...first));

    // The page's texts come with their own catalogue: a language switch on the page brings that language's.
    await page.getByRole("combobox", { name: "Language" }).selectOption("pt");
    await page.getByRole("heading", { level: 1, name: "Ganhadores" }).waitFor();
    await page.getByText("As maiores vitórias recentes do site. Toque numa vitória para jogar esse jogo.").waitFor();
    await page.getByRole("list", { name: /^Ganhadores, página 1 de \d+$/ }).waitFor();

    for (const path of ["/join", "/feedback", "/winners", "/news", "/blog", "/about"]) {
      await page.goto(path);
      await settled(page);
      expect(await page.getByText(/not available yet|não está disponível ainda/).count(), path).toBe(0);
    }
  });

  it("news, blog and about us: the footer opens the platform's articles in the site's language; Read opens the text and Back returns to the list [CNT-16]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "News", exact: true }).click();
    await page.waitForURL(/\/news$/);
    const list = page.getByTestId("article-list");
    await list.getByRole("heading", { name: "New live casino tables" }).waitFor();
    expect(await list.getByRole("heading", { level: 2 }).allTextContents()).toEqual(["New live casino tables", "The app is faster"]);
    await expectAccessible(page, "/news");
    await list.getByRole("button", { name: "Read New live casino tables" }).click();
    const article = page.locator("article[data-article]");
    await article.getByTestId("article-html").getByText("Open the Live tab in the header to find them.").waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("New live casino tables");
    await expectAccessible(page, "/news article");
    await article.getByRole("button", { name: "Back to the list" }).click();
    await list.waitFor();

    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForURL(/\/blog$/);
    await page.getByTestId("article-list").getByRole("heading", { name: "Set a budget before you play" }).waitFor();

    // The about page in Portuguese: its one text at once.
    const pt = await e2e.open({ lang: "pt" });
    await visit(pt, "/about");
    await pt.getByRole("heading", { level: 1, name: "Sobre nós" }).waitFor();
    await pt.locator("article[data-article]").getByRole("heading", { name: "Sobre nós" }).waitFor();
    await pt.getByTestId("article-html").getByText("Jogo justo, pagamentos rápidos e jogo responsável vêm em primeiro lugar.").waitFor();
  });
});
