import { useEffect } from "react";
import { Link } from "@tanstack/react-router";
import { Plural, useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import { categoryNames } from "../../i18n/messages.ts";
import { useSite } from "../layout/use-site.ts";
import * as layout from "../layout/layout.css.ts";
import * as css from "./home.css.ts";

const SHOWN_VENDORS = 6;

/** Home: welcome and one card per game category that has vendors. `/login` and `/register` show it under their modal. */
export function HomePage() {
  const { config } = useServices();
  const site = useSite();
  const { t, i18n } = useLingui();
  const brand = config.brand.name;
  useEffect(() => {
    document.title = t`${brand} · Online games`;
  }, [t, brand]);
  return (
    <div className={layout.container}>
      <section className={css.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={css.heroTitle}>
          {t`Welcome to ${brand}`}
        </h1>
        <p className={css.heroText}>{t`Slots, live casino, sports, fishing, card games and lotteries in one place.`}</p>
        <Link to="/promotions" className={layout.primaryButton}>
          {t`See promotions`}
        </Link>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className={css.sectionTitle}>
          {t`Game categories`}
        </h2>
        <ul className={css.grid} data-testid="home-categories">
          {site.categories.map((category) => {
            const count = category.vendors.length;
            return (
              <li key={category.id}>
                <Link to={category.route} className={css.card}>
                  <h3 className={css.cardTitle}>{i18n._(categoryNames[category.id])}</h3>
                  <p className={css.cardMeta}>
                    <Plural value={count} one="# provider" other="# providers" />
                  </p>
                  <span className={css.vendorRow}>
                    {category.vendors.slice(0, SHOWN_VENDORS).map((vendor) => (
                      <img key={vendor.vassalage} src={vendor.icon} alt={vendor.displayName} title={vendor.displayName} width={36} height={36} className={css.vendorIcon} loading="lazy" />
                    ))}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
