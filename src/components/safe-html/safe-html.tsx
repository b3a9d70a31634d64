import { use, useMemo, type HTMLAttributes } from "react";
import type * as Sanitize from "./sanitize.ts";

let sanitizer: Promise<typeof Sanitize> | undefined;
/**
 * Loads the sanitiser once (it is not part of the first route). Once loaded, the promise says so the way React's
 * `use` reads a settled promise (`status`, `value`), so a SafeHtml rendered after that never suspends: a page that
 * starts the load when it opens shows its first text without a placeholder.
 */
export const loadSanitizer = () =>
  (sanitizer ??= import("./sanitize.ts").then((module) => {
    Object.assign(sanitizer!, { status: "fulfilled", value: module });
    return module;
  }));

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, "children" | "dangerouslySetInnerHTML"> {
  /** HTML exactly as the platform sent it. */
  html: string;
}

/**
 * Server HTML, sanitised right before it is rendered (DESIGN §5). Suspends while the sanitiser loads: put it under
 * a Suspense boundary with a placeholder of the same size.
 */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const { sanitizeHtml } = use(loadSanitizer());
  const clean = useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
