// @vitest-environment node
/**
 * A plain production build (`vite build`, what an operator deploys) contains no sandbox code: not the sandbox's
 * social login adapter (its tokens `sandbox:<provider>:<e-mail>`, its marker, the demo e-mail), not the control page
 * (`/__sandbox`), not msw. The sandbox demo build (`SANDBOX_DEMO=1`: `npm start`, the browser tests) may; the second
 * block checks, on the social module alone, that the flag is what lets the adapter in, so the grep below is not
 * looking for something that could never be there.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { build, type Rolldown } from "vite";
import { cleanEnv, ROOT, vite } from "../../scripts/e2e/serve.ts";
import { SANDBOX_SOCIAL_EMAIL, SANDBOX_SOCIAL_MARKER } from "../../src/app/social/sandbox.ts";

/** What sandbox code looks like once built and minified (a quoted `sandbox:` is a token; `sandbox:` alone is an iframe attribute). */
const SANDBOX_SIGNS: readonly [string, RegExp][] = [
  ["a sandbox social token", /[`'"]sandbox:/],
  ["the sandbox social adapter's marker", new RegExp(SANDBOX_SOCIAL_MARKER)],
  ["the sandbox's demo e-mail domain", new RegExp(SANDBOX_SOCIAL_EMAIL.split("@")[1]!.replace(/\./g, "\\."))],
  ["the sandbox control page", /\/__sandbox/],
  ["msw", /\bmsw\b|mockServiceWorker|setupWorker|setupServer/],
];

function signsIn(text: string): string[] {
  return SANDBOX_SIGNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("a plain production build has no sandbox code", () => {
  const outDir = mkdtempSync(join(tmpdir(), "plain-build-"));
  beforeAll(() => {
    const env = cleanEnv();
    delete env.SANDBOX_DEMO;
    vite("plain production build", ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], env);
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("in no emitted script or page", () => {
    const files = filesUnder(outDir).filter((file) => /\.(m?js|html)$/.test(file));
    expect(files.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(10);
    const found = files.flatMap((file) => signsIn(readFileSync(file, "utf8")).map((sign) => `${relative(outDir, file)}: ${sign}`));
    expect(found).toEqual([]);
  });

  it("and no chunk named after the sandbox", () => {
    expect(filesUnder(outDir).filter((file) => /sandbox/i.test(relative(outDir, file)))).toEqual([]);
  });
});

/** The social module built alone, as the app's build would build it, with the demo flag on or off. */
async function buildSocialModule(sandboxDemo: boolean): Promise<string> {
  // Vite takes `import.meta.env.DEV` from NODE_ENV, which is "test" in here: a build sees "production", as on the CLI.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: "silent",
    mode: "production",
    define: { __SANDBOX_DEMO__: JSON.stringify(sandboxDemo) },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: { input: join(ROOT, "src/app/social/social-sign-in.ts"), preserveEntrySignatures: "strict" },
    },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((item) => item.output)
    .map((item) => (item.type === "chunk" ? `// ${item.fileName}\n${item.code}` : ""))
    .join("\n");
}

describe("the sandbox demo flag is what lets the sandbox social adapter into a build", () => {
  it("with SANDBOX_DEMO=1 the adapter is a chunk of its own, and the checks above find it", async () => {
    const code = await buildSocialModule(true);
    expect(code).toMatch(/\/\/ [^\n]*sandbox[^\n]*\.js\n/i);
    expect(signsIn(code)).toEqual(expect.arrayContaining(["a sandbox social token", "the sandbox social adapter's marker", "the sandbox's demo e-mail domain"]));
  }, 60_000);

  it("without it the adapter's code and its chunk are gone", async () => {
    const code = await buildSocialModule(false);
    expect(signsIn(code)).toEqual([]);
    expect(code).not.toMatch(/\/\/ [^\n]*sandbox/i);
  }, 60_000);
});
