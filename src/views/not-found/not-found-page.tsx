import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import * as layout from "../layout/layout.css.ts";
import * as css from "../pending/pending.css.ts";

export function NotFoundPage() {
  const { t } = useLingui();
  const title = t`Page not found`;
  return (
    <section className={`${layout.container} ${css.pending}`} aria-labelledby="nf-title" data-page="not-found">
      <h1 id="nf-title" className={css.title}>
        {title}
      </h1>
      <p className={css.text}>{t`The address you opened does not exist on this site.`}</p>
      <Link to="/" className={layout.primaryButton}>
        {t`Back to home`}
      </Link>
    </section>
  );
}
