import { useLingui } from "@lingui/react/macro";
import { useSessionActor } from "./use-auth.ts";
import * as css from "./auth.css.ts";

/**
 * The header variant of the login form (SPEC §2), on wide screens: the typed credentials open the login modal,
 * which submits them at once and shows any error, captcha or second step. Narrow screens get a Log in button.
 */
export function HeaderLogin({ buttonClass, primaryClass }: { buttonClass: string; primaryClass: string }) {
  const { t } = useLingui();
  const session = useSessionActor();
  return (
    <>
      <form
        className={css.headerForm}
        aria-label={t`Log in`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const data = new FormData(form);
          const username = String(data.get("username") ?? "");
          const password = String(data.get("password") ?? "");
          form.reset();
          // Nothing typed: the modal opens empty (with a remembered username), not with "cannot be empty" errors.
          session.send(username || password ? { type: "login.open", credentials: { username, password } } : { type: "login.open" });
        }}
      >
        <label htmlFor="header-username" className={css.visuallyHidden}>
          {t`Username`}
        </label>
        <input id="header-username" name="username" className={css.compactInput} placeholder={t`Username`} autoComplete="username" autoCapitalize="none" spellCheck={false} />
        <label htmlFor="header-password" className={css.visuallyHidden}>
          {t`Password`}
        </label>
        <input id="header-password" name="password" type="password" className={css.compactInput} placeholder={t`Password`} autoComplete="current-password" />
        <button type="submit" className={buttonClass}>
          {t`Log in`}
        </button>
      </form>
      <button type="button" className={`${buttonClass} ${css.mobileOnly}`} onClick={() => session.send({ type: "login.open" })}>
        {t`Log in`}
      </button>
      <button type="button" className={primaryClass} onClick={() => session.send({ type: "register.open" })}>
        {t`Register`}
      </button>
    </>
  );
}
