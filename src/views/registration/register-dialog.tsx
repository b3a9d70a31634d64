/** The register modal (SPEC §2 register screen, §3 registration user, §5 registration rules): renders the registration machine. */
import type { FormEvent, HTMLInputAutoCompleteAttribute, HTMLAttributes, ReactNode } from "react";
import { useSelector } from "@xstate/react";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import * as buttons from "../../components/button/button.css.ts";
import { AlertDialog } from "../../components/dialog/alert-dialog.tsx";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { CheckboxField, FormError, PasswordField, TextField } from "../../components/form/field.tsx";
import { LoadingOverlay } from "../../components/overlay/loading-overlay.tsx";
import { Tabs } from "../../components/tabs/tabs.tsx";
import { failureText, fieldErrorText, patternMessages } from "../../i18n/auth-messages.ts";
import { formatCount } from "../../i18n/count.ts";
import { useServices } from "../../app/services.tsx";
import { CaptchaField, MobileField, SmsCodeButton, useSmsCode } from "../auth/controls.tsx";
import { useChild, sameValue } from "../auth/use-auth.ts";
import {
  visibleFields,
  type BonusContact,
  type BonusKind,
  type registrationMachine,
  type RegistrationField,
  type RegistrationTab,
  type VisibleField,
} from "../../../machines/registration/registration.machine.ts";
import type { FieldError, FieldErrors } from "../../../machines/auth/fields.ts";
import type { Failure } from "../../../machines/shared/errors.ts";
import type { smsCodeMachine } from "../../../machines/sms-code/sms-code.machine.ts";
import * as css from "./registration.css.ts";
import { SignInBanner } from "../announcements/sign-in-banner.tsx";

export type RegistrationRef = ActorRefFrom<typeof registrationMachine>;
type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;
type SmsRef = ActorRefFrom<typeof smsCodeMachine>;
type FieldName = VisibleField["name"];

export interface RegisterDialogProps {
  /** The running registration actor (the session machine's `registration` child). */
  actor: RegistrationRef;
  /** Escape or the close button (the modal host sends `auth.closed`). */
  onClose: () => void;
  /** "Already have an account? Log in" (the modal host opens the login modal). */
  onLogin: () => void;
}

interface RegisterView {
  /** `bonus`: the account exists and the operator's Zalo / WhatsApp bonus prompt shows. */
  phase: "loading" | "failed" | "form" | "bonus";
  settingsFailure: Failure | null;
  canRetry: boolean;
  /** Both registration types exist: the tabs show. */
  tabbed: boolean;
  tab: RegistrationTab;
  fields: VisibleField[];
  values: Record<RegistrationField, string>;
  errors: FieldErrors;
  agreement: boolean;
  failure: Failure | null;
  busy: boolean;
  canSubmit: boolean;
  canReset: boolean;
  captcha: { image: string | null; loading: boolean; canRefresh: boolean; failure: Failure | null };
  affiliateInvalid: boolean;
  /** The pattern of the birthday rule (yyyy-MM-dd or MM-dd-yyyy), for the hint. */
  birthdayPattern: number | null;
  bonusPrompts: readonly BonusKind[];
  bonus: BonusContact;
  bonusSending: boolean;
}

function selectView(snapshot: RegistrationSnapshot): RegisterView {
  const { context } = snapshot;
  const phase = snapshot.matches("loadingSettings")
    ? "loading"
    : snapshot.matches("settingsFailed")
      ? "failed"
      : snapshot.matches("bonusPrompt")
        ? "bonus"
        : "form";
  const birthdayPattern = context.rules.birthday?.patternId ?? null;
  return {
    phase,
    settingsFailure: context.settingsFailure,
    canRetry: snapshot.can({ type: "register.retry" }),
    tabbed: context.usernameReg && context.mobileReg,
    tab: context.tab,
    fields: visibleFields(context),
    values: context.fields,
    errors: context.errors,
    agreement: context.agreement,
    failure: context.failure,
    busy:
      snapshot.matches({ form: { entry: "checkingAffiliate" } }) || snapshot.matches({ form: { entry: "submitting" } }) || snapshot.matches("registered"),
    canSubmit: snapshot.can({ type: "register.submitted" }),
    canReset: snapshot.can({ type: "register.reset" }),
    captcha: {
      image: context.captchaImage,
      loading: snapshot.matches({ form: { captcha: "loading" } }),
      canRefresh: snapshot.can({ type: "captcha.refresh" }),
      failure: snapshot.matches({ form: { captcha: "failed" } }) ? context.captchaFailure : null,
    },
    affiliateInvalid: context.dialog === "affiliate.invalid",
    birthdayPattern: birthdayPattern === 11 || birthdayPattern === 13 ? birthdayPattern : null,
    bonusPrompts: context.bonusPrompts,
    bonus: context.bonus,
    bonusSending: snapshot.matches({ bonusPrompt: "sending" }),
  };
}


/** The plain text fields: label, autofill token and input hints. The special ones (mobile, passwords, captcha) are below. */
interface TextSpec {
  label: MessageDescriptor;
  autoComplete: HTMLInputAutoCompleteAttribute;
  type?: "text" | "email" | "tel";
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  plain?: boolean;
}

const TEXT_FIELDS: Partial<Record<FieldName, TextSpec>> = {
  username: { label: msg`Username`, autoComplete: "username", plain: true },
  verificationCode: { label: msg`Verification code`, autoComplete: "one-time-code", inputMode: "numeric", maxLength: 8, plain: true },
  payeeName: { label: msg`Real name`, autoComplete: "name" },
  nickname: { label: msg`Nickname`, autoComplete: "nickname" },
  email: { label: msg`E-mail`, autoComplete: "email", type: "email", plain: true },
  birthday: { label: msg`Date of birth`, autoComplete: "bday", plain: true },
  address: { label: msg`Address`, autoComplete: "street-address" },
  nationality: { label: msg`Nationality`, autoComplete: "country-name" },
  occupation: { label: msg`Occupation`, autoComplete: "organization-title" },
  sourceOfIncome: { label: msg`Source of income`, autoComplete: "off" },
  qqNum: { label: msg`QQ number`, autoComplete: "off", inputMode: "numeric", plain: true },
  line: { label: msg`LINE ID`, autoComplete: "off", plain: true },
  whatsapp: { label: msg`WhatsApp`, autoComplete: "off", type: "tel", plain: true },
  facebook: { label: msg`Facebook`, autoComplete: "off", plain: true },
  wechat: { label: msg`WeChat`, autoComplete: "off", plain: true },
  telegram: { label: msg`Telegram`, autoComplete: "off", plain: true },
  zalo: { label: msg`Zalo`, autoComplete: "off", type: "tel", plain: true },
  idNumber: { label: msg`ID number`, autoComplete: "off", plain: true },
  recommenderId: { label: msg`Recommender ID`, autoComplete: "off", plain: true },
  affiliateCode: { label: msg`Invitation code`, autoComplete: "off", plain: true },
};

const PASSWORD_FIELDS: Partial<Record<FieldName, { label: MessageDescriptor; autoComplete: HTMLInputAutoCompleteAttribute }>> = {
  password: { label: msg`Password`, autoComplete: "new-password" },
  confirmPassword: { label: msg`Confirm password`, autoComplete: "new-password" },
  // A second secret, not the login password: password managers should not offer to store it over the account's.
  paymentPassword: { label: msg`Payment password`, autoComplete: "off" },
};

const fieldId = (name: string) => `register-${name}`;

/** The registration bonus the title announces (SPEC §2: 1000), in whole units of the site's currency. */
const REGISTER_BONUS = 1000;

/** The register modal: title with the bonus amount, username / mobile tabs, the platform's fields, 18+ and terms. */
export function RegisterDialog({ actor, onClose, onLogin }: RegisterDialogProps) {
  const { t, i18n } = useLingui();
  const { config } = useServices();
  const view = useSelector(actor, selectView, sameValue);
  // SPEC §2 shows a 1000 amount in the title; in the site's own currency (REG-01, deviation DEV-12).
  const bonus = `${config.currencySymbol} ${formatCount(REGISTER_BONUS, i18n.locale)}`;
  if (view.phase === "bonus") {
    // The account exists: closing the prompt skips it (the player stays logged in).
    const skip = () => actor.send({ type: "bonus.skipped" });
    return (
      <Dialog open onClose={skip} title={t`Redeem your registration bonus`}>
        <div className={css.content}>
          <BonusPrompt actor={actor} view={view} onSkip={skip} />
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} title={t`Register and get ${bonus}`}>
      <div className={css.content}>
        <SignInBanner group="w_register" />
        {view.phase === "loading" ? (
          <div className={css.status} role="status">
            <span className={`${buttons.spinner} ${css.statusSpinner}`} aria-hidden="true" />
            <span>{t`Loading the registration form…`}</span>
          </div>
        ) : view.phase === "failed" ? (
          <SettingsFailed view={view} onRetry={() => actor.send({ type: "register.retry" })} />
        ) : (
          <RegisterForm actor={actor} view={view} />
        )}
        <p className={css.footer}>
          {t`Already have an account?`}{" "}
          <button type="button" className={css.linkButton} onClick={onLogin}>
            {t`Log in`}
          </button>
        </p>
      </div>
    </Dialog>
  );
}

/** SPEC §5 text keys: the Zalo number ID and the WhatsApp number that redeem the registration bonus (REG-15). */
function BonusPrompt({ actor, view, onSkip }: { actor: RegistrationRef; view: RegisterView; onSkip: () => void }) {
  const { t, i18n } = useLingui();
  const labels: Record<BonusKind, string> = { zalo: t`Zalo number ID`, whatsapp: t`WhatsApp number` };
  const hints: Record<BonusKind, string> = {
    zalo: t`Enter your Zalo number ID to redeem a bonus of up to 131K.`,
    whatsapp: t`Enter your WhatsApp number to redeem the bonus.`,
  };
  return (
    <form
      className={css.form}
      noValidate
      aria-label={t`Redeem your registration bonus`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        actor.send({ type: "bonus.sent" });
        const first = view.bonusPrompts.find((kind) => actor.getSnapshot().context.errors[kind]);
        if (first) document.getElementById(fieldId(`bonus-${first}`))?.focus();
      }}
    >
      <LoadingOverlay busy={view.bonusSending} label={t`Sending…`}>
        <div className={css.stack}>
          <p>{t`Your account is ready.`}</p>
          <div className={css.fields}>
            {view.bonusPrompts.map((kind) => (
              <TextField
                key={kind}
                id={fieldId(`bonus-${kind}`)}
                label={labels[kind]}
                hint={hints[kind]}
                value={view.bonus[kind] ?? ""}
                onChange={(value) => actor.send({ type: "bonus.changed", kind, value })}
                autoComplete="tel"
                type="tel"
                inputMode="tel"
                maxLength={20}
                error={fieldErrorText(i18n, view.errors[kind])}
              />
            ))}
          </div>
          <FormError message={failureText(i18n, view.failure)} />
          <div className={css.actions}>
            <button type="submit" className={`${buttons.primary} ${css.action}`} aria-disabled={view.bonusSending}>
              {view.failure ? t`Try again` : t`Send`}
            </button>
            <button type="button" className={`${buttons.button} ${css.action}`} aria-disabled={view.bonusSending} onClick={onSkip}>
              {t`Skip`}
            </button>
          </div>
        </div>
      </LoadingOverlay>
    </form>
  );
}

function SettingsFailed({ view, onRetry }: { view: RegisterView; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className={css.status}>
      <p role="alert" className={css.statusMessage}>
        {failureText(i18n, view.settingsFailure) ?? t`The registration form could not be loaded.`}
      </p>
      <button type="button" className={buttons.primary} aria-disabled={!view.canRetry} onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}

function RegisterForm({ actor, view }: { actor: RegistrationRef; view: RegisterView }) {
  const { t, i18n } = useLingui();
  const sms = useChild<SmsRef>(actor, "registerSms");
  const form = (
    <form
      className={css.form}
      noValidate
      aria-label={t`Register`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        actor.send({ type: "register.submitted" });
        focusFirstError(actor.getSnapshot());
      }}
    >
      <LoadingOverlay busy={view.busy} label={t`Registering…`}>
        <div className={css.stack}>
          <div className={css.fields}>
            {view.fields.map((field) => (
              <RegisterField key={field.name} field={field} view={view} actor={actor} sms={sms} />
            ))}
            <CheckboxField
              id={fieldId("agreement")}
              name="agreement"
              checked={view.agreement}
              onChange={() => actor.send({ type: "register.agreementToggled" })}
              required
              error={fieldErrorText(i18n, view.errors.agreement)}
              label={
                <Trans>
                  I am 18 or older and accept the{" "}
                  <a href="/help#term" target="_blank" rel="noopener" className={css.link}>
                    terms and conditions
                  </a>
                </Trans>
              }
            />
          </div>
          <FormError message={failureText(i18n, view.failure)} />
          <div className={css.actions}>
            <button type="submit" className={`${buttons.primary} ${css.action}`} aria-disabled={!view.canSubmit}>
              {t`Register`}
            </button>
            <button
              type="button"
              className={`${buttons.button} ${css.action}`}
              aria-disabled={!view.canReset}
              onClick={() => actor.send({ type: "register.reset" })}
            >
              {t`Reset`}
            </button>
          </div>
        </div>
      </LoadingOverlay>
      <AlertDialog
        open={view.affiliateInvalid}
        title={t`Warning`}
        message={t`Invitation code error`}
        onConfirm={() => actor.send({ type: "register.dialogDismissed" })}
      />
    </form>
  );
  if (!view.tabbed) return form;
  return (
    <Tabs
      label={t`Registration type`}
      value={view.tab}
      onChange={(tab) => actor.send({ type: "register.tabSelected", tab: tab as RegistrationTab })}
      items={[
        { id: "username", label: t`Username`, panel: view.tab === "username" ? form : null },
        { id: "mobile", label: t`Mobile number`, panel: view.tab === "mobile" ? form : null },
      ]}
    />
  );
}

/** After a refused submit, focus goes to the first field with an error (its message is read with it). */
function focusFirstError(snapshot: RegistrationSnapshot) {
  const names = [...visibleFields(snapshot.context).map((f) => f.name as string), "agreement"];
  const first = names.find((name) => snapshot.context.errors[name]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

interface FieldProps {
  field: VisibleField;
  view: RegisterView;
  actor: RegistrationRef;
  sms: SmsRef | undefined;
}

function RegisterField({ field, view, actor, sms }: FieldProps) {
  const { i18n } = useLingui();
  const { name, required } = field;
  const change = (fieldName: RegistrationField) => (value: string) => actor.send({ type: "register.fieldChanged", field: fieldName, value });
  const error = fieldErrorText(i18n, view.errors[name]);

  if (name === "mobileNum") {
    const sendsCode = view.fields.some((f) => f.name === "verificationCode");
    return <RegisterMobile view={view} actor={actor} sms={sms} sendsCode={sendsCode} required={required} error={view.errors.mobileNum ?? null} />;
  }
  if (name === "captcha") {
    return (
      <CaptchaField
        id={fieldId(name)}
        value={view.values.captcha}
        onChange={change("captcha")}
        image={view.captcha.image}
        loading={view.captcha.loading}
        canRefresh={view.captcha.canRefresh}
        onRefresh={() => actor.send({ type: "captcha.refresh" })}
        error={view.errors.captcha ?? null}
        loadFailure={view.captcha.failure}
      />
    );
  }
  const secret = PASSWORD_FIELDS[name];
  if (secret) {
    return (
      <PasswordField
        id={fieldId(name)}
        name={name}
        label={i18n._(secret.label)}
        value={view.values[name]}
        onChange={change(name)}
        autoComplete={secret.autoComplete}
        required={required}
        error={error}
      />
    );
  }
  const spec = TEXT_FIELDS[name];
  if (!spec) return null;
  const hint: ReactNode =
    name === "birthday" && view.birthdayPattern !== null ? i18n._(patternMessages[view.birthdayPattern]!) : undefined;
  return (
    <TextField
      id={fieldId(name)}
      name={name}
      label={i18n._(spec.label)}
      value={view.values[name]}
      onChange={change(name)}
      autoComplete={spec.autoComplete}
      type={spec.type}
      inputMode={spec.inputMode}
      maxLength={spec.maxLength}
      autoCapitalize={spec.plain ? "none" : undefined}
      spellCheck={spec.plain ? false : undefined}
      required={required}
      error={error}
      hint={hint}
    />
  );
}

function RegisterMobile({
  view,
  actor,
  sms,
  sendsCode,
  required,
  error,
}: {
  view: RegisterView;
  actor: RegistrationRef;
  sms: SmsRef | undefined;
  /** A verification code is asked: the send-code button sits in the field. */
  sendsCode: boolean;
  required: boolean;
  error: FieldError | null;
}) {
  const smsView = useSmsCode(sms);
  return (
    <MobileField
      id={fieldId("mobileNum")}
      value={view.values.mobileNum}
      dialingCode={view.values.countryDialingCode}
      onChange={(value) => actor.send({ type: "register.fieldChanged", field: "mobileNum", value })}
      onDialingCodeChange={(value) => actor.send({ type: "register.fieldChanged", field: "countryDialingCode", value })}
      required={required}
      error={error ?? smsView.mobileError}
      trailing={sendsCode ? <SmsCodeButton actor={sms} onSend={() => actor.send({ type: "sms.requested" })} compact /> : undefined}
    />
  );
}
