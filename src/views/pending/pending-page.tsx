import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import * as layout from "../layout/layout.css.ts";
import { useRouteData } from "../layout/page-title.ts";
import * as css from "./pending.css.ts";

/** A screen that a later release builds: named (its route's title), translated, inside the right layout. */
export function PendingPage({ page }: { page: string }) {
  const { t, i18n } = useLingui();
  const route = useRouteData();
  const name = route ? i18n._(route.title) : "";
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
