import { Suspense, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { selectActivity } from "../../../machines/activity/activity.selectors.ts";
import { imagesProblem, REMARK_MAX_CHARS, type ApplicationImage } from "../../../machines/activity/activity.types.ts";
import { useServices, type PromotionMachines } from "../../app/services.tsx";
import * as buttons from "../../components/button/button.css.ts";
import * as fieldCss from "../../components/form/field.css.ts";
import { FormError } from "../../components/form/field.tsx";
import { SafeHtml } from "../../components/safe-html/safe-html.tsx";
import * as layout from "../layout/layout.css.ts";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useMoney } from "../cashier/use-cashier.ts";
import { imagesProblems, refusalText, statusNames, usePromotionMachines, useViewer } from "./promotion-messages.ts";
import { useDates } from "./promotions-page.tsx";
import * as css from "./promotions.css.ts";
import { newRequestPrefix } from "../cashier/money.ts";

type Viewer = "guest" | "trial" | "member";

/** /promoDetail?id=<promotion> (ACT-08): the promotion's banner, dates and rules (sanitised HTML), and its activity. */
export function PromoDetailPage({ id }: { id?: string | undefined }) {
  const { t } = useLingui();
  const { machines, failed, retry } = usePromotionMachines();
  const viewer = useViewer();
  if (!id) return <NotFound />;
  return machines && viewer ? (
    <Detail key={id} machines={machines} viewer={viewer} promotionId={id} />
  ) : (
    <section className={`${layout.container} ${css.page}`} aria-label={t`Promotion details`} data-page="promodetail">
      <PageLoadState failed={failed} retry={retry} />
    </section>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <section className={`${layout.container} ${css.page}`} aria-labelledby="promo-title" data-page="promodetail">
      <h1 id="promo-title" className={css.title}>
        {t`Promotion not found`}
      </h1>
      <p className={css.muted}>{t`This promotion has ended or the address is wrong.`}</p>
      <p>
        <Link to="/promotions" className={layout.button}>
          {t`See all promotions`}
        </Link>
      </p>
    </section>
  );
}

function Detail({ machines, viewer, promotionId }: { machines: PromotionMachines; viewer: Viewer; promotionId: string }) {
  const { t, i18n } = useLingui();
  const { config } = useServices();
  // Unique to this visit of the page (each Send adds its own counter): the application's requestId.
  const requestPrefix = useMemo(() => newRequestPrefix("promo"), []);
  const ref = useActorRef(machines.activity, { input: { promotionId, viewer, requestPrefix } });
  useEffect(() => ref.send({ type: "session.changed", viewer }), [ref, viewer]);
  const view = useSelector(ref, selectActivity, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const dates = useDates();
  const promotion = view.promotion;
  const title = promotion?.title ?? t`Promotion details`;
  useEffect(() => {
    document.title = `${title} · ${config.brand.name}`;
  }, [title, config.brand.name]);
  if (view.state === "notFound") return <NotFound />;
  if (view.state === "failed") {
    return (
      <section className={`${layout.container} ${css.page}`} aria-labelledby="promo-title" data-page="promodetail">
        <h1 id="promo-title" className={css.title}>
          {t`Promotion details`}
        </h1>
        <div role="alert" className={css.note}>
          <p>{t`The promotion could not be loaded.`} {refusalText(i18n, view.failure)}</p>
          <button type="button" className={buttons.button} onClick={() => ref.send({ type: "activity.retry" })}>
            {t`Try again`}
          </button>
        </div>
      </section>
    );
  }
  if (!promotion) {
    return (
      <section className={`${layout.container} ${css.page}`} aria-label={t`Promotion details`} data-page="promodetail">
        <p className={css.muted} role="status">
          {t`Loading…`}
        </p>
      </section>
    );
  }
  return (
    <section className={`${layout.container} ${css.page}`} aria-labelledby="promo-title" data-page="promodetail">
      <p>
        <Link to="/promotions" className={css.cardLink}>
          {t`← All promotions`}
        </Link>
      </p>
      <h1 id="promo-title" className={css.title}>
        {promotion.title}
      </h1>
      <div className={css.detail}>
        <div className={css.page}>
          {promotion.image ? <img className={css.heroBanner} src={promotion.image} alt="" width={960} height={320} /> : null}
          <p className={css.meta}>
            <span>{dates(promotion)}</span>
          </p>
          <p>{promotion.summary}</p>
          <h2 className={css.panelTitle}>{t`Promotion rules`}</h2>
          <Suspense fallback={<p className={css.muted}>{t`Loading…`}</p>}>
            <SafeHtml html={promotion.content} className={css.content} data-testid="promotion-content" />
          </Suspense>
        </div>
        <ActivityPanel view={view} send={ref.send} viewer={viewer} />
      </div>
    </section>
  );
}

type View = ReturnType<typeof selectActivity>;
type Send = (event: Parameters<ReturnType<typeof useActorRef<PromotionMachines["activity"]>>["send"]>[0]) => void;

function Spinner() {
  return <span className={buttons.spinner} aria-hidden="true" />;
}

function ActivityPanel({ view, send, viewer }: { view: View; send: Send; viewer: Viewer }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const promotion = view.promotion!;
  const failure = refusalText(i18n, view.failure);
  const state = view.form ? null : view.state;
  const statusName = i18n._(statusNames[promotion.status]);
  return (
    <aside className={css.panel} aria-labelledby="activity-title" data-state={view.state} data-status={promotion.status}>
      <h2 id="activity-title" className={css.panelTitle}>
        {t`Your activity`}
      </h2>
      <p role="status" className={css.meta}>
        {t`State:`} <span className={css.status}>{statusName}</span>
      </p>
      {promotion.reward !== null && promotion.kind !== "raffle" ? <p className={css.muted}>{t`Reward: ${money(promotion.reward)}`}</p> : null}
      {view.form ? <ApplicationFormView view={view} send={send} /> : null}
      {state === "awaitingLogin" ? (
        <p className={css.note}>{viewer === "trial" ? t`Register a real account to take part in promotions.` : t`Log in to join. You will continue here after the login.`}</p>
      ) : null}
      {state === "comingSoon" ? <p className={css.muted}>{t`This promotion has not started yet. Come back when it opens.`}</p> : null}
      {state === "closed" ? <p className={css.muted}>{t`This promotion has ended.`}</p> : null}
      {state === "signedUp" ? <p className={css.muted}>{t`You are taking part. Your reward comes when you meet the conditions.`}</p> : null}
      {state === "inProcess" ? <p className={css.muted}>{t`Your reward is being worked out.`}</p> : null}
      {state === "applying" ? <p className={css.muted}>{t`Your application is being reviewed.`}</p> : null}
      {state === "rejected" ? <p className={css.muted}>{t`Your application was not approved. You may apply again.`}</p> : null}
      {state === "issued" ? <p className={css.success}>{t`Your reward has been issued.`}</p> : null}
      {state === "claimed" && promotion.kind === "raffle" && promotion.reward !== null ? (
        <div className={css.envelope}>
          <p>{t`Your red envelope held`}</p>
          <p className={css.prize}>{money(promotion.reward)}</p>
        </div>
      ) : state === "claimed" ? (
        <p className={css.success}>{view.won !== null ? t`You claimed ${money(view.won)}.` : t`You have claimed this reward.`}</p>
      ) : null}
      {(state === "claim" || state === "opening") && promotion.kind === "raffle" ? (
        <div className={css.envelope}>
          <p>{t`A red envelope is waiting for you.`}</p>
        </div>
      ) : null}
      {view.failure && !view.form ? <FormError message={failure ? t`Not done: ${failure}` : null} /> : null}
      {!view.form ? (
        <div className={css.actions}>
          {view.canJoin || state === "joining" || state === "joinRequested" ? (
            <button
              type="button"
              className={`${buttons.button} ${buttons.primary}`}
              aria-disabled={view.busy || undefined}
              aria-busy={state === "joining" || undefined}
              onClick={() => !view.busy && send({ type: "activity.join" })}
            >
              {state === "joining" ? <Spinner /> : null}
              {state === "rejected" ? t`Apply again` : promotion.kind === "apply" ? t`Apply` : t`Join`}
            </button>
          ) : null}
          {view.canClaim || state === "claiming" || state === "opening" ? (
            <button
              type="button"
              className={`${buttons.button} ${buttons.primary}`}
              aria-disabled={view.busy || undefined}
              aria-busy={view.busy || undefined}
              onClick={() => !view.busy && send({ type: "activity.claim" })}
            >
              {view.busy ? <Spinner /> : null}
              {promotion.kind === "raffle" ? t`Open the red envelope` : t`Claim`}
            </button>
          ) : null}
          {view.canRefresh ? (
            <button type="button" className={buttons.button} onClick={() => send({ type: "activity.refresh" })}>
              {t`Refresh`}
            </button>
          ) : null}
        </div>
      ) : null}
    </aside>
  );
}

/** Reads an image as a data: URL, only when the machine can accept it (a refused one is never read, and never sent). */
function readImage(file: File, id: string, accepted: boolean): Promise<ApplicationImage> {
  const image: ApplicationImage = { id, name: file.name, type: file.type, size: file.size, dataUrl: "" };
  if (!accepted) return Promise.resolve(image);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ ...image, dataUrl: typeof reader.result === "string" ? reader.result : "" });
    reader.onerror = () => reject(reader.error ?? new Error("the image could not be read"));
    reader.readAsDataURL(file);
  });
}

function ApplicationFormView({ view, send }: { view: View; send: Send }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const form = view.form!;
  const sending = view.state === "sending";
  const [unreadable, setUnreadable] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const remarkRef = useRef<HTMLTextAreaElement>(null);
  // The form's own image ids: one per chosen file, never reused while the form is open.
  const chosen = useRef(0);
  useEffect(() => remarkRef.current?.focus(), []);
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length === 0) return;
    setUnreadable(false);
    // The limits are checked on what the browser reports (count, type, size) before anything is read.
    const meta = files.map((f) => ({ id: "", name: f.name, type: f.type, size: f.size, dataUrl: "" }));
    const accepted = imagesProblem(form.images, meta) === null;
    Promise.all(files.map((f) => readImage(f, `image-${(chosen.current += 1)}`, accepted))).then(
      (images) => send({ type: "images.added", images }),
      () => setUnreadable(true),
    );
  };
  const left = view.remarkLeft;
  const remarkError = view.remarkProblem ? t`The remark can be at most ${REMARK_MAX_CHARS} characters. Shorten it by ${-left}.` : null;
  const imagesError = view.imagesProblem ? i18n._(imagesProblems[view.imagesProblem]) : unreadable ? t`This file could not be read. Choose another one.` : null;
  const failure = refusalText(i18n, view.failure);
  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) send({ type: "application.submitted" });
      }}
    >
      <div className={css.page}>
        <h3 id={`${id}-title`} className={css.panelTitle}>
          {t`Your application`}
        </h3>
        <div className={fieldCss.field}>
          <label htmlFor={`${id}-remark`} className={fieldCss.label}>
            {t`Remark`}
          </label>
          <textarea
            id={`${id}-remark`}
            ref={remarkRef}
            className={css.textarea}
            value={form.remark}
            readOnly={sending}
            aria-invalid={remarkError ? true : undefined}
            aria-describedby={`${id}-remark-count ${remarkError ? `${id}-remark-error` : ""}`.trim()}
            onChange={(event) => send({ type: "remark.changed", value: event.target.value })}
          />
          <p id={`${id}-remark-count`} className={`${css.counter} ${left < 0 ? css.counterOver : ""}`} aria-live="polite">
            {left >= 0 ? t`${left} of ${REMARK_MAX_CHARS} characters left` : t`${-left} characters too many`}
          </p>
          <div id={`${id}-remark-error`} className={fieldCss.error} aria-live="polite" aria-atomic="true">
            {remarkError ? <span>{remarkError}</span> : null}
          </div>
        </div>
        <div className={fieldCss.field}>
          <label htmlFor={`${id}-images`} className={fieldCss.label}>
            {t`Images (up to 3, png or jpg, at most 5 MB each)`}
          </label>
          <input
            id={`${id}-images`}
            ref={fileInput}
            type="file"
            multiple
            accept="image/png,image/jpeg"
            className={css.fileInput}
            disabled={sending}
            aria-invalid={imagesError ? true : undefined}
            aria-describedby={imagesError ? `${id}-images-error` : undefined}
            onChange={onFiles}
          />
          <div id={`${id}-images-error`} className={fieldCss.error} aria-live="polite" aria-atomic="true">
            {imagesError ? <span>{imagesError}</span> : null}
          </div>
        </div>
        {form.images.length > 0 ? (
          <ul className={css.previews} aria-label={t`Chosen images`}>
            {form.images.map((image) => (
              <li key={image.id} className={css.preview}>
                <img className={css.previewImage} src={image.dataUrl} alt={t`Preview of ${image.name}`} />
                <p className={css.previewName}>{image.name}</p>
                <button
                  type="button"
                  className={buttons.button}
                  disabled={sending}
                  aria-label={t`Remove ${image.name}`}
                  onClick={() => {
                    send({ type: "image.removed", id: image.id });
                    fileInput.current?.focus();
                  }}
                >
                  {t`Remove`}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <FormError message={failure ? t`The application was not sent: ${failure}` : null} />
        <div className={css.actions}>
          <button type="button" className={buttons.button} disabled={sending} onClick={() => send({ type: "application.cancelled" })}>
            {t`Cancel`}
          </button>
          <button type="submit" className={`${buttons.button} ${buttons.primary}`} aria-disabled={sending || undefined} aria-busy={sending || undefined}>
            {sending ? <Spinner /> : null}
            {sending ? t`Sending…` : failure ? t`Try again` : t`Send application`}
          </button>
        </div>
      </div>
    </form>
  );
}
