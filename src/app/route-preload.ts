/**
 * Starts the downloads of the current page's own chunks (its route chunk, their imports and CSS) from the entry,
 * so they travel with the app's JavaScript instead of after it. The table is written into index.html at build time
 * (scripts/vite/route-preload.ts); in development there is none and this does nothing.
 */
import { routePath } from "../routes/-route-table.ts";

export const ROUTE_PRELOAD_ID = "route-preload";

interface Table {
  files: string[];
  routes: Record<string, number[]>;
}

function readTable(doc: Document): Table | null {
  const text = doc.getElementById(ROUTE_PRELOAD_ID)?.textContent;
  if (!text) return null;
  try {
    const table = JSON.parse(text) as Partial<Table>;
    return Array.isArray(table.files) && table.routes && typeof table.routes === "object" ? (table as Table) : null;
  } catch {
    return null;
  }
}

/** Adds the preload links for `pathname`; returns the files asked for. */
export function preloadRoute(doc: Document, pathname: string): string[] {
  const table = readTable(doc);
  if (!table) return [];
  const path = routePath(pathname);
  const indexes = (path && table.routes[path]) || [];
  const files = indexes.map((index) => table.files[index]).filter((file): file is string => typeof file === "string");
  for (const href of files) {
    const link = doc.createElement("link");
    if (href.endsWith(".css")) {
      link.rel = "preload";
      link.as = "style";
    } else {
      link.rel = "modulepreload";
    }
    link.crossOrigin = "";
    link.href = href;
    doc.head.appendChild(link);
  }
  return files;
}
