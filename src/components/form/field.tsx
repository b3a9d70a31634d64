import { useState, type HTMLAttributes, type HTMLInputAutoCompleteAttribute, type ReactNode, type Ref } from "react";
import { useLingui } from "@lingui/react/macro";
import { AlertCircleIcon, EyeIcon, EyeOffIcon } from "./form-icons.tsx";
import * as css from "./field.css.ts";

/** Ids of a field's parts, derived from the input's id (views may point other elements at them). */
export const fieldIds = (id: string) => ({ error: `${id}-error`, hint: `${id}-hint`, label: `${id}-label` });

/** Space-separated ids for aria-describedby: the error first (it matters most), then the hint; undefined if none. */
function describedBy(id: string, error: ReactNode, hint: ReactNode): string | undefined {
  const ids = fieldIds(id);
  const list = [hasContent(error) ? ids.error : null, hasContent(hint) ? ids.hint : null].filter(Boolean);
  return list.length ? list.join(" ") : undefined;
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== "";
}

/**
 * The error line under a field: a polite live region that is always in the DOM (empty when there is no error), so
 * a message that appears later is announced. The input points at it with aria-describedby while it has text.
 */
function FieldError({ id, error }: { id: string; error: ReactNode }) {
  return (
    <div id={fieldIds(id).error} className={css.error} aria-live="polite" aria-atomic="true">
      {hasContent(error) ? (
        <>
          <AlertCircleIcon className={css.errorIcon} />
          <span>{error}</span>
        </>
      ) : null}
    </div>
  );
}

export interface TextFieldProps {
  /** The input's id (the label, error and hint ids derive from it); unique on the page. */
  id: string;
  /** Form field name; the id by default. */
  name?: string;
  /** Visible label (the input's accessible name). */
  label: ReactNode;
  /** Keep the label for assistive technology only (e.g. a compact header form); a placeholder then helps sighted users. */
  labelHidden?: boolean;
  value: string;
  /** Called with the new text on every edit. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /**
   * Required: the autofill token, e.g. "username", "current-password", "new-password", "one-time-code",
   * "tel-national", "email", or "off" for a captcha.
   */
  autoComplete: HTMLInputAutoCompleteAttribute;
  type?: "text" | "password" | "email" | "tel" | "url" | "search";
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  /**
   * Marks the field required for assistive technology (aria-required) and with a visible asterisk. It does not set
   * the native `required` attribute, so the browser's own (untranslated) validation bubble never pre-empts the
   * machine's messages.
   */
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  autoCapitalize?: "none" | "off" | "sentences" | "words" | "characters";
  spellCheck?: boolean;
  /** Help text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** The field's error; when set the input is aria-invalid and described by it, and the text is announced. */
  error?: ReactNode;
  /** Content before the input inside the box (e.g. the country-code picker). */
  leading?: ReactNode;
  /** Content after the input inside the box (e.g. a send-code button or the captcha image). */
  trailing?: ReactNode;
  /** The input element (React 19 ref prop), e.g. to focus the first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with an optional hint, an announced error, and leading/trailing slots. */
export function TextField(props: TextFieldProps) {
  const { id, name, label, labelHidden, value, onChange, onBlur, autoComplete, type = "text", inputMode, maxLength, required, disabled } = props;
  const { placeholder, autoCapitalize, spellCheck, hint, error, leading, trailing, ref } = props;
  const ids = fieldIds(id);
  const invalid = hasContent(error);
  return (
    <div className={css.field}>
      <label id={ids.label} htmlFor={id} className={labelHidden ? "visually-hidden" : css.label}>
        {label}
        {required ? (
          <span className={css.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={css.control} data-invalid={invalid} data-disabled={disabled ? true : undefined}>
        {leading ? <div className={css.slot}>{leading}</div> : null}
        <input
          ref={ref}
          id={id}
          name={name ?? id}
          type={type}
          className={css.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          aria-required={required ? true : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy(id, error, hint)}
          disabled={disabled}
          placeholder={placeholder}
          autoCapitalize={autoCapitalize}
          spellCheck={spellCheck}
        />
        {trailing ? <div className={css.slot}>{trailing}</div> : null}
      </div>
      <FieldError id={id} error={error} />
      {hasContent(hint) ? (
        <div id={ids.hint} className={css.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "autoCapitalize" | "spellCheck">;

/**
 * TextField for passwords with a show/hide toggle. The toggle is a toggle button (aria-pressed) with one constant
 * name, "Show password" (WAI-ARIA APG: a toggle's label does not change with its state; pressed = shown); its
 * icon switches between an eye and a struck-out eye.
 */
export function PasswordField({ trailing, disabled, ...props }: PasswordFieldProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      disabled={disabled}
      type={shown ? "text" : "password"}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <>
          {trailing}
          <button
            type="button"
            className={css.iconButton}
            aria-pressed={shown}
            aria-controls={props.id}
            aria-label={t`Show password`}
            disabled={disabled}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </>
      }
    />
  );
}

export interface CheckboxFieldProps {
  id: string;
  name?: string;
  /** The checkbox's label; may hold a link (e.g. to the terms). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** When set the checkbox is aria-invalid and described by it, and the text is announced. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled checkbox (24 × 24 box; the label is part of the target) with an announced error. */
export function CheckboxField({ id, name, label, checked, onChange, error, required, disabled }: CheckboxFieldProps) {
  const invalid = hasContent(error);
  return (
    <div className={css.field}>
      <div className={css.checkboxRow}>
        <input
          id={id}
          name={name ?? id}
          type="checkbox"
          className={css.checkbox}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required={required ? true : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy(id, error, undefined)}
          disabled={disabled}
        />
        <label id={fieldIds(id).label} htmlFor={id} className={css.checkboxLabel}>
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface FormErrorProps {
  /** The form-level message (e.g. the platform's answer to a failed submit); nothing shows when empty. */
  message?: ReactNode;
  id?: string;
}

/**
 * A form-level error banner. role="alert" is always in the DOM (empty and zero-size when there is no message) so a
 * message that appears is announced at once. The same message twice in a row is not re-announced: give the
 * component a new `key` to force that.
 */
export function FormError({ message, id }: FormErrorProps) {
  return (
    <div id={id} role="alert" className={css.formError}>
      {hasContent(message) ? (
        <>
          <AlertCircleIcon className={css.formErrorIcon} />
          <div>{message}</div>
        </>
      ) : null}
    </div>
  );
}
