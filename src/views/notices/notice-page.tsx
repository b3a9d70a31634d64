import { Suspense, useEffect } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ContentMachines } from "../../app/services.tsx";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { Pagination } from "../../components/pagination/pagination.tsx";
import { loadSanitizer, SafeHtml } from "../../components/safe-html/safe-html.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { failureText } from "../../i18n/auth-messages.ts";
import { noticeList, selectNoticeBoard } from "../../../machines/notice-board/notice-board.selectors.ts";
import * as layout from "../layout/layout.css.ts";
import { useAnnouncements, useAnnouncementsSend, useMarquee } from "../announcements/use-announcements.ts";
import { useContentMachines } from "../help/use-content.ts";
import * as css from "./notices.css.ts";

/** /noticePage: the site's notices, 9 per page, each opening its detail; read ones are marked for the session (CNT-05, CNT-06). */
export function NoticePage() {
  const { t } = useLingui();
  return (
    <section className={`${layout.container} ${css.page}`} aria-labelledby="page-title" data-page="noticePage">
      <h1 id="page-title" className={css.title}>
        {t`Notices`}
      </h1>
      <Notices />
    </section>
  );
}

/** The notices with their states (loading, failed with Try again, the board): the notice page's and the agent centre's announcement page's. */
export function Notices() {
  const { t, i18n } = useLingui();
  const { machines, failed, retry } = useContentMachines();
  const marquee = useMarquee();
  const send = useAnnouncementsSend();
  return (
    <>
      {marquee.failure ? (
        <div role="alert" className={css.alert}>
          <p>
            {t`The notices could not be loaded.`} {failureText(i18n, marquee.failure)}
          </p>
          <button type="button" className={buttons.button} onClick={() => send({ type: "announcements.retry" })}>
            {t`Try again`}
          </button>
        </div>
      ) : failed ? (
        <div role="alert" className={css.alert}>
          <p>{t`The notices could not be loaded.`}</p>
          <button type="button" className={buttons.button} onClick={retry}>
            {t`Try again`}
          </button>
        </div>
      ) : machines ? (
        <NoticeBoard machines={machines} />
      ) : (
        <p role="status" className={css.muted}>
          {t`Loading…`}
        </p>
      )}
    </>
  );
}

function NoticeBoard({ machines }: { machines: ContentMachines }) {
  const { t, i18n } = useLingui();
  const ref = useActorRef(machines.noticeBoard, { input: { readIds: machines.readNoticeIds() } });
  const view = useSelector(ref, selectNoticeBoard, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const notices = useAnnouncements((s) => (s.context.notices ? noticeList(s.context.notices) : null));
  // A notice opens in place, without a platform call: its sanitiser loads while the list is read.
  useEffect(() => void loadSanitizer(), []);
  useEffect(() => {
    if (notices) ref.send({ type: "notices.received", notices });
  }, [ref, notices]);
  if (!view.ready) {
    return (
      <p role="status" className={css.muted}>
        {t`Loading…`}
      </p>
    );
  }
  const { page, pageCount, total, unread } = view;
  const day = (date: number | null) => (date === null ? null : i18n.date(new Date(date), { dateStyle: "medium" }));
  return (
    <>
      <p className={css.muted} role="status">
        {view.total === 0 ? t`There are no notices.` : t`Notices: ${total} · unread: ${unread}`}
      </p>
      {view.total > 0 ? (
        <ul className={css.list} aria-label={t`Notices, page ${page} of ${pageCount}`} data-testid="notice-list">
          {view.items.map((notice) => (
            <li key={notice.id} data-notice={notice.id} data-read={notice.read}>
              <button type="button" className={css.item} onClick={() => ref.send({ type: "notice.opened", id: notice.id })}>
                <span className={css.itemTitle}>{notice.title}</span>
                <span className={css.meta}>
                  {day(notice.date)}
                  {notice.read ? <span>{t`Read`}</span> : <span className={css.unread}>{t`New`}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination page={view.page} totalPages={view.pageCount} onChange={(page) => ref.send({ type: "page.selected", page })} label={t`Notice pages`} />
      {view.open ? (
        <Dialog open onClose={() => ref.send({ type: "notice.closed" })} title={view.open.title}>
          <div data-testid="notice-detail">
            {view.open.date !== null ? <p className={css.date}>{day(view.open.date)}</p> : null}
            <Suspense fallback={<p className={css.placeholder}>{t`Loading…`}</p>}>
              <SafeHtml html={view.open.html} className={css.html} data-testid="notice-html" />
            </Suspense>
            {view.open.promotionId ? (
              <p>
                <a href={`/promoDetail?id=${encodeURIComponent(view.open.promotionId)}`}>{t`Go to the promotion`}</a>
              </p>
            ) : null}
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
