import { useLingui } from "@lingui/react/macro";
import * as buttons from "../../components/button/button.css.ts";
import { useSession, useSessionActor } from "../auth/use-auth.ts";
import * as css from "./member.css.ts";

/** "My account" (securityCenter): the account, nickname, VIP rank, and the change-password button. */
export default function AccountPage() {
  const { t } = useLingui();
  const session = useSessionActor();
  const member = useSession((s) => s.context.member);
  if (!member) return null;
  return (
    <div className={css.details}>
      <dl>
        <dt className={css.muted}>{t`Account`}</dt>
        <dd data-testid="member-account">{member.account}</dd>
        {member.nickname && (
          <>
            <dt className={css.muted}>{t`Nickname`}</dt>
            <dd>{member.nickname}</dd>
          </>
        )}
        <dt className={css.muted}>{t`VIP rank`}</dt>
        <dd>{member.vipLabel ?? "---"}</dd>
      </dl>
      <button type="button" className={buttons.button} onClick={() => session.send({ type: "password.change" })}>
        {t`Change password`}
      </button>
    </div>
  );
}
