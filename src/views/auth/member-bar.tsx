import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { isAgent, type Intent } from "../../../machines/session/session.machine.ts";
import { AGENT_ROUTE } from "../../routes/-route-table.ts";
import { memberPath, type MemberCentrePage } from "../../routes/-member-pages.ts";
import { useSession, useSessionActor } from "./use-auth.ts";
import { useBalance } from "./use-balance.ts";
import * as css from "./auth.css.ts";
import { useBadgeCounts } from "../rewards/badge.tsx";
import * as badgeCss from "../rewards/badge.css.ts";
import { HeaderMore } from "../layout/header-more.tsx";
import { RefreshIcon } from "../../components/icons.tsx";

/**
 * The header's logged-in bar (SPEC §2): balance (hide / refresh), username, deposit, withdraw, centre, record, the
 * agent centre for an agent, messages, cashback, sign out, then `more` (the language). On a phone the balance and
 * Deposit stay in the row and the rest is behind Menu (HeaderMore).
 */
export function MemberBar({ more }: { more?: ReactNode }) {
  const { t } = useLingui();
  const session = useSessionActor();
  const member = useSession((s) => s.context.member);
  const manualRebate = useSession((s) => s.context.modules.MANUALREBATE3 === true);
  const { balance, balanceActor } = useBalance();
  const counts = useBadgeCounts();
  if (!member) return null;
  // Each opens its member-centre page's address (a trial account gets the real-account warning instead).
  const open = (page: MemberCentrePage) =>
    session.send({ type: "protected.requested", intent: { kind: "route", to: memberPath(page), realAccountOnly: true } satisfies Intent });
  const formatted = balance?.formatted ?? "—";
  return (
    <div className={css.bar} data-testid="member-bar">
      <span className={css.balance}>
        <button
          type="button"
          className={css.chip}
          aria-pressed={balance?.hidden ?? false}
          aria-label={balance?.hidden ? t`Balance hidden. Show balance` : t`Balance ${balance?.symbol ?? ""} ${formatted}. Hide balance`}
          onClick={() => balanceActor?.send({ type: "balance.toggled" })}
          data-testid="balance"
        >
          {balance?.symbol} {balance?.hidden ? "***" : formatted}
        </button>
        <button
          type="button"
          className={css.linkButton}
          aria-disabled={balance?.loading || undefined}
          onClick={() => {
            if (!balance?.loading) balanceActor?.send({ type: "balance.refresh" });
          }}
        >
          <RefreshIcon width={18} height={18} className={balance?.failed ? css.phoneOnly : undefined} />
          {/* The icon says Refresh (its words are its name); a balance that failed says so in words on a wide screen. */}
          <span className={balance?.failed ? css.refreshText : css.visuallyHidden}>{balance?.loading ? t`Refreshing…` : balance?.failed ? t`Balance unavailable. Refresh` : t`Refresh`}</span>
        </button>
      </span>
      <button type="button" className={css.chip} onClick={() => open("depositv2")}>
        {t`Deposit`}
      </button>
      <HeaderMore
        label={counts && counts.unread > 0 ? t`Menu: ${counts.unread} unread messages` : undefined}
        badge={counts && counts.unread > 0 ? <span className={`${badgeCss.badge} ${css.phoneOnly}`} aria-hidden="true">{counts.unread > 99 ? "99+" : counts.unread}</span> : null}
      >
        <button type="button" className={css.chip} onClick={() => open("securityCenter")} data-testid="member-name">
          {member.nickname || member.account}
        </button>
        <button type="button" className={css.chip} onClick={() => open("withdraw")}>
          {t`Withdraw`}
        </button>
        <button type="button" className={css.chip} onClick={() => open("securityCenter")}>
          {t`Personal centre`}
        </button>
        <button type="button" className={css.chip} onClick={() => open("personalHistoryCopy")}>
          {t`Betting record`}
        </button>
        {isAgent(member) && (
          // SPEC §6: an agent's own centre, on its default page (SPEC §2: agentTeamOverview, /agent/overview); closing it comes back here.
          <Link to={AGENT_ROUTE} params={{ page: "overview" }} state={{ agentDepth: 1 }} className={css.chipLink}>
            {t`Agent centre`}
          </Link>
        )}
        <button
          type="button"
          className={css.chip}
          onClick={() => open("messageV2")}
          aria-label={counts && counts.unread > 0 ? (counts.unread === 1 ? t`Messages: 1 unread message` : t`Messages: ${counts.unread} unread messages`) : t`Messages`}
          data-testid="inbox-button"
        >
          {t`Messages`}
          {counts && counts.unread > 0 ? (
            <span className={badgeCss.badge} aria-hidden="true" data-testid="unread-badge">
              {counts.unread > 99 ? "99+" : counts.unread}
            </span>
          ) : null}
        </button>
        {manualRebate && (
          <button type="button" className={css.chip} onClick={() => open("manualRebate")}>
            {t`Cashback`}
          </button>
        )}
        <button type="button" className={css.chip} onClick={() => session.send({ type: "logout.requested" })}>
          {t`Sign out`}
        </button>
        {more}
      </HeaderMore>
    </div>
  );
}
