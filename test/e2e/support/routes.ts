/** The app's routes, read from the file routes (src/routes), so a new route is visited without editing the specs. */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./env.ts";

/**
 * TanStack file-route name → URL path, or null when it cannot be visited as is: `index.tsx` → `/`,
 * `[index].tsx` → `/index`, `index[.]html.tsx` → `/index.html`, `member/vip.tsx` → `/member/vip`; the root route,
 * pathless layouts (`_x`), ignored files (`-x`) and dynamic segments (`$id`) give null.
 */
export function routePathOf(file: string): string | null {
  const segments = file.replace(/\.tsx?$/, "").split(/[/\\]/);
  if (segments.some((s) => s.startsWith("__") || s.startsWith("-") || s.includes("$"))) return null;
  const kept = segments.filter((s) => !s.startsWith("_"));
  if (kept.length < segments.length && segments.at(-1)?.startsWith("_")) return null;
  if (kept.at(-1) === "index") kept.pop();
  return `/${kept.map((s) => s.replace(/\[([^\]]*)\]/g, "$1")).join("/")}`;
}

export function appRoutes(): string[] {
  const files = readdirSync(join(ROOT, "src", "routes"), { recursive: true, encoding: "utf8" });
  return [...new Set(files.filter((file) => /\.tsx?$/.test(file)).map(routePathOf).filter((path): path is string => path !== null))].sort();
}

/** A file-name-safe name for a route: `/` → `root`, `/index.html` → `index.html`. */
export function routeSlug(path: string): string {
  return path === "/" ? "root" : path.slice(1).replace(/[^\w.-]+/g, "_");
}
