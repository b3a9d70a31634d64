import { lazy, Suspense, useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import * as buttons from "../../components/button/button.css.ts";
import * as layout from "../layout/layout.css.ts";
import { useSite } from "../layout/use-site.ts";
import { deviceOf, downloadOrder, type AppKind } from "./device.ts";
import * as css from "./download.css.ts";

/** SPEC §9 QR size. */
const QR_SIZE = 125;
const QrCode = lazy(() => import("../../components/qr-code.tsx"));

/** /down and /download: the apps the platform offers, with QR codes, the iOS 17+ profile note and the visitor's device first (CNT-07, CNT-09, CNT-10). */
export function DownloadPage({ page }: { page: "down" | "download" }) {
  const { t } = useLingui();
  const site = useSite();
  const device = useMemo(() => (typeof navigator === "undefined" ? "other" : deviceOf(navigator.userAgent, navigator.maxTouchPoints)), []);
  const names: Record<AppKind, { title: string; action: string; text: string }> = {
    IOS: { title: t`iOS`, action: t`Download for iOS`, text: t`The full app for iPhone and iPad.` },
    IOS_LITE: { title: t`iOS Lite`, action: t`Download iOS Lite`, text: t`A light version installed as a profile (mobile configuration).` },
    ANDROID: { title: t`Android`, action: t`Download for Android`, text: t`The app for Android phones and tablets (APK).` },
  };
  const mine = (kind: AppKind) => (device === "ios" ? kind !== "ANDROID" : device === "android" ? kind === "ANDROID" : false);
  const apps = downloadOrder(device).flatMap((kind) => {
    const resource = site.resources[kind];
    return resource ? [{ kind, resource }] : [];
  });
  const hasIos = apps.some((a) => a.kind !== "ANDROID");
  return (
    <section className={`${layout.container} ${css.page}`} aria-labelledby="page-title" data-page={page} data-device={device}>
      <h1 id="page-title" className={css.title}>
        {t`Download the app`}
      </h1>
      <p className={css.muted}>{t`Scan a QR code with your phone's camera, or open the download on the phone itself.`}</p>
      {apps.length === 0 ? (
        <p role="status" className={css.muted}>
          {t`No app is offered for download at the moment.`}
        </p>
      ) : (
        <ul className={css.list} aria-label={t`Apps`}>
          {apps.map(({ kind, resource }) => {
            const label = names[kind].action;
            const alt = t`QR code: ${label}`;
            return (
              <li key={kind} data-app={kind}>
                <div className={mine(kind) ? `${css.card} ${css.yours}` : css.card}>
                  <h2 className={css.cardTitle}>{names[kind].title}</h2>
                  {mine(kind) ? <span className={css.badge}>{t`Your device`}</span> : null}
                  <p className={css.muted}>{names[kind].text}</p>
                  <span className={css.qr}>
                    {resource.qrCodeUrl ? (
                      <img src={resource.qrCodeUrl} width={QR_SIZE} height={QR_SIZE} alt={alt} />
                    ) : (
                      <Suspense fallback={<span style={{ display: "block", width: QR_SIZE, height: QR_SIZE }} />}>
                        <QrCode value={resource.url} size={QR_SIZE} label={alt} />
                      </Suspense>
                    )}
                  </span>
                  <a href={resource.url} className={mine(kind) ? buttons.primary : buttons.button} target="_blank" rel="noopener noreferrer">
                    {names[kind].action}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {hasIos ? (
        <div className={css.note} role="note" aria-labelledby="ios17-title">
          <h2 id="ios17-title" className={css.noteTitle}>
            {t`iOS 17 and later: install the profile by hand`}
          </h2>
          <ol className={css.steps}>
            <li>{t`Open the download in Safari and allow the profile to be downloaded.`}</li>
            <li>{t`Open Settings › General › VPN & Device Management.`}</li>
            <li>{t`Choose the downloaded profile, tap Install and enter your passcode.`}</li>
          </ol>
        </div>
      ) : null}
    </section>
  );
}
