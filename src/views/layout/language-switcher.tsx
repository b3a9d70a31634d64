import { useId } from "react";
import { useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { selectFailedLanguage } from "../../../machines/app/app.selectors.ts";
import { useServices } from "../../app/services.tsx";
import { LANGUAGE_NAMES, isLanguage } from "../../i18n/locale.ts";
import * as css from "./layout.css.ts";

/**
 * Shown only when the configuration supports more than one language (SPEC §1). A language that could not be loaded
 * leaves the page in the old one and says so under the switcher, with Try again (app machine, language.failed).
 */
export function LanguageSwitcher() {
  const { app, config, changeLanguage } = useServices();
  const failed = useSelector(app, selectFailedLanguage);
  const { i18n, t } = useLingui();
  const id = useId();
  if (config.supportLanguages.length < 2) return null;
  const name = failed !== null && isLanguage(failed) ? LANGUAGE_NAMES[failed] : (failed ?? "");
  return (
    <span className={css.languageSwitcher}>
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <select
        id={id}
        className={css.select}
        value={i18n.locale}
        onChange={(event) => {
          if (isLanguage(event.target.value)) changeLanguage(event.target.value);
        }}
      >
        {config.supportLanguages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
      {failed !== null && (
        <span role="alert" className={css.languageFailure}>
          <span>
            {t`${name} could not be loaded; the page stays in this language.`}
          </span>
          <span className={css.languageFailureActions}>
            <button type="button" className={css.button} onClick={() => app.send({ type: "language.dismissed" })}>
              {t`Close`}
            </button>
            <button type="button" className={css.primaryButton} onClick={() => app.send({ type: "language.retry" })}>
              {t`Try again`}
            </button>
          </span>
        </span>
      )}
    </span>
  );
}
