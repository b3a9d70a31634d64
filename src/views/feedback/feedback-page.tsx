import { useMemo, type FormEvent } from "react";
import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { ContentMachines } from "../../app/services.tsx";
import * as buttons from "../../components/button/button.css.ts";
import * as fieldCss from "../../components/form/field.css.ts";
import { fieldIds, FormError } from "../../components/form/field.tsx";
import { failureText } from "../../i18n/auth-messages.ts";
import type { FeedbackError } from "../../../machines/feedback/feedback.machine.ts";
import { countWords, FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS, FEEDBACK_TYPES, type FeedbackType } from "../../../machines/feedback/feedback.types.ts";
import { viewerOf } from "../../../machines/session/session.machine.ts";
import * as layout from "../layout/layout.css.ts";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useSession, useSessionActor } from "../auth/use-auth.ts";
import { useContentMachines } from "../help/use-content.ts";
import { TextAreaField } from "../join/text-area-field.tsx";
import * as css from "../join/forms.css.ts";
import { newRequestPrefix } from "../cashier/money.ts";

const TYPE_NAMES: Record<FeedbackType, MessageDescriptor> = {
  DEPOSIT: msg`Deposit`,
  WITHDRAWAL: msg`Withdrawal`,
  GAME: msg`Games`,
  PROMOTION: msg`Promotions and rewards`,
  ACCOUNT: msg`My account`,
  SUGGESTION: msg`Suggestion`,
  COMPLAINT: msg`Complaint`,
  OTHER: msg`Other`,
};

/** /feedback: feedback and complaints to customer service, for members (SPEC §1, §5, §7; CNT-13, CNT-14). */
export function FeedbackPage() {
  const { t } = useLingui();
  const { machines, failed, retry } = useContentMachines();
  const viewer = useSession((s) => (s.matches("guest") ? "guest" : s.matches("signedIn") ? viewerOf(s.context.member) : null));
  const session = useSessionActor();
  return (
    <section className={`${layout.container} ${css.page}`} aria-labelledby="page-title" data-page="feedback">
      <h1 id="page-title" className={css.title}>
        {t`Feedback and complaints`}
      </h1>
      <p className={css.muted}>{t`Tell customer service what went well or wrong. Pick what it is about and describe it in your own words; the answer arrives in your messages.`}</p>
      {viewer === "guest" ? (
        <div className={css.box}>
          <p>{t`Log in to send feedback.`}</p>
          <button type="button" className={buttons.primary} onClick={() => session.send({ type: "login.open" })}>
            {t`Log in`}
          </button>
        </div>
      ) : viewer === "trial" ? (
        <div className={css.box}>
          <p>{t`Register a real account to send feedback.`}</p>
          <Link to="/register" className={buttons.button}>
            {t`Register`}
          </Link>
        </div>
      ) : viewer === "member" && machines ? (
        <FeedbackForm machines={machines} />
      ) : (
        <PageLoadState failed={failed} retry={retry} />
      )}
    </section>
  );
}

export function feedbackErrorText(i18n: I18n, error: FeedbackError | undefined): string | undefined {
  if (!error) return undefined;
  switch (error.code) {
    case "type.required":
      return i18n._(msg`Choose what your feedback is about.`);
    case "content.required":
      return i18n._(msg`Describe your feedback.`);
    case "content.tooShort": {
      const { min, words } = error;
      return i18n._(msg`Write at least ${min} words (now ${words}).`);
    }
    case "content.tooLong": {
      const { max, words } = error;
      return i18n._(msg`Write at most ${max} words (now ${words}).`);
    }
  }
}

function FeedbackForm({ machines }: { machines: ContentMachines }) {
  const { t, i18n } = useLingui();
  const requestPrefix = useMemo(() => newRequestPrefix("fb"), []);
  const ref = useActorRef(machines.feedback, { input: { requestPrefix } });
  const snapshot = useSelector(ref, (s) => s);
  const { type, content, errors, failure, receipt } = snapshot.context;
  const sending = snapshot.matches("sending");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) ref.send({ type: "feedback.submitted" });
  };
  if (snapshot.matches("sent") && receipt) {
    const number = receipt.id;
    return (
      <div className={css.box} role="status" data-testid="feedback-sent">
        <h2 className={css.boxTitle}>{t`Feedback sent`}</h2>
        <p>{t`Thank you. Your feedback number ${number} is with customer service; the answer will arrive in your messages.`}</p>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "feedback.again" })}>
          {t`Send more feedback`}
        </button>
      </div>
    );
  }
  const words = countWords(content);
  const min = FEEDBACK_MIN_WORDS;
  const max = FEEDBACK_MAX_WORDS;
  const typeError = feedbackErrorText(i18n, errors.type);
  const typeIds = fieldIds("feedback-type");
  return (
    <form className={css.form} onSubmit={submit} noValidate aria-labelledby="page-title" data-state={JSON.stringify(snapshot.value)}>
      <div className={`${fieldCss.field} ${css.full}`}>
        <label htmlFor="feedback-type" className={fieldCss.label}>
          {t`About`}
          <span className={fieldCss.requiredMark} aria-hidden="true">
            *
          </span>
        </label>
        <select
          id="feedback-type"
          className={css.control}
          value={type ?? ""}
          onChange={(event) => ref.send({ type: "feedback.typePicked", value: event.target.value })}
          aria-required
          aria-invalid={typeError ? true : false}
          aria-describedby={typeError ? typeIds.error : undefined}
        >
          <option value="">{t`Choose…`}</option>
          {FEEDBACK_TYPES.map((code) => (
            <option key={code} value={code}>
              {i18n._(TYPE_NAMES[code])}
            </option>
          ))}
        </select>
        <div id={typeIds.error} className={fieldCss.error} aria-live="polite" aria-atomic="true">
          {typeError ? <span>{typeError}</span> : null}
        </div>
      </div>
      <div className={css.full}>
        <TextAreaField
          id="feedback-content"
          label={t`Your feedback`}
          required
          value={content}
          onChange={(value) => ref.send({ type: "feedback.contentChanged", value })}
          error={feedbackErrorText(i18n, errors.content)}
          hint={t`${words} words (${min} to ${max})`}
        />
      </div>
      <div className={css.full}>
        <FormError message={failure ? failureText(i18n, failure) : null} />
      </div>
      <div className={css.actions}>
        <button type="submit" className={buttons.primary} aria-disabled={sending || undefined}>
          {sending ? t`Sending…` : failure ? t`Try again` : t`Send feedback`}
        </button>
      </div>
    </form>
  );
}
