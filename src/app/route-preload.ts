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
  /** The app's own files (src/main.tsx's chunk and its imports), which the entry imports. */
  app?: number[];
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
  return preload(doc, table, (path && table.routes[path]) || []);
}

/**
 * Adds the preload links for the app's own code: it downloads (and is compiled) now, and runs only when the entry
 * imports it. Returns the files asked for.
 */
export function preloadApp(doc: Document): string[] {
  const table = readTable(doc);
  return table ? preload(doc, table, Array.isArray(table.app) ? table.app : []) : [];
}

function preload(doc: Document, table: Table, indexes: number[]): string[] {
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
