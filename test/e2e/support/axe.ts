/**
 * The accessibility gate of the browser run: axe-core (WCAG 2.0/2.1/2.2 A and AA rules plus best practice) on a
 * page or part of it. Any violation throws one readable error listing rule, impact, help and the offending nodes.
 * Call it for every route visited (`visit()` does) and every modal opened (`expectAccessibleDialog()`).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
export type AxeViolation = AxeResults["violations"][number];

/** Every place checked in this worker, for the report printed at the end of a spec file. */
export const checked: string[] = [];

export function formatViolations(where: string, violations: readonly AxeViolation[]): string {
  const lines = [`axe: ${violations.length} accessibility violation${violations.length === 1 ? "" : "s"} on ${where}`];
  for (const v of violations) {
    lines.push(`- [${v.impact ?? "n/a"}] ${v.id}: ${v.help} (${v.tags.filter((t) => t.startsWith("wcag") || t === "best-practice").join(", ")})`);
    lines.push(`    ${v.helpUrl}`);
    for (const node of v.nodes.slice(0, 5)) {
      lines.push(`    at ${node.target.join(" ")}`);
      const [first, ...items] = (node.failureSummary ?? "").split("\n").map((s) => s.trim()).filter(Boolean);
      const summary = first ? `${first} ${items.join("; ")}` : "";
      if (summary) lines.push(`       ${summary}`);
    }
    if (v.nodes.length > 5) lines.push(`    … and ${v.nodes.length - 5} more`);
  }
  return lines.join("\n");
}

export interface AxeOptions {
  /** CSS selector limiting the check to one part of the page (e.g. an open dialog). */
  include?: string;
  /** Rule ids to switch off, each with a reason in the calling spec. Keep empty. */
  disableRules?: string[];
}

/** Runs axe on the page as it is now and returns the violations (no throw). */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  // Legacy mode runs axe in the page (and injected frames) without the extra blank page that AxeBuilder otherwise
  // opens to finish the run; with only violations serialised this is ~3× faster (≈0.4 s instead of 1.4 s a page).
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ["violations"] }).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  return results.violations;
}

/** Fails with a readable list when axe finds any violation. `where` names the route/state in the message. */
export async function expectAccessible(page: Page, where: string, options: AxeOptions = {}): Promise<void> {
  const violations = await axeViolations(page, options);
  checked.push(where);
  if (violations.length > 0) throw new Error(formatViolations(where, violations));
}

/** The check for a modal that is open now: the dialog itself, and the page with the dialog on top. */
export async function expectAccessibleDialog(page: Page, where: string): Promise<void> {
  await expectAccessible(page, `${where} (dialog)`, { include: "dialog[open], [role='dialog'], [role='alertdialog']" });
  await expectAccessible(page, `${where} (page with the dialog open)`);
}
