import { Suspense, use, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { loadAreaCatalog, type CatalogArea, type CatalogLocale } from "../../i18n/i18n.ts";
import * as layout from "../layout/layout.css.ts";

/**
 * Draws a page of an area once its texts (the area's catalogue in the site's language) are there; a language change
 * waits for that language's. A catalogue that fails to load goes to the route's error view, whose retry asks again.
 */
export function CatalogGate({ area, children }: { area: CatalogArea; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Suspense
        fallback={
          <p className={layout.container} role="status">
            {t`Loading…`}
          </p>
        }
      >
      <Gate area={area}>{children}</Gate>
    </Suspense>
  );
}

function Gate({ area, children }: { area: CatalogArea; children: ReactNode }) {
  const { i18n } = useLingui();
  use(loadAreaCatalog(area, i18n.locale as CatalogLocale));
  return children;
}
