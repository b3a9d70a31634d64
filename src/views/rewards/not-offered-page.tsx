import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import * as layout from "../layout/layout.css.ts";
import * as css from "../pending/pending.css.ts";

/** Cashback's address while this site does not offer it (manual rebate off; RWD-15): says so, with a way home. */
export function CashbackNotOfferedPage() {
  const { t } = useLingui();
  return (
    <section className={`${layout.container} ${css.pending}`} aria-labelledby="not-offered-title" data-page="not-offered">
      <h1 id="not-offered-title" className={css.title}>
        {t`Cashback is not offered by this site`}
      </h1>
      <p className={css.text}>{t`This site does not pay cashback on bets. Your other rewards are in the reward centre.`}</p>
      <Link to="/" className={layout.primaryButton}>
        {t`Back to home`}
      </Link>
    </section>
  );
}
