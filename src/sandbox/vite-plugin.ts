/**
 * Vite plugin mounting the sandbox platform on the dev and preview servers (same origin, real HTTP). It runs only
 * in Vite's Node process: nothing here is imported by the client bundle.
 */
import { type Plugin, type PreviewServer, type ViteDevServer } from "vite";
import { CONTROL_PATH, createSandboxMiddleware, type SandboxMiddleware } from "./middleware.ts";

export function sandboxPlugin({ enabled }: { enabled: boolean }): Plugin {
  let middleware: SandboxMiddleware | undefined;
  const mount = (server: ViteDevServer | PreviewServer): void => {
    middleware ??= createSandboxMiddleware();
    server.middlewares.use(middleware);
    server.httpServer?.once("listening", () => {
      server.config.logger.info(`  ➜  Sandbox platform: control page at ${CONTROL_PATH}`);
    });
  };
  return {
    name: "tcg-sandbox-platform",
    apply: () => enabled && !process.env.VITEST,
    configureServer: mount,
    configurePreviewServer: mount,
  };
}
