/** The forgot-password modal (SPEC §2, §5 forgot password): renders the passwordRecovery machine. */
import { useEffect, useRef, type FormEvent } from "react";
import { useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import * as buttons from "../../components/button/button.css.ts";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { FormError, PasswordField, TextField } from "../../components/form/field.tsx";
import { LoadingOverlay } from "../../components/overlay/loading-overlay.tsx";
import { Tabs } from "../../components/tabs/tabs.tsx";
import { failureText, fieldErrorText } from "../../i18n/auth-messages.ts";
import { MobileField, SmsCodeButton, useSmsCode } from "../auth/controls.tsx";
import { useChild, sameValue } from "../auth/use-auth.ts";
import type { passwordRecoveryMachine, RecoveryField, RecoveryTab } from "../../../machines/password-recovery/password-recovery.machine.ts";
import type { FieldErrors } from "../../../machines/auth/fields.ts";
import type { Failure } from "../../../machines/shared/errors.ts";
import type { smsCodeMachine } from "../../../machines/sms-code/sms-code.machine.ts";
import * as css from "./recovery.css.ts";

export type RecoveryRef = ActorRefFrom<typeof passwordRecoveryMachine>;
type RecoverySnapshot = SnapshotFrom<typeof passwordRecoveryMachine>;
type SmsRef = ActorRefFrom<typeof smsCodeMachine>;

export interface RecoveryDialogProps {
  /** The running passwordRecovery actor (the session machine's `passwordRecovery` child). */
  actor: RecoveryRef;
  /** Escape, the close button, or Close after the e-mail was sent (the modal host sends `auth.closed`). */
  onClose: () => void;
}

interface RecoveryView {
  step: "form" | "emailSent" | "loginFailed";
  /** Phone reset is on: the e-mail / mobile tabs show. */
  tabbed: boolean;
  tab: RecoveryTab;
  fields: Record<RecoveryField, string>;
  errors: FieldErrors;
  failure: Failure | null;
  busy: boolean;
  canSubmit: boolean;
}

function selectView(snapshot: RecoverySnapshot): RecoveryView {
  const { context } = snapshot;
  return {
    step: snapshot.matches("emailSent") ? "emailSent" : snapshot.matches("loginFailed") ? "loginFailed" : "form",
    tabbed: context.phoneReset,
    tab: context.tab,
    fields: context.fields,
    errors: context.errors,
    failure: context.failure,
    busy: snapshot.matches("sendingEmail") || snapshot.matches("resetting") || snapshot.matches("loggingIn") || snapshot.matches("loggedIn"),
    canSubmit: snapshot.can({ type: "recovery.submitted" }),
  };
}


const fieldId = (name: string) => `recovery-${name}`;

/** Forgot password: by e-mail (username and e-mail → a confirmation) or, when allowed, by mobile (code and new password). */
export function RecoveryDialog({ actor, onClose }: RecoveryDialogProps) {
  const { t } = useLingui();
  const view = useSelector(actor, selectView, sameValue);
  const panel = <RecoveryPanel actor={actor} view={view} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} title={t`Forgot password`}>
      <div className={css.content}>
        <LoadingOverlay busy={view.busy}>
          {view.tabbed ? (
            <Tabs
              label={t`Reset by`}
              value={view.tab}
              onChange={(tab) => actor.send({ type: "recovery.tabSelected", tab: tab as RecoveryTab })}
              items={[
                { id: "email", label: t`E-mail`, panel: view.tab === "email" ? panel : null },
                { id: "mobile", label: t`Mobile number`, panel: view.tab === "mobile" ? panel : null },
              ]}
            />
          ) : (
            panel
          )}
        </LoadingOverlay>
      </div>
    </Dialog>
  );
}

function RecoveryPanel({ actor, view, onClose }: { actor: RecoveryRef; view: RecoveryView; onClose: () => void }) {
  if (view.step === "emailSent") return <EmailSent onClose={onClose} />;
  if (view.step === "loginFailed") return <LoginFailed actor={actor} view={view} onClose={onClose} />;
  return <RecoveryForm actor={actor} view={view} />;
}

function RecoveryForm({ actor, view }: { actor: RecoveryRef; view: RecoveryView }) {
  const { t, i18n } = useLingui();
  const set = (field: RecoveryField) => (value: string) => actor.send({ type: "recovery.fieldChanged", field, value });
  const error = (field: RecoveryField) => fieldErrorText(i18n, view.errors[field]);
  return (
    <form
      className={css.form}
      noValidate
      aria-label={t`Forgot password`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        actor.send({ type: "recovery.submitted" });
        focusFirstError(actor.getSnapshot());
      }}
    >
      {view.tab === "email" ? (
        <>
          <p className={css.intro}>{t`Enter your username and the e-mail address of your account. We will send you a link to reset your password.`}</p>
          <div className={css.fields}>
            <TextField
              id={fieldId("username")}
              name="username"
              label={t`Username`}
              value={view.fields.username}
              onChange={set("username")}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={error("username")}
            />
            <TextField
              id={fieldId("email")}
              name="email"
              type="email"
              label={t`E-mail`}
              value={view.fields.email}
              onChange={set("email")}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={error("email")}
            />
          </div>
        </>
      ) : (
        <>
          <p className={css.intro}>{t`Get a verification code on your mobile number, then choose a new password.`}</p>
          <MobileFields actor={actor} view={view} />
        </>
      )}
      <FormError message={failureText(i18n, view.failure)} />
      <div className={css.actions}>
        <button type="submit" className={`${buttons.primary} ${css.action}`} aria-disabled={!view.canSubmit}>
          {t`Submit`}
        </button>
      </div>
    </form>
  );
}

function MobileFields({ actor, view }: { actor: RecoveryRef; view: RecoveryView }) {
  const { t, i18n } = useLingui();
  const sms = useChild<SmsRef>(actor, "recoverySms");
  const smsView = useSmsCode(sms);
  const set = (field: RecoveryField) => (value: string) => actor.send({ type: "recovery.fieldChanged", field, value });
  return (
    <div className={css.fields}>
      <MobileField
        id={fieldId("mobileNum")}
        value={view.fields.mobileNum}
        dialingCode={view.fields.countryDialingCode}
        onChange={set("mobileNum")}
        onDialingCodeChange={set("countryDialingCode")}
        error={view.errors.mobileNum ?? smsView.mobileError}
        trailing={<SmsCodeButton actor={sms} onSend={() => actor.send({ type: "sms.requested" })} compact />}
      />
      <TextField
        id={fieldId("verificationCode")}
        name="verificationCode"
        label={t`Verification code`}
        value={view.fields.verificationCode}
        onChange={set("verificationCode")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        required
        error={fieldErrorText(i18n, view.errors.verificationCode)}
      />
      <PasswordField
        id={fieldId("newPassword")}
        name="newPassword"
        label={t`New password`}
        value={view.fields.newPassword}
        onChange={set("newPassword")}
        autoComplete="new-password"
        required
        error={fieldErrorText(i18n, view.errors.newPassword)}
      />
    </div>
  );
}

/** After a refused submit, focus goes to the first field with an error. */
function focusFirstError(snapshot: RecoverySnapshot) {
  const order: RecoveryField[] = snapshot.context.tab === "email" ? ["username", "email"] : ["mobileNum", "verificationCode", "newPassword"];
  const first = order.find((name) => snapshot.context.errors[name]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

/** The platform mailed a reset link: the confirmation, and Close. Focus moves to Close (the form it replaces is gone). */
function EmailSent({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div className={css.notice}>
      <p role="status" className={css.noticeText}>
        {t`We have sent you an e-mail with a link to reset your password. Please check your inbox.`}
      </p>
      <div className={css.actions}>
        <button ref={closeRef} type="button" className={`${buttons.primary} ${css.action}`} onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </div>
  );
}

/** The password was changed by phone but logging in with it failed: the reason, and Try again. */
function LoginFailed({ actor, view, onClose }: { actor: RecoveryRef; view: RecoveryView; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className={css.notice}>
      <p className={css.noticeText}>{t`Your password has been changed, but we could not log you in.`}</p>
      <FormError message={failureText(i18n, view.failure)} />
      <div className={css.actions}>
        <button
          type="button"
          className={`${buttons.primary} ${css.action}`}
          aria-disabled={!view.canSubmit}
          onClick={() => actor.send({ type: "recovery.submitted" })}
        >
          {t`Try again`}
        </button>
        <button type="button" className={`${buttons.button} ${css.action}`} onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </div>
  );
}
