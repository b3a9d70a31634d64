/**
 * Prints a browser path plan (plan.ts) as a standalone script: plain Playwright calls (playwright-core) for what the
 * player does, and the runtime's `see` / `notSee` / `hasAttribute` / `held.answer` for what the screen shows and how
 * the platform answers. The same data the browser specs run, so the exported script is the spec's path.
 */
import type { PathPlan } from "./plan.ts";
import type { Check, Op, Target } from "./runtime.ts";

/** A JavaScript literal of plain data (regular expressions kept as such). */
export function literal(value: unknown): string {
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "{}";
    return `{ ${entries.map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${literal(v)}`).join(", ")} }`;
  }
  return JSON.stringify(value);
}

export function locatorCode(target: Target): string {
  return target.nth === undefined ? baseLocatorCode(target) : `${baseLocatorCode(target)}.nth(${target.nth})`;
}

function baseLocatorCode(target: Target): string {
  const base = target.within ? locatorCode(target.within) : "page";
  if (target.role) {
    const options = { name: target.name, level: target.level };
    return `${base}.getByRole(${JSON.stringify(target.role)}${options.name === undefined && options.level === undefined ? "" : `, ${literal(options)}`})`;
  }
  if (target.label !== undefined) return `${base}.getByLabel(${literal(target.label)})`;
  if (target.text !== undefined) return `${base}.getByText(${literal(target.text)})`;
  if (target.testId !== undefined) return `${base}.getByTestId(${JSON.stringify(target.testId)})`;
  return `${base}.locator(${JSON.stringify(target.css ?? "*")})`;
}

export function opCode(op: Op): string {
  switch (op.do) {
    case "click":
      return `await ${locatorCode(op.target)}.click();`;
    case "fill":
      return `await ${locatorCode(op.target)}.fill(${JSON.stringify(op.value)});`;
    case "press":
      return `await ${locatorCode(op.target)}.press(${JSON.stringify(op.key)});`;
    case "select":
      return `await ${locatorCode(op.target)}.selectOption(${JSON.stringify(op.value)});`;
    case "upload":
      return `await ${locatorCode(op.target)}.setInputFiles({ name: ${JSON.stringify(op.file.name)}, mimeType: ${JSON.stringify(op.file.mimeType)}, buffer: Buffer.alloc(${op.file.size}) });`;
    case "time":
      return `await page.clock.fastForward(${op.ms});`;
    case "reload":
      return "await page.reload();";
    case "typeSmsCode":
      return `await typeSmsCode(page, ${literal(op)});`;
    case "answer":
      return `await held.answer(${JSON.stringify(op.path)}, ${literal(op.answer)}${op.all ? ", true" : ""});`;
    case "hold":
      return `held.hold(${JSON.stringify(op.path)});`;
    case "scenario":
      return `await sandboxControl(BASE_URL, "scenario", ${literal(op.patch)});`;
    case "wait":
      return `// Nothing to do: ${op.why}.`;
    case "nothing":
      return `// The player cannot do this here (${op.why}); the machine refuses it, so nothing changes.`;
  }
}

export function checkCode(check: Check): string {
  if ("see" in check) return `await see(${locatorCode(check.see)}${check.text === undefined ? "" : `, ${literal(check.text)}`});`;
  if ("notSee" in check) return `await notSee(${locatorCode(check.notSee)});`;
  return `await hasAttribute(${locatorCode(check.of)}, ${JSON.stringify(check.attribute)}, ${literal(check.is)});`;
}

const indent = (lines: string[]) => lines.map((line) => (line === "" ? "" : `    ${line}`));

/** The script of one path; `runtimeImport` is the import specifier of runtime.ts from where the script is written. */
export function pathScript(plan: PathPlan, runtimeImport: string): string {
  const { then, ready, ...start } = plan.start;
  const body: string[] = [
    "// Start: a fresh browser context, the sandbox reset to this path's scenario, the path's platform calls held.",
    `const held = await startPath(page, BASE_URL, ${literal(start)});`,
    ...(then ?? []).map(opCode),
    ...(ready ?? []).map(checkCode),
    "// The first screen.",
    ...plan.screen.map(checkCode),
  ];
  plan.steps.forEach((step, index) => {
    body.push(
      "",
      `// Step ${index + 1}: ${step.label}`,
      ...step.ops.map(opCode),
      `// Expected: the machine is in ${step.expected}; the screen shows:`,
      ...step.screen.map(checkCode),
    );
  });
  return [
    `// Path ${plan.pathId} of the ${plan.machineId} statechart: ${plan.input}.`,
    `// Exported by \`npm run paths:export -- ${plan.machineId} ${plan.pathId}\` from docs/statecharts/paths.json and the browser driver`,
    `// test/e2e/paths/drivers/; the browser spec test/e2e/paths/ runs the same steps.`,
    "//",
    "// Run it against the site with the sandbox (`npm start` serves it on http://localhost:4173):",
    "//   npx tsx <this file>            (BASE_URL=<site> and CHROME_PATH=<chromium> to change the defaults; HEADED=1 to watch)",
    'import { chromium } from "playwright-core";',
    `import { hasAttribute, notSee, sandboxControl, see, startPath, typeSmsCode, watchConsole } from ${JSON.stringify(runtimeImport)};`,
    "",
    'const BASE_URL = process.env.BASE_URL ?? "http://localhost:4173";',
    'const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", headless: process.env.HEADED !== "1", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });',
    "try {",
    "  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });",
    "  const page = await context.newPage();",
    "  // A warning or an error in the page fails the path.",
    "  const logged = watchConsole(page);",
    "  try {",
    ...indent(body),
    "  } finally {",
    "    await context.unrouteAll({ behavior: \"ignoreErrors\" });",
    "  }",
    '  if (logged().length > 0) throw new Error(`the page logged:\\n${logged().join("\\n")}`);',
    `  console.log(${JSON.stringify(`${plan.machineId} path ${plan.pathId}: every step showed what it should`)});`,
    "} finally {",
    "  await browser.close();",
    "}",
    "",
  ].join("\n");
}
