import { Suspense, useMemo, useRef, useEffect } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { RewardMachines } from "../../app/services.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { Pagination } from "../../components/pagination/pagination.tsx";
import { SafeHtml } from "../../components/safe-html/safe-html.tsx";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { cashierFailure } from "../cashier/cashier-messages.ts";
import { useBadgesRefresh } from "./badge.tsx";
import { useRewardMachines } from "./use-reward-machines.ts";
import * as css from "./rewards.css.ts";

/** Platform information (messageV2; machines/inbox): the member's messages, read, mark all read, delete. */
export default function InboxPage() {
  const { machines, failed, retry } = useRewardMachines();
  return machines ? <Inbox machines={machines} /> : <PageLoadState failed={failed} retry={retry} />;
}

function Inbox({ machines }: { machines: RewardMachines }) {
  const { t, i18n } = useLingui();
  const refreshBadges = useBadgesRefresh();
  const machine = useMemo(() => machines.inbox.provide({ actions: { announceUnreadChanged: refreshBadges } }), [machines, refreshBadges]);
  const ref = useActorRef(machine);
  const snapshot = useSelector(ref, (s) => s);
  const { list, open, actionFailure, deleteId, openId } = snapshot.context;
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" });
  const article = useRef<HTMLElement>(null);
  const viewing = snapshot.matches({ ready: "viewing" });
  useEffect(() => {
    if (viewing) article.current?.focus();
  }, [viewing]);
  const unreadOnPage = list?.messages.filter((m) => !m.read).length ?? 0;
  const actionText = actionFailure
    ? { read: t`The message could not be opened.`, delete: t`The message could not be deleted.`, markAll: t`The messages could not be marked as read.` }[actionFailure.action]
    : null;
  if (snapshot.matches("failed")) {
    return (
      <div role="alert" className={css.note}>
        <p>{t`Your messages could not be loaded.`} {snapshot.context.failure ? cashierFailure(i18n, snapshot.context.failure) : null}</p>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "inbox.retry" })}>
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
  return (
    <div className={css.page} data-state={JSON.stringify(snapshot.value)}>
      {open && viewing ? (
        <article className={css.article} aria-labelledby="inbox-message-title" tabIndex={-1} ref={article} data-testid="inbox-message">
          <h4 id="inbox-message-title" className={css.sectionTitle}>
            {open.title}
          </h4>
          <p className={css.date}>{when.format(open.sentAt)}</p>
          {/* The sanitiser loads on the first message opened: only the message's body waits for it, not the page. */}
          <Suspense fallback={<p className={css.muted}>{t`Loading…`}</p>}>
            <SafeHtml html={open.html} className={css.html} />
          </Suspense>
          <div className={css.actions}>
            <button type="button" className={buttons.button} onClick={() => ref.send({ type: "message.closed" })}>
              {t`Back to messages`}
            </button>
            <button type="button" className={buttons.button} onClick={() => ref.send({ type: "delete.requested", messageId: open.messageId })}>
              {t`Delete`}
            </button>
          </div>
        </article>
      ) : (
        <>
          <div className={css.actions}>
            <p className={css.muted} role="status">
              {unreadOnPage > 0 ? t`${list.total} messages, ${unreadOnPage} unread on this page` : t`${list.total} messages`}
            </p>
            <button
              type="button"
              className={buttons.button}
              aria-disabled={!snapshot.can({ type: "markAll.requested" }) || undefined}
              onClick={() => ref.send({ type: "markAll.requested" })}
            >
              {snapshot.matches({ ready: "markingAll" }) ? t`Marking…` : t`Mark all as read`}
            </button>
            <button type="button" className={buttons.button} onClick={() => ref.send({ type: "inbox.refresh" })}>
              {t`Refresh`}
            </button>
          </div>
          {actionText ? (
            <p role="alert" className={css.danger}>
              {actionText} {actionFailure ? cashierFailure(i18n, actionFailure.failure) : null}
            </p>
          ) : null}
          {list.messages.length === 0 ? (
            <p className={css.muted}>{t`You have no messages.`}</p>
          ) : (
            <ul className={css.messages} aria-label={t`Messages`}>
              {list.messages.map((m) => (
                <li key={m.messageId} className={css.message} data-message={m.messageId} data-read={m.read}>
                  <span className={m.read ? css.readDot : css.dot} aria-hidden="true" />
                  <button type="button" className={css.messageOpen} onClick={() => ref.send({ type: "message.open", messageId: m.messageId })} aria-busy={openId === m.messageId || undefined}>
                    <span className={m.read ? undefined : css.unread}>
                      {m.read ? null : <span className={css.unread}>{t`Unread:`} </span>}
                      {m.title}
                    </span>
                    <span className={css.date}>{when.format(m.sentAt)}</span>
                  </button>
                  <button
                    type="button"
                    className={buttons.button}
                    aria-label={t`Delete "${m.title}"`}
                    onClick={() => ref.send({ type: "delete.requested", messageId: m.messageId })}
                  >
                    {t`Delete`}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.totalPages > 1 ? (
            <Pagination page={list.page} totalPages={list.totalPages} label={t`Message pages`} busy={snapshot.matches("loading")} onChange={(page) => ref.send({ type: "page.requested", page })} />
          ) : null}
        </>
      )}
      <Dialog
        open={snapshot.matches({ ready: "confirmingDelete" }) || snapshot.matches({ ready: "deleting" })}
        onClose={() => ref.send({ type: "delete.cancelled" })}
        title={t`Delete this message?`}
        role="alertdialog"
      >
        <p>{t`The message "${list.messages.find((m) => m.messageId === deleteId)?.title ?? ""}" will be deleted. This cannot be undone.`}</p>
        <div className={css.actions}>
          <button type="button" className={buttons.button} onClick={() => ref.send({ type: "delete.cancelled" })}>
            {t`Cancel`}
          </button>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => ref.send({ type: "delete.confirmed" })} aria-disabled={snapshot.matches({ ready: "deleting" }) || undefined}>
            {snapshot.matches({ ready: "deleting" }) ? t`Deleting…` : t`Delete`}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
