import { Suspense } from "react";
import { useLingui } from "@lingui/react/macro";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { SafeHtml } from "../../components/safe-html/safe-html.tsx";
import * as buttons from "../../components/button/button.css.ts";
import type { Notice } from "../../../machines/announcements/announcements.types.ts";
import { useAnnouncementsSend, useOpenNotice, usePopup } from "./use-announcements.ts";
import * as css from "./announcements.css.ts";

function NoticeBody({ notice }: { notice: Notice }) {
  const { i18n, t } = useLingui();
  return (
    <>
      {notice.date !== null ? <p className={css.popupDate}>{i18n.date(new Date(notice.date), { dateStyle: "medium" })}</p> : null}
      <Suspense fallback={<p className={css.htmlPlaceholder}>{t`Loading…`}</p>}>
        <SafeHtml html={notice.html} className={css.html} data-testid="notice-html" />
      </Suspense>
      {notice.promotionId ? (
        <p>
          <a href={`/promoDetail?id=${encodeURIComponent(notice.promotionId)}`}>{t`Go to the promotion`}</a>
        </p>
      ) : null}
    </>
  );
}

/** The popup announcements: up to 9 per page with Previous / Next; closing is remembered for this browser session. */
export function PopupAnnouncementsDialog() {
  const { t } = useLingui();
  const view = usePopup();
  const send = useAnnouncementsSend();
  return (
    <Dialog open={view.open} onClose={() => send({ type: "popup.closed" })} title={t`Announcements`}>
      <ul className={css.popupList} data-testid="popup-announcements" tabIndex={0} aria-label={t`Announcements, page ${view.page} of ${view.pageCount}`}>
        {view.items.map((notice) => (
          <li key={notice.id} className={css.popupItem} data-testid="popup-announcement">
            <h3 className={css.popupTitle}>{notice.title}</h3>
            <NoticeBody notice={notice} />
          </li>
        ))}
      </ul>
      <div className={css.pager}>
        <button type="button" className={buttons.button} data-testid="popup-previous" aria-disabled={view.canPrevious ? undefined : "true"} onClick={() => view.canPrevious && send({ type: "popup.previous" })}>
          {t`Previous`}
        </button>
        <span role="status" data-testid="popup-page" data-page={view.page} data-pages={view.pageCount}>
          {t`Page ${view.page} of ${view.pageCount}`}
        </span>
        <button type="button" className={buttons.button} data-testid="popup-next" aria-disabled={view.canNext ? undefined : "true"} onClick={() => view.canNext && send({ type: "popup.next" })}>
          {t`Next`}
        </button>
        <button type="button" className={buttons.primary} onClick={() => send({ type: "popup.closed" })}>
          {t`Close`}
        </button>
      </div>
    </Dialog>
  );
}

/** The notice modal: one marquee notice with its date and content. */
export function NoticeDialog() {
  const notice = useOpenNotice();
  const send = useAnnouncementsSend();
  if (!notice) return null;
  return (
    <Dialog open onClose={() => send({ type: "notice.closed" })} title={notice.title}>
      <div data-testid="notice-dialog">
        <NoticeBody notice={notice} />
      </div>
    </Dialog>
  );
}
