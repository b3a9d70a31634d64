import { useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom } from "xstate";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { CheckboxField, FormError, PasswordField, TextField } from "../../components/form/field.tsx";
import { LoadingOverlay } from "../../components/overlay/loading-overlay.tsx";
import { Tabs } from "../../components/tabs/tabs.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { failureText, fieldErrorText } from "../../i18n/auth-messages.ts";
import type { LoginField, loginMachine, LoginTab } from "../../../machines/login/login.machine.ts";
import type { changePasswordMachine } from "../../../machines/change-password/change-password.machine.ts";
import type { smsCodeMachine } from "../../../machines/sms-code/sms-code.machine.ts";
import type { VerificationMethod } from "../../../machines/auth/types.ts";
import { lazy } from "react";
import { CaptchaField, MobileField, SmsCodeButton, useSmsCode } from "./controls.tsx";
import { useChild, useSessionActor, sameValue } from "./use-auth.ts";
import { SignInBanner } from "../announcements/sign-in-banner.tsx";
import * as css from "./auth.css.ts";

const ChangePasswordDialog = lazy(() => import("../change-password/change-password-dialog.tsx").then((m) => ({ default: m.ChangePasswordDialog })));

type LoginRef = ActorRefFrom<typeof loginMachine>;
type LoginSnapshot = ReturnType<LoginRef["getSnapshot"]>;

function selectLogin(snapshot: LoginSnapshot) {
  const c = snapshot.context;
  return {
    step: snapshot.matches("verifying") ? ("verifying" as const) : snapshot.matches("changingPassword") ? ("changingPassword" as const) : ("form" as const),
    tab: c.tab,
    smsTab: snapshot.can({ type: "login.tabSelected", tab: "sms" }),
    fields: c.fields,
    errors: c.errors,
    remember: c.remember,
    busy: snapshot.matches({ form: { entry: "submitting" } }) || snapshot.matches({ form: { entry: "authorizing" } }) || snapshot.matches({ verifying: "checking" }),
    captchaShown: c.captchaShown,
    captchaImage: c.captchaImage,
    captchaLoading: snapshot.matches({ form: { captcha: "loading" } }),
    captchaCanRefresh: snapshot.can({ type: "captcha.refresh" }),
    captchaFailure: snapshot.matches({ form: { captcha: "failed" } }) ? c.captchaFailure : null,
    failure: c.failure,
    socialProviders: c.socialProviders,
    challenge: c.challenge,
    method: c.method,
    answer: c.answer,
    answerError: c.answerError.answer ?? null,
  };
}


export interface LoginDialogProps {
  actor: LoginRef;
  freePlay: boolean;
}

/** The login modal (SPEC §2): tabs, form, captcha, remember, forgot link, free trial, social logins, register link. */
export function LoginDialog({ actor, freePlay }: LoginDialogProps) {
  const { t } = useLingui();
  const session = useSessionActor();
  const view = useSelector(actor, selectLogin, sameValue);
  const changePassword = useChild<ActorRefFrom<typeof changePasswordMachine>>(actor, "changePassword");
  const sessionEnded = useSelector(session, (s) => s.context.sessionEnded);
  const close = () => session.send({ type: "auth.closed" });
  if (view.step === "changingPassword") return changePassword ? <ChangePasswordDialog actor={changePassword} /> : null;
  return (
    <Dialog open onClose={close} title={view.step === "verifying" ? t`Verify it's you` : t`Log in`}>
      {sessionEnded ? (
        <p role="status" className={css.note}>
          {t`Your session has ended. Log in again to continue where you were.`}
        </p>
      ) : null}
      {view.step === "verifying" ? null : <SignInBanner group="w_login" />}
      {view.step === "verifying" ? <VerificationPanel actor={actor} view={view} /> : <LoginForm actor={actor} view={view} freePlay={freePlay} />}
    </Dialog>
  );
}

function LoginForm({ actor, view, freePlay }: { actor: LoginRef; view: ReturnType<typeof selectLogin>; freePlay: boolean }) {
  const { t, i18n } = useLingui();
  const session = useSessionActor();
  const sms = useChild<ActorRefFrom<typeof smsCodeMachine>>(actor, "loginSms");
  const smsView = useSmsCode(sms);
  const set = (field: LoginField) => (value: string) => actor.send({ type: "login.fieldChanged", field, value });
  const error = (field: LoginField) => fieldErrorText(i18n, view.errors[field]);
  const fields =
    view.tab === "sms" ? (
      <>
        <MobileField
          id="login-mobile"
          value={view.fields.mobileNum}
          dialingCode={view.fields.countryDialingCode}
          onChange={set("mobileNum")}
          onDialingCodeChange={set("countryDialingCode")}
          error={view.errors.mobileNum ?? smsView.mobileError}
          trailing={<SmsCodeButton actor={sms} onSend={() => actor.send({ type: "sms.requested" })} compact />}
        />
        <TextField
          id="login-sms-code"
          name="smsCode"
          label={t`SMS code`}
          value={view.fields.smsCode}
          onChange={set("smsCode")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          required
          error={error("smsCode")}
        />
      </>
    ) : (
      <>
        <TextField
          id="login-username"
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
        <PasswordField
          id="login-password"
          name="password"
          label={t`Password`}
          value={view.fields.password}
          onChange={set("password")}
          autoComplete="current-password"
          required
          error={error("password")}
        />
      </>
    );
  const form = (
    <form
      className={css.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        actor.send({ type: "login.submitted" });
        // Move focus to the first field the machine marked, so the error next to it is read out.
        const first = Object.keys(actor.getSnapshot().context.errors)[0];
        if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      }}
      aria-label={t`Log in`}
    >
      {fields}
      {view.captchaShown && (
        <CaptchaField
          id="login-captcha"
          value={view.fields.captcha}
          onChange={set("captcha")}
          image={view.captchaImage}
          loading={view.captchaLoading}
          canRefresh={view.captchaCanRefresh}
          onRefresh={() => actor.send({ type: "captcha.refresh" })}
          error={view.errors.captcha}
          loadFailure={view.captchaFailure}
        />
      )}
      <div className={css.row}>
        <CheckboxField id="login-remember" name="remember" label={t`Remember me`} checked={view.remember} onChange={() => actor.send({ type: "login.rememberToggled" })} />
        <button type="button" className={css.linkButton} onClick={() => session.send({ type: "recovery.open" })}>
          {t`Forgot password?`}
        </button>
      </div>
      <FormError message={failureText(i18n, view.failure)} />
      <div className={css.actions}>
        <button type="submit" className={buttons.primary} aria-disabled={view.busy || undefined}>
          {t`Log in`}
        </button>
        {freePlay && (
          <button type="button" className={buttons.button} onClick={() => session.send({ type: "freeplay.requested" })}>
            {t`Free trial`}
          </button>
        )}
      </div>
      <p className={css.muted}>
        {t`No account?`}{" "}
        <button type="button" className={css.linkButton} onClick={() => session.send({ type: "register.open" })}>
          {t`Register now`}
        </button>
      </p>
      {view.socialProviders.length > 0 && (
        <div role="group" aria-labelledby="login-way">
          <p id="login-way" className={css.divider}>
            {t`Login way`}
          </p>
          <div className={css.socialRow}>
            {view.socialProviders.map((provider) => (
              <button key={provider} type="button" className={buttons.button} onClick={() => actor.send({ type: "login.social", provider })}>
                {provider === "google" ? t`Continue with Google` : t`Continue with Facebook`}
              </button>
            ))}
          </div>
        </div>
      )}
    </form>
  );
  const tabs: { id: LoginTab; label: string }[] = [
    { id: "username", label: t`Username` },
    { id: "sms", label: t`Mobile number` },
  ];
  return (
    <LoadingOverlay busy={view.busy}>
      {view.smsTab ? (
        <Tabs
          label={t`Login method`}
          value={view.tab}
          onChange={(tab) => actor.send({ type: "login.tabSelected", tab: tab as LoginTab })}
          items={tabs.map((tab) => ({ id: tab.id, label: tab.label, panel: tab.id === view.tab ? form : null }))}
        />
      ) : (
        form
      )}
    </LoadingOverlay>
  );
}

function VerificationPanel({ actor, view }: { actor: LoginRef; view: ReturnType<typeof selectLogin> }) {
  const { t, i18n } = useLingui();
  const sms = useChild<ActorRefFrom<typeof smsCodeMachine>>(actor, "verificationSms");
  const challenge = view.challenge;
  if (!challenge) return null;
  const methodLabel: Record<VerificationMethod, string> = {
    SMS: t`Code sent to your mobile`,
    EMAIL: t`E-mail address`,
    PAYEE: t`Bank account name`,
    GA: t`Authenticator code`,
    PASSWORD: t`Payment password`,
  };
  const answerLabel: Record<VerificationMethod, string> = {
    SMS: t`Verification code (sent to ${challenge.mobileHint})`,
    EMAIL: t`Your account's full e-mail address (${challenge.emailHint})`,
    PAYEE: t`The bank account name on your account`,
    GA: t`6-digit code from your authenticator app`,
    PASSWORD: t`Your payment password`,
  };
  const method = view.method ?? challenge.methods[0]!;
  return (
    <LoadingOverlay busy={view.busy}>
      <form
        className={css.form}
        noValidate
        aria-label={t`Verify it's you`}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "verification.submitted" });
        }}
      >
        <p className={css.muted}>{t`You are logging in from a new network. Confirm it's you with one of these methods.`}</p>
        <fieldset className={css.methodList}>
          <legend className={css.muted}>{t`Verification method`}</legend>
          {challenge.methods.map((m) => (
            <label key={m} className={css.chip}>
              <input type="radio" name="method" value={m} checked={m === method} onChange={() => actor.send({ type: "verification.methodSelected", method: m })} />{" "}
              {methodLabel[m]}
            </label>
          ))}
        </fieldset>
        <TextField
          id="verify-answer"
          name="answer"
          label={answerLabel[method]}
          value={view.answer}
          onChange={(value) => actor.send({ type: "verification.answerChanged", value })}
          type={method === "PASSWORD" ? "password" : method === "EMAIL" ? "email" : "text"}
          inputMode={method === "SMS" || method === "GA" ? "numeric" : undefined}
          autoComplete={method === "SMS" || method === "GA" ? "one-time-code" : method === "EMAIL" ? "email" : "off"}
          required
          error={fieldErrorText(i18n, view.answerError)}
          trailing={method === "SMS" ? <SmsCodeButton actor={sms} onSend={() => actor.send({ type: "verification.smsRequested" })} compact /> : undefined}
        />
        <FormError message={failureText(i18n, view.failure)} />
        <div className={css.actions}>
          <button type="submit" className={buttons.primary}>
            {t`Verify`}
          </button>
          <button type="button" className={buttons.button} onClick={() => actor.send({ type: "verification.cancelled" })}>
            {t`Back`}
          </button>
        </div>
      </form>
    </LoadingOverlay>
  );
}
