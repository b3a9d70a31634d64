/**
 * Production build and `vite preview` with the sandbox platform, as child processes of a clean shell environment.
 * Shared by the e2e global set-up (test/e2e/global-setup.ts) and the bench (scripts/bench.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const VITE = join(ROOT, "node_modules", "vite", "bin", "vite.js");

/** process.env without vitest's markers (the sandbox plugin is skipped under VITEST) and without NODE_ENV=test. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const key of Object.keys(env)) if (key.startsWith("VITEST") || key === "NODE_ENV" || key === "TEST") delete env[key];
  return env;
}

/** Runs the Vite CLI to completion (e.g. a build); throws with its output on failure. Returns seconds taken. */
export function vite(label: string, args: string[], env: NodeJS.ProcessEnv = cleanEnv()): number {
  const started = Date.now();
  const result = spawnSync(process.execPath, [VITE, ...args], { cwd: ROOT, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})\n${result.stdout}\n${result.stderr}`);
  return (Date.now() - started) / 1000;
}

async function answering(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

export interface Preview {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Serves `outDir` with `vite preview` (sandbox included) on 127.0.0.1:`port`; resolves once the sandbox answers. */
export async function startPreview(outDir: string, port: number): Promise<Preview> {
  const url = `http://127.0.0.1:${port}`;
  if (await answering(`${url}/`)) throw new Error(`something already answers on port ${port}; stop it or choose another port`);
  let log = "";
  const child = spawn(process.execPath, [VITE, "preview", "--outDir", outDir, "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
    cwd: ROOT,
    env: cleanEnv(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const kill = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.once("exit", kill);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode}) before answering\n${log}`);
    if (await answering(`${url}/__sandbox/api/state`)) break;
    if (Date.now() > deadline) {
      kill();
      throw new Error(`vite preview did not answer on ${url} within 90 s\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      process.removeListener("exit", kill);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
