/** View bindings shared by the sign-in forms: the SMS send-code button, the mobile field, the captcha field. */
import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom } from "xstate";
import { useServices } from "../../app/services.tsx";
import { CaptchaImage } from "../../components/captcha/captcha-image.tsx";
import { SendCodeButton } from "../../components/countdown/countdown.tsx";
import { CountryCodePicker } from "../../components/country-code/country-code-picker.tsx";
import { AlertDialog } from "../../components/dialog/alert-dialog.tsx";
import { TextField } from "../../components/form/field.tsx";
import { failureText, fieldErrorText } from "../../i18n/auth-messages.ts";
import { countryName } from "../../i18n/country-name.ts";
import type { FieldError } from "../../../machines/auth/fields.ts";
import type { smsCodeMachine } from "../../../machines/sms-code/sms-code.machine.ts";
import type { Failure } from "../../../machines/shared/errors.ts";
import { useSite } from "../layout/use-site.ts";
import { sameValue } from "./use-auth.ts";
import * as css from "./auth.css.ts";

type SmsRef = ActorRefFrom<typeof smsCodeMachine>;

/** The send-code button of an smsCode child actor, with its warning dialog; `onSend` goes to the parent form. */
export function SmsCodeButton({ actor, onSend, compact }: { actor: SmsRef | undefined; onSend: () => void; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const view = useSmsCode(actor);
  return (
    <>
      <SendCodeButton secondsLeft={view.secondsLeft} busy={view.busy} disabled={!view.canSend} onSend={onSend} compact={compact} />
      <AlertDialog
        open={view.failure !== null}
        title={t`Verification code not sent`}
        message={failureText(i18n, view.failure) ?? ""}
        onConfirm={() => actor?.send({ type: "sms.dismissed" })}
      />
    </>
  );
}

export interface SmsCodeView {
  secondsLeft: number;
  busy: boolean;
  canSend: boolean;
  mobileError: FieldError | null;
  failure: Failure | null;
}

const idle: SmsCodeView = { secondsLeft: 0, busy: false, canSend: false, mobileError: null, failure: null };

export function useSmsCode(actor: SmsRef | undefined): SmsCodeView {
  const { auth } = useServices();
  return useSelector(
    (actor ?? auth) as SmsRef,
    (snapshot) =>
      actor
        ? {
            secondsLeft: snapshot.context.secondsLeft,
            busy: snapshot.matches("requesting"),
            canSend: snapshot.can({ type: "sms.requested", mobileNum: "", countryDialingCode: "" }),
            mobileError: snapshot.context.mobileError,
            failure: snapshot.matches("failed") ? snapshot.context.failure : null,
          }
        : idle,
    sameValue,
  );
}

/** Flag image of a country on the image CDN (SPEC §3 country entry). */
export function useFlagUrl(): (countryCode: string) => string {
  const { config } = useServices();
  return (code) => `${config.imageCdn.replace(/\/$/, "")}/TCG_PROD_IMAGES/COUNTRY_FLAG/${code}.png`;
}

export interface MobileFieldProps {
  id: string;
  value: string;
  dialingCode: string;
  onChange(value: string): void;
  onDialingCodeChange(code: string): void;
  error?: FieldError | null;
  trailing?: React.ReactNode;
  required?: boolean;
}

/**
 * A mobile number with the country dialing-code picker in front; `trailing` (the send-code button) sits beside
 * the field and drops below it on narrow screens, so the number keeps room for its digits.
 */
export function MobileField({ id, value, dialingCode, onChange, onDialingCodeChange, error, trailing, required = true }: MobileFieldProps) {
  const { t, i18n } = useLingui();
  const site = useSite();
  const flagUrl = useFlagUrl();
  // The platform names countries in English; the picker names them in the player's language.
  const countries = useMemo(
    () => site.countries.map((entry) => ({ ...entry, countryName: countryName(entry.countryCode, entry.countryName, i18n.locale) })),
    [site.countries, i18n.locale],
  );
  const field = (
    <TextField
      id={id}
      name="mobileNum"
      label={t`Mobile number`}
      value={value}
      onChange={onChange}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required={required}
      error={fieldErrorText(i18n, error)}
      leading={
        <CountryCodePicker
          id={`${id}-country`}
          countries={countries}
          value={dialingCode}
          onChange={onDialingCodeChange}
          flagUrl={flagUrl}
          label={t`Country dialing code`}
        />
      }
    />
  );
  if (!trailing) return field;
  return (
    <div className={css.mobileRow}>
      <div className={css.mobileInput}>{field}</div>
      <div className={css.mobileAction}>{trailing}</div>
    </div>
  );
}

export interface CaptchaFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  image: string | null;
  loading: boolean;
  canRefresh: boolean;
  onRefresh(): void;
  error?: FieldError | null;
  loadFailure?: Failure | null;
}

/** The captcha text field with its image (a button that asks for a new one, at most once a second). */
export function CaptchaField({ id, value, onChange, image, loading, canRefresh, onRefresh, error, loadFailure }: CaptchaFieldProps) {
  const { t, i18n } = useLingui();
  return (
    <TextField
      id={id}
      name="captcha"
      label={t`Captcha`}
      value={value}
      onChange={onChange}
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      required
      hint={loadFailure ? t`The captcha image could not be loaded. Press it to try again.` : undefined}
      error={fieldErrorText(i18n, error)}
      trailing={<CaptchaImage src={image} loading={loading} onRefresh={onRefresh} refreshDisabled={!canRefresh} />}
    />
  );
}
