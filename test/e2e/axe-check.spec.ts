/**
 * The accessibility check itself must be able to fail: pages with planted violations must be reported, with the
 * rule, the element and the help link in the message. (Also proven once on the harness page; see the ADR.)
 */
import { describe, it } from "./support/suite.ts";
import { axeViolations, expectAccessible, expectAccessibleDialog } from "./support/axe.ts";

const CLEAN = `<!doctype html><html lang="en"><head><title>Clean</title></head>
<body><main><h1>Clean page</h1><p>Nothing to report.</p><button type="button">Save</button></main></body></html>`;

const PLANTED = `<!doctype html><html lang="en"><head><title>Planted</title></head>
<body><main><h1>Planted violations</h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="no-alt">
<button type="button" id="no-name"></button>
</main></body></html>`;

describe.concurrent("the axe check", () => {
  it("passes a clean page", async ({ e2e }) => {
    const page = await e2e.open();
    await page.setContent(CLEAN);
    await expectAccessible(page, "clean page");
  });

  it("reports an image without alt text and a button without a name, readably", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await page.setContent(PLANTED);
    const ids = (await axeViolations(page)).map((v) => v.id).sort();
    expect(ids).toEqual(expect.arrayContaining(["button-name", "image-alt"]));
    const error = await expectAccessible(page, "planted page").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(/^axe: \d+ accessibility violations on planted page/);
    expect(message).toContain("image-alt: Images must have alternative text");
    expect(message).toContain("at #no-alt");
    expect(message).toContain("button-name");
    expect(message).toContain("at #no-name");
    expect(message).toContain("https://dequeuniversity.com/rules/axe/");
  });

  it("reports a modal without an accessible name", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await page.setContent(CLEAN.replace("</main>", "</main><div role='dialog' aria-modal='true'><p>Unnamed</p><button type='button'>OK</button></div>"));
    await expect(expectAccessibleDialog(page, "unnamed modal")).rejects.toThrow(/aria-dialog-name/);
  });
});
