import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Dialog } from "../../components/dialog/dialog.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from "../../../machines/session/session.machine.ts";
import { useSession, useSessionActor } from "./use-auth.ts";
import * as css from "./auth.css.ts";

export const memberCentrePageNames: Record<MemberCentrePage, MessageDescriptor> = {
  securityCenter: msg`My account`,
  transferFund: msg`My wallet`,
  depositv2: msg`Deposit`,
  withdraw: msg`Withdraw`,
  transferUpline: msg`Transfer to upline`,
  personalHistoryCopy: msg`Betting record`,
  manualRebate: msg`Cashback`,
  transactionHistory: msg`Account record`,
  personalProfit: msg`Profit and loss`,
  bonusDetails: msg`Bonus details`,
  rewardCenter: msg`Reward centre`,
  referral: msg`Invite friends`,
  missionLeaderboard: msg`Mission activity`,
  messageV2: msg`Platform information`,
  playerRank: msg`Player rank`,
};

/** The member centre (SPEC §2): a left menu that highlights the active page, the page, and a close button. */
export function MemberCentreDialog() {
  const { t, i18n } = useLingui();
  const session = useSessionActor();
  const page = useSession((s) => s.context.memberCentrePage);
  const member = useSession((s) => s.context.member);
  const manualRebate = useSession((s) => s.context.modules.MANUALREBATE3 === true);
  const pages = MEMBER_CENTRE_PAGES.filter((p) => p !== "manualRebate" || manualRebate);
  return (
    <Dialog open onClose={() => session.send({ type: "memberCentre.closed" })} title={t`Member centre`}>
      <div className={css.centreLayout}>
        <nav aria-label={t`Member centre`}>
          <ul className={css.centreMenu}>
            {pages.map((p) => (
              <li key={p}>
                <button
                  type="button"
                  className={css.centreItem}
                  aria-current={p === page ? "page" : undefined}
                  onClick={() => session.send({ type: "memberCentre.pageSelected", page: p })}
                >
                  {i18n._(memberCentrePageNames[p])}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="member-centre-page">
          <h3 id="member-centre-page">{i18n._(memberCentrePageNames[page])}</h3>
          {page === "securityCenter" && member ? (
            <div className={css.form}>
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
          ) : (
            <p className={css.muted}>{t`This page of the member centre is not available yet. It is coming in a future release.`}</p>
          )}
        </section>
      </div>
    </Dialog>
  );
}
