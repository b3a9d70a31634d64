import { Suspense, useEffect, useMemo, useRef } from "react";
import { Link, useRouterState } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { useServices, type ContentMachines } from "../../app/services.tsx";
import { loadSanitizer, SafeHtml } from "../../components/safe-html/safe-html.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { failureText } from "../../i18n/auth-messages.ts";
import { selectHelpCentre } from "../../../machines/help-centre/help-centre.selectors.ts";
import * as layout from "../layout/layout.css.ts";
import { useContentMachines } from "./use-content.ts";
import * as css from "./help.css.ts";

export type HelpRoute = "/help" | "/helpmc";

/** `/help` (in the site's layout) and `/helpmc` (no header or footer, for the apps): the help centre (CNT-01…04). */
export function HelpCentrePage({ route }: { route: HelpRoute }) {
  const { t } = useLingui();
  const { machines, failed, retry } = useContentMachines();
  return (
    <section className={route === "/helpmc" ? css.standalone : `${layout.container} ${css.page}`} aria-labelledby="page-title" data-page="help">
      <h1 id="page-title" className={css.title}>
        {t`Help Centre`}
      </h1>
      {machines ? (
        <HelpCentre machines={machines} route={route} />
      ) : failed ? (
        <div role="alert" className={css.alert}>
          <p>{t`The help centre could not be loaded.`}</p>
          <button type="button" className={buttons.button} onClick={retry}>
            {t`Try again`}
          </button>
        </div>
      ) : (
        <p role="status" className={css.muted}>
          {t`Loading…`}
        </p>
      )}
    </section>
  );
}

function HelpCentre({ machines, route }: { machines: ContentMachines; route: HelpRoute }) {
  const { t, i18n } = useLingui();
  const { boot } = useServices();
  const language = useSelector(boot, (s) => s.context.language);
  const hash = useRouterState({ select: (s) => s.location.hash });
  const tag = decodeURIComponent(hash.replace(/^#/, "")) || null;
  const ref = useActorRef(machines.helpCentre, { input: { language, tag } });
  const view = useSelector(ref, selectHelpCentre, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const heading = useRef<HTMLHeadingElement>(null);
  const openTag = view.open?.tag ?? null;

  // An article opens in place, without a platform call: its sanitiser loads while the topics are read.
  useEffect(() => void loadSanitizer(), []);
  useEffect(() => {
    ref.send(tag ? { type: "help.opened", tag } : { type: "help.closed" });
  }, [ref, tag]);
  useEffect(() => {
    ref.send({ type: "help.language", language });
  }, [ref, language]);
  // A deep link or a topic chosen: the article is scrolled to and its title takes the focus (the page itself stays put).
  useEffect(() => {
    if (!openTag || !heading.current) return;
    heading.current.focus({ preventScroll: true });
    heading.current.closest("article")?.scrollIntoView({ block: "start" });
  }, [openTag]);

  const general = t`General`;
  const found = view.results?.length ?? 0;
  const status = view.results === null ? "" : found === 0 ? t`No article matches your search.` : t`Articles found: ${found}`;
  const articleLink = (articleTag: string, title: string, extra?: string) => (
    <Link to={route} hash={articleTag} className={css.link} activeOptions={{ includeHash: true }}>
      <span>
        {title}
        {extra ? <span className={css.resultCategory}>{extra}</span> : null}
      </span>
    </Link>
  );
  const failure = useMemo(() => failureText(i18n, view.failure), [i18n, view.failure]);

  return (
    <>
      <form role="search" className={css.search} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="help-search" className={css.searchLabel}>
          {t`Search help`}
        </label>
        <input
          id="help-search"
          type="search"
          className={css.searchInput}
          value={view.query}
          disabled={view.loading || view.failure !== null}
          onChange={(e) => ref.send({ type: "help.searched", query: e.target.value })}
          autoComplete="off"
        />
      </form>
      <p role="status" className={css.muted}>
        {status}
      </p>
      {view.failure ? (
        <div role="alert" className={css.alert}>
          <p>{t`The help articles could not be loaded.`} {failure}</p>
          <button type="button" className={buttons.button} onClick={() => ref.send({ type: "help.retry" })}>
            {t`Try again`}
          </button>
        </div>
      ) : view.loading ? (
        <p role="status" className={css.muted}>
          {t`Loading…`}
        </p>
      ) : (
        <div className={css.layout}>
          <nav aria-label={t`Help topics`} className={css.topics}>
            {view.results !== null ? (
              <ul className={css.list} aria-label={t`Search results`}>
                {view.results.map((a) => (
                  <li key={a.tag}>{articleLink(a.tag, a.title, a.category || general)}</li>
                ))}
              </ul>
            ) : (
              view.categories.map((c, index) => (
                <div key={c.name || "general"} className={css.category}>
                  <h2 id={`help-category-${index}`} className={css.categoryTitle}>
                    {c.name || general}
                  </h2>
                  <ul className={css.list} aria-labelledby={`help-category-${index}`}>
                    {c.articles.map((a) => (
                      <li key={a.tag}>{articleLink(a.tag, a.title)}</li>
                    ))}
                  </ul>
                </div>
              ))
            )}
          </nav>
          {view.open ? (
            <article id={view.open.tag} className={css.article} aria-labelledby="help-article-title" data-article={view.open.tag}>
              <p className={css.articleCategory}>{view.open.category || general}</p>
              <h2 id="help-article-title" ref={heading} tabIndex={-1} className={css.articleTitle}>
                {view.open.title}
              </h2>
              <Suspense fallback={<div className={css.placeholder} />}>
                <SafeHtml html={view.open.html} className={css.body} data-testid="help-html" />
              </Suspense>
              <p>
                <Link to={route} className={css.link} activeOptions={{ includeHash: true }}>
                  {t`All help topics`}
                </Link>
              </p>
            </article>
          ) : view.missing ? (
            <div className={css.alert}>
              <p>{t`This help article was not found. Choose a topic from the list.`}</p>
            </div>
          ) : (
            <div className={css.article}>
              <h2 className={css.articleTitle}>{t`How can we help?`}</h2>
              <p className={css.muted}>{t`Choose a topic or search the help articles.`}</p>
            </div>
          )}
        </div>
      )}
    </>
  );
}
