import { useEffect } from "react";
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import { pageNames, type PageKey } from "../../i18n/messages.ts";
import * as layout from "../layout/layout.css.ts";
import * as css from "./pending.css.ts";

/** A screen that a later release builds: named, translated, inside the right layout. */
export function PendingPage({ page }: { page: PageKey }) {
  const { config } = useServices();
  const { t, i18n } = useLingui();
  const name = i18n._(pageNames[page]);
  useEffect(() => {
    document.title = `${name} · ${config.brand.name}`;
  }, [name, config.brand.name]);
  return (
    <section className={`${layout.container} ${css.pending}`} aria-labelledby="page-title" data-page={page}>
      <h1 id="page-title" className={css.title}>
        {name}
      </h1>
      <p className={css.text}>{t`This section is not available yet. It is coming in a future release.`}</p>
      <Link to="/" className={layout.button}>
        {t`Back to home`}
      </Link>
    </section>
  );
}
