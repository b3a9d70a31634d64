import { useMemo, type FormEvent, type ReactNode } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import type { ContentMachines } from "../../app/services.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { FormError, TextField } from "../../components/form/field.tsx";
import { failureText } from "../../i18n/auth-messages.ts";
import type { JoinError } from "../../../machines/join/join.machine.ts";
import { JOIN_LIMITS, type JoinField } from "../../../machines/join/join.types.ts";
import * as layout from "../layout/layout.css.ts";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useContentMachines } from "../help/use-content.ts";
import { TextAreaField } from "./text-area-field.tsx";
import * as css from "./forms.css.ts";
import { newRequestPrefix } from "../cashier/money.ts";

/** /join: the affiliate application (SPEC §2; CNT-11, CNT-12). */
export function JoinPage() {
  const { t } = useLingui();
  const { machines, failed, retry } = useContentMachines();
  return (
    <section className={`${layout.container} ${css.page}`} aria-labelledby="page-title" data-page="join">
      <h1 id="page-title" className={css.title}>
        {t`Become an affiliate`}
      </h1>
      <p className={css.muted}>{t`Bring players to us and earn a share of what they play. Tell us who you are and how you reach your audience; our affiliate team answers by e-mail.`}</p>
      {machines ? <JoinForm machines={machines} /> : <PageLoadState failed={failed} retry={retry} />}
    </section>
  );
}

export function joinErrorText(i18n: I18n, error: JoinError | undefined): string | undefined {
  if (!error) return undefined;
  switch (error.code) {
    case "field.required":
      return i18n._(msg`This field is required.`);
    case "field.email":
      return i18n._(msg`Enter a valid e-mail address.`);
    case "field.mobile":
      return i18n._(msg`Enter a mobile number of 6 to 15 digits.`);
    case "name.format":
      return i18n._(msg`Enter your name in letters (at least 2).`);
    case "text.tooLong": {
      const max = error.max;
      return i18n._(msg`Use at most ${max} characters.`);
    }
    case "email.pending":
      return i18n._(msg`An application from this e-mail is already being reviewed.`);
  }
}

function JoinForm({ machines }: { machines: ContentMachines }) {
  const { t, i18n } = useLingui();
  const requestPrefix = useMemo(() => newRequestPrefix("join"), []);
  const ref = useActorRef(machines.join, { input: { requestPrefix } });
  const snapshot = useSelector(ref, (s) => s);
  const { fields, errors, failure, receipt } = snapshot.context;
  const sending = snapshot.matches("submitting");
  const change = (field: JoinField) => (value: string) => ref.send({ type: "join.changed", field, value });
  const error = (field: JoinField) => joinErrorText(i18n, errors[field]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) ref.send({ type: "join.submitted" });
  };
  if (snapshot.matches("sent") && receipt) {
    const reference = receipt.reference;
    const email = receipt.email;
    return (
      <div className={css.box} role="status" data-testid="join-sent">
        <h2 className={css.boxTitle}>{t`Application received`}</h2>
        <p>{t`Thank you. Your application ${reference} is with our affiliate team; we will write to ${email} within two working days.`}</p>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "join.again" })}>
          {t`Send another application`}
        </button>
      </div>
    );
  }
  const used = [...fields.message].length;
  const max = JOIN_LIMITS.message;
  const field = (id: JoinField, node: ReactNode, full = false) => (
    <div key={id} className={full ? css.full : undefined}>
      {node}
    </div>
  );
  return (
    <form className={css.form} onSubmit={submit} noValidate aria-labelledby="page-title" data-state={JSON.stringify(snapshot.value)}>
      {field("name", <TextField id="join-name" label={t`Full name`} value={fields.name} onChange={change("name")} autoComplete="name" required maxLength={JOIN_LIMITS.name + 10} error={error("name")} />)}
      {field("email", <TextField id="join-email" type="email" label={t`E-mail`} value={fields.email} onChange={change("email")} autoComplete="email" autoCapitalize="none" spellCheck={false} required error={error("email")} />)}
      {field("mobile", <TextField id="join-mobile" type="tel" inputMode="tel" label={t`Mobile number`} value={fields.mobile} onChange={change("mobile")} autoComplete="tel-national" required error={error("mobile")} />)}
      {field("messenger", <TextField id="join-messenger" label={t`Telegram, WhatsApp or Zalo (optional)`} value={fields.messenger} onChange={change("messenger")} autoComplete="off" error={error("messenger")} />)}
      {field("website", <TextField id="join-website" label={t`Website or channel (optional)`} value={fields.website} onChange={change("website")} autoComplete="url" autoCapitalize="none" spellCheck={false} error={error("website")} />, true)}
      {field(
        "message",
        <TextAreaField id="join-message" label={t`How will you bring players? (optional)`} value={fields.message} onChange={change("message")} error={error("message")} hint={t`${used} of ${max} characters`} />,
        true,
      )}
      <div className={css.full}>
        <FormError message={failure ? failureText(i18n, failure) : null} />
      </div>
      <div className={css.actions}>
        <button type="submit" className={buttons.primary} aria-disabled={sending || undefined}>
          {sending ? t`Sending…` : failure ? t`Try again` : t`Send application`}
        </button>
      </div>
    </form>
  );
}
