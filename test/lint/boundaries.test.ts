// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

describe("architecture boundaries enforced by lint", () => {
  it("fails a machine that imports React", async () => {
    const found = await problems("machines/boot/leak.ts", 'import { useState } from "react";\nexport const leak = useState;\n');
    expect(found).toContain("no-restricted-imports");
  });

  it("fails a machine that reaches into src/", async () => {
    const found = await problems("machines/boot/leak.ts", 'import { i18n } from "../../src/i18n/i18n.ts";\nexport const leak = i18n;\n');
    expect(found).toContain("import-x/no-restricted-paths");
  });

  it("lets a machine import xstate and other machines", async () => {
    const found = await problems(
      "machines/boot/fine.ts",
      'import { setup } from "xstate";\nimport { toFailure } from "../shared/errors.ts";\nexport const fine = [setup, toFailure];\n',
    );
    expect(found).toEqual([]);
  });

  it("fails a view that imports the platform client or the sandbox", async () => {
    const api = await problems("src/views/home/leak.ts", 'import { createPlatformClient } from "../../api/client.ts";\nexport const leak = createPlatformClient;\n');
    expect(api).toContain("import-x/no-restricted-paths");
    const sandbox = await problems("src/components/leak.ts", 'import { createSandboxStore } from "../sandbox/store.ts";\nexport const leak = createSandboxStore;\n');
    expect(sandbox).toContain("import-x/no-restricted-paths");
  });

  it("fails application code other than the composition root that imports the sandbox", async () => {
    const found = await problems("src/app/compose.ts", 'import { createSandboxStore } from "../sandbox/store.ts";\nexport const leak = createSandboxStore;\n');
    expect(found).toContain("import-x/no-restricted-paths");
  });
});

describe("the type scale enforced by lint", () => {
  const header = 'import { style } from "@vanilla-extract/css";\nimport { vars } from "../../theme/contract.css.ts";\n';

  it("fails a style that writes its own font size or weight", async () => {
    const size = await problems("src/views/home/x.css.ts", `${header}export const a = style({ fontSize: "0.9rem", color: vars.color.text });\n`);
    const weight = await problems("src/views/home/x.css.ts", `${header}export const a = style({ fontWeight: 600, color: vars.color.text });\n`);
    const shorthand = await problems("src/views/home/x.css.ts", `${header}export const a = style({ font: "bold 13px serif", color: vars.color.text });\n`);
    expect([size, weight, shorthand]).toEqual([["no-restricted-syntax"], ["no-restricted-syntax"], ["no-restricted-syntax"]]);
  });

  it("lets a style take its size and weight from the scale, or inherit the font", async () => {
    const found = await problems(
      "src/views/home/x.css.ts",
      `${header}export const a = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });\nexport const b = style({ font: "inherit" });\n`,
    );
    expect(found).toEqual([]);
  });
});
