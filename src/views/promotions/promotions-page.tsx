import { useEffect } from "react";
import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { Promotion } from "../../../machines/activity/activity.types.ts";
import { useServices, type PromotionMachines } from "../../app/services.tsx";
import * as buttons from "../../components/button/button.css.ts";
import * as layout from "../layout/layout.css.ts";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { refusalText, statusNames, usePromotionMachines, useViewer } from "./promotion-messages.ts";
import * as css from "./promotions.css.ts";

/** /promotions (ACT-08): every promotion with its banner, dates and activity state, by category (the address chooses one). */
export function PromotionsPage({ category }: { category?: string | undefined }) {
  const { t } = useLingui();
  const { config } = useServices();
  const title = t`Promotions`;
  useEffect(() => {
    document.title = `${title} · ${config.brand.name}`;
  }, [title, config.brand.name]);
  const { machines, failed, retry } = usePromotionMachines();
  const viewer = useViewer();
  return (
    <section className={`${layout.container} ${css.page}`} aria-labelledby="promotions-title" data-page="promotions">
      <h1 id="promotions-title" className={css.title}>
        {title}
      </h1>
      {machines && viewer ? <PromotionList machines={machines} viewer={viewer} category={category} /> : <PageLoadState failed={failed} retry={retry} />}
    </section>
  );
}

/** A promotion's dates in the player's locale. */
export function useDates(): (p: Promotion) => string {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium" });
  return (p) => format.formatRange(p.startDate, p.endDate);
}

function PromotionList({ machines, viewer, category }: { machines: PromotionMachines; viewer: "guest" | "trial" | "member"; category: string | undefined }) {
  const { t, i18n } = useLingui();
  const ref = useActorRef(machines.promotions, { input: { viewer } });
  useEffect(() => ref.send({ type: "session.changed", viewer }), [ref, viewer]);
  const snapshot = useSelector(ref, (s) => s);
  const dates = useDates();
  const { list, failure } = snapshot.context;
  if (snapshot.matches("failed")) {
    return (
      <div role="alert" className={css.note}>
        <p>{t`The promotions could not be loaded.`} {refusalText(i18n, failure)}</p>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "promotions.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (list === null) {
    return (
      <p className={css.muted} role="status">
        {t`Loading…`}
      </p>
    );
  }
  const chosen = list.categories.some((c) => c.categoryId === category) ? category : undefined;
  const shown = list.promotions.filter((p) => !chosen || p.categoryId === chosen);
  return (
    <>
      <nav aria-label={t`Promotion categories`}>
        <ul className={css.categories}>
          <li>
            <Link to="/promotions" search={{}} className={css.category} aria-current={chosen ? undefined : "page"} activeProps={{}}>
              {t`All`}
            </Link>
          </li>
          {list.categories.map((c) => (
            <li key={c.categoryId}>
              <Link to="/promotions" search={{ category: c.categoryId }} className={css.category} aria-current={chosen === c.categoryId ? "page" : undefined} activeProps={{}}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? (
        <p className={css.muted}>{t`There are no promotions here right now.`}</p>
      ) : (
        <ul className={css.grid} aria-label={t`Promotions`} data-state={JSON.stringify(snapshot.value)}>
          {shown.map((p) => (
            <li key={p.promotionId} data-promotion={p.promotionId}>
              <article className={css.card} aria-labelledby={`promo-${p.promotionId}`}>
                {p.image ? <img className={css.banner} src={p.image} alt="" width={960} height={320} loading="lazy" decoding="async" /> : <span />}
                <div className={css.cardBody}>
                  <h2 id={`promo-${p.promotionId}`} className={css.cardTitle}>
                    <Link to="/promoDetail" search={{ id: p.promotionId }} className={css.cardLink}>
                      {p.title}
                    </Link>
                  </h2>
                  <p className={css.muted}>{p.summary}</p>
                  <p className={css.meta}>
                    <span className={css.status}>{i18n._(statusNames[p.status])}</span>
                    <span>{dates(p)}</span>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
