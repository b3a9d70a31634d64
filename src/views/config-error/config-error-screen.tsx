import { useLingui } from "@lingui/react/macro";
import type { ConfigProblem } from "../../config/schema.ts";
import * as layout from "../layout/layout.css.ts";
import { useDocumentTitle } from "../layout/page-title.ts";
import * as css from "../boot/boot.css.ts";

/** Shown instead of the site when `/config.json` is missing or invalid: names the field, never renders a broken site. */
export function ConfigErrorScreen({ problem, onReload }: { problem: ConfigProblem; onReload(): void }) {
  const { t } = useLingui();
  const title = t`This site is not configured correctly`;
  useDocumentTitle(title);
  return (
    <main className={css.screen}>
      <div className={css.card} role="alert">
        <h1 className={css.title}>{title}</h1>
        {problem.kind === "invalid" && (
          <>
            <p className={css.text}>{t`The configuration field below is missing or invalid:`}</p>
            <dl className={css.facts}>
              <dt className={css.factLabel}>{t`Field`}</dt>
              <dd className={css.factValue} data-testid="config-field">{problem.field}</dd>
              <dt className={css.factLabel}>{t`Problem`}</dt>
              <dd className={css.factValue}>{problem.detail}</dd>
            </dl>
          </>
        )}
        {problem.kind === "notJson" && <p className={css.text}>{t`The configuration file is not valid JSON.`}</p>}
        {problem.kind === "unreachable" && (
          <p className={css.text}>{t`The configuration file could not be loaded (${problem.detail}).`}</p>
        )}
        <p className={css.text}>{t`If you run this site, correct config.json and reload. Players: please try again later.`}</p>
        <div className={css.actions}>
          <button type="button" className={layout.primaryButton} onClick={onReload}>
            {t`Reload`}
          </button>
        </div>
      </div>
    </main>
  );
}
