import { lazy, Suspense } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { RewardMachines } from "../../app/services.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { cashierFailure } from "../cashier/cashier-messages.ts";
import { useMoney } from "../cashier/use-cashier.ts";
import { useRewardMachines } from "./use-reward-machines.ts";
import * as css from "./rewards.css.ts";

const QrCode = lazy(() => import("../../components/qr-code.tsx"));

/** Invite friends (referral; machines/referral): code, link, QR code, copy and share, the invited friends. */
export default function ReferralPage() {
  const { machines, failed, retry } = useRewardMachines();
  return machines ? <Referral machines={machines} /> : <PageLoadState failed={failed} retry={retry} />;
}

function Referral({ machines }: { machines: RewardMachines }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const ref = useActorRef(machines.referral);
  const snapshot = useSelector(ref, (s) => s);
  const { details, done, shareFailed } = snapshot.context;
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium" });
  if (snapshot.matches("failed")) {
    return (
      <div role="alert" className={css.note}>
        <p>
          {t`Your invitation could not be loaded.`} {snapshot.context.failure ? cashierFailure(i18n, snapshot.context.failure) : null}
        </p>
        <button type="button" className={buttons.button} onClick={() => ref.send({ type: "referral.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (details === null) {
    return (
      <p className={css.muted} role="status">
        {t`Loading…`}
      </p>
    );
  }
  const busy = !snapshot.matches("shown");
  const status = shareFailed
    ? t`Your browser did not allow copying. Select the text and copy it yourself.`
    : done?.kind === "shared"
      ? t`Invitation shared.`
      : done?.kind === "copied"
        ? done.target === "code"
          ? t`Invite code copied.`
          : t`Invite link copied.`
        : "";
  return (
    <div className={css.page} data-state={JSON.stringify(snapshot.value)}>
      <p className={css.muted}>{t`Invite friends with your code or link. When they register and play, you earn a share of their rewards.`}</p>
      <div className={css.invite}>
        <div className={css.qr}>
          <Suspense fallback={<div className={css.qrPlaceholder} />}>
            <QrCode value={details.link} size={125} label={t`QR code of your invite link`} />
          </Suspense>
        </div>
        <dl className={css.facts}>
          <dt className={css.muted}>{t`Invite code`}</dt>
          <dd>
            <p className={css.code} data-testid="referral-code">
              {details.code}
            </p>
          </dd>
          <dt className={css.muted}>{t`Invite link`}</dt>
          <dd>
            <p className={css.link} data-testid="referral-link">
              {details.link}
            </p>
          </dd>
          <dt className={css.muted}>{t`Friends invited`}</dt>
          <dd>{details.totalInvitations}</dd>
          <dt className={css.muted}>{t`Earned from invitations`}</dt>
          <dd>{money(details.totalEarned)}</dd>
        </dl>
      </div>
      <div className={css.actions}>
        <button type="button" className={buttons.button} aria-disabled={busy || undefined} onClick={() => ref.send({ type: "copy.requested", target: "code" })}>
          {t`Copy code`}
        </button>
        <button type="button" className={buttons.button} aria-disabled={busy || undefined} onClick={() => ref.send({ type: "copy.requested", target: "link" })}>
          {t`Copy link`}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} aria-disabled={busy || undefined} onClick={() => ref.send({ type: "share.requested" })}>
          {t`Share`}
        </button>
      </div>
      <p role="status" className={shareFailed ? css.danger : css.success}>
        {status}
      </p>
      <section aria-labelledby="referral-friends" className={css.page}>
        <h4 id="referral-friends" className={css.sectionTitle}>
          {t`Invited friends`}
        </h4>
        {details.friends.length === 0 ? (
          <p className={css.muted}>{t`No friend has registered with your code yet.`}</p>
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col" className={css.cell}>{t`Friend`}</th>
                <th scope="col" className={css.cell}>{t`Registered`}</th>
                <th scope="col" className={css.numeric}>{t`You earned`}</th>
              </tr>
            </thead>
            <tbody>
              {details.friends.map((f) => (
                <tr key={`${f.account}-${f.joinedAt}`}>
                  <td className={css.cell} data-label={t`Friend`}>
                    {f.account}
                  </td>
                  <td className={css.cell} data-label={t`Registered`}>
                    {date.format(f.joinedAt)}
                  </td>
                  <td className={css.numeric} data-label={t`You earned`}>
                    {money(f.earned)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
