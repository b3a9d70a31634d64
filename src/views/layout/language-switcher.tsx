import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import { LANGUAGE_NAMES, isLanguage } from "../../i18n/locale.ts";
import * as css from "./layout.css.ts";

/** Shown only when the configuration supports more than one language (SPEC §1). */
export function LanguageSwitcher() {
  const { config, changeLanguage } = useServices();
  const { i18n, t } = useLingui();
  const id = useId();
  if (config.supportLanguages.length < 2) return null;
  return (
    <>
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
    </>
  );
}
