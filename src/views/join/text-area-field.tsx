import type { ReactNode } from "react";
import { fieldIds } from "../../components/form/field.tsx";
import * as fieldCss from "../../components/form/field.css.ts";
import * as css from "./forms.css.ts";

/** A labelled textarea with a hint and an announced error under it (the text field's pattern). */
export function TextAreaField({ id, label, value, onChange, error, hint, required }: { id: string; label: ReactNode; value: string; onChange(value: string): void; error?: string | undefined; hint?: ReactNode; required?: boolean }) {
  const ids = fieldIds(id);
  const described = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={fieldCss.field}>
      <label htmlFor={id} id={ids.label} className={fieldCss.label}>
        {label}
        {required ? (
          <span className={fieldCss.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <textarea id={id} name={id} className={css.textarea} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : false} aria-required={required ? true : undefined} aria-describedby={described} rows={6} />
      {hint ? (
        <p id={ids.hint} className={css.counter}>
          {hint}
        </p>
      ) : null}
      <div id={ids.error} className={fieldCss.error} aria-live="polite" aria-atomic="true">
        {error ? <span>{error}</span> : null}
      </div>
    </div>
  );
}
