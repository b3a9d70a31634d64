import { Suspense, use, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { loadAreaCatalog, type CatalogLocale } from "../../i18n/i18n.ts";
import * as layout from "../layout/layout.css.ts";

/**
 * Draws a content page once its texts (the content catalogue of the site's language) are there; a language change
 * waits for that language's. A catalogue that fails to load goes to the route's error view, whose retry asks again.
 */
export function ContentCatalogGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Suspense
        fallback={
          <p className={layout.container} role="status">
            {t`Loading…`}
          </p>
        }
      >
      <Gate>{children}</Gate>
    </Suspense>
  );
}

function Gate({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  use(loadAreaCatalog("content", i18n.locale as CatalogLocale));
  return children;
}
