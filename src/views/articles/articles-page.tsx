import { Suspense, useEffect, useRef } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { useServices, type ContentMachines } from "../../app/services.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { loadSanitizer, SafeHtml } from "../../components/safe-html/safe-html.tsx";
import { failureText } from "../../i18n/auth-messages.ts";
import type { ArticleKind } from "../../../machines/articles/articles.types.ts";
import * as layout from "../layout/layout.css.ts";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useContentMachines } from "../help/use-content.ts";
import * as css from "./articles.css.ts";

/** /news, /blog and /about: the platform's articles of that kind, newest first, each opening its text (CNT-16). */
export function ArticlesPage({ kind }: { kind: ArticleKind }) {
  const { t } = useLingui();
  const { machines, failed, retry } = useContentMachines();
  const titles: Record<ArticleKind, string> = { NEWS: t`News`, BLOG: t`Blog`, ABOUT: t`About us` };
  return (
    <section className={`${layout.container} ${css.page}`} aria-labelledby="page-title" data-page={kind.toLowerCase()}>
      <h1 id="page-title" className={css.title}>
        {titles[kind]}
      </h1>
      {machines ? <Articles key={kind} machines={machines} kind={kind} /> : <PageLoadState failed={failed} retry={retry} />}
    </section>
  );
}

function Articles({ machines, kind }: { machines: ContentMachines; kind: ArticleKind }) {
  const { t, i18n } = useLingui();
  const { boot } = useServices();
  const language = useSelector(boot, (s) => s.context.language);
  const ref = useActorRef(machines.articles, { input: { kind, language } });
  const snapshot = useSelector(ref, (s) => s);
  const heading = useRef<HTMLHeadingElement>(null);
  const { articles, openId, failure } = snapshot.context;
  // The about page is one text: it opens at once.
  const open = articles.find((article) => article.id === openId) ?? (kind === "ABOUT" && articles.length === 1 ? articles[0]! : null);
  // An article opens in place, without a platform call: its sanitiser loads while the list is read.
  useEffect(() => void loadSanitizer(), []);
  useEffect(() => {
    ref.send({ type: "articles.language", language });
  }, [ref, language]);
  useEffect(() => {
    if (openId) heading.current?.focus();
  }, [openId]);
  const day = (date: number | null) => (date === null ? null : i18n.date(new Date(date), { dateStyle: "medium" }));
  if (snapshot.matches("failed")) {
    return (
      <div role="alert" className={css.box}>
        <p>
          {t`The articles could not be loaded.`} {failureText(i18n, failure)}
        </p>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "articles.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (snapshot.matches("loading") && articles.length === 0) {
    return (
      <p role="status" className={css.muted}>
        {t`Loading…`}
      </p>
    );
  }
  if (open) {
    return (
      <article className={css.article} data-article={open.id}>
        {/* The about page's one text has the page's own name: its title is for assistive technology only. */}
        <h2 ref={heading} tabIndex={-1} className={kind === "ABOUT" ? "visually-hidden" : css.articleTitle}>
          {open.title}
        </h2>
        {open.date !== null && kind !== "ABOUT" ? <p className={css.muted}>{day(open.date)}</p> : null}
        <Suspense fallback={<p className={css.placeholder}>{t`Loading…`}</p>}>
          <SafeHtml html={open.html} className={css.html} data-testid="article-html" />
        </Suspense>
        {kind !== "ABOUT" ? (
          <button type="button" className={buttons.button} onClick={() => ref.send({ type: "article.closed" })}>
            {t`Back to the list`}
          </button>
        ) : null}
      </article>
    );
  }
  if (articles.length === 0) return <p className={css.muted}>{t`Nothing has been published here yet.`}</p>;
  return (
    <ul className={css.list} data-testid="article-list">
      {articles.map((article) => {
        const title = article.title;
        return (
          <li key={article.id} className={css.item}>
            <h2 className={css.itemTitle}>{title}</h2>
            {article.date !== null ? <p className={css.muted}>{day(article.date)}</p> : null}
            <p className={css.summary}>{article.summary}</p>
            <button type="button" className={buttons.button} onClick={() => ref.send({ type: "article.opened", id: article.id })} aria-label={t`Read ${title}`}>
              {t`Read more`}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
