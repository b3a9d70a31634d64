import { lazy, Suspense, useState } from "react";
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import type { SiteResource } from "../../../machines/boot/boot.types.ts";
import { DownloadIcon, FacebookIcon, HeadsetIcon, PhoneIcon, TelegramIcon } from "../../components/icons.tsx";
import * as css from "./layout.css.ts";

const QR_SIZE = 125;
const QrCode = lazy(() => import("../../components/qr-code.tsx"));

/** A download QR code, only when the platform lists the resource: its own image if given, else drawn from the link. */
function QrItem({ resource, label, caption }: { resource: SiteResource | undefined; label: string; caption: string }) {
  const { t } = useLingui();
  // The code shows in a popover on hover or focus: it is drawn then, not while the page loads (encoding costs).
  const [wanted, setWanted] = useState(false);
  if (!resource) return null;
  const alt = t`QR code: ${label}`;
  const want = () => setWanted(true);
  const placeholder = <span style={{ display: "block", width: QR_SIZE, height: QR_SIZE }} />;
  return (
    <a
      href={resource.url}
      className={css.rightBarItem}
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer"
      data-resource={resource.type}
      onPointerEnter={want}
      onFocus={want}
    >
      <PhoneIcon width={20} height={20} />
      <span className={css.rightBarCaption} aria-hidden="true">
        {caption}
      </span>
      <span className={css.qrPopover}>
        {resource.qrCodeUrl ? (
          <img src={resource.qrCodeUrl} width={QR_SIZE} height={QR_SIZE} alt={alt} loading="lazy" />
        ) : wanted ? (
          <Suspense fallback={placeholder}>
            <QrCode value={resource.url} size={QR_SIZE} label={alt} />
          </Suspense>
        ) : (
          placeholder
        )}
        <span className={css.qrLabel}>{label}</span>
      </span>
    </a>
  );
}

export function RightBar({ resources }: { resources: Record<string, SiteResource> }) {
  const { customerService } = useServices();
  const { t } = useLingui();
  const facebook = resources.FACEBOOK;
  const telegram = resources.TELEGRAM;
  return (
    <aside className={css.rightBar} aria-label={t`Quick links`}>
      <button type="button" className={css.rightBarItem} aria-label={t`Customer service`} onClick={() => customerService.send({ type: "cs.requested" })}>
        <HeadsetIcon />
      </button>
      {facebook && (
        <a href={facebook.url} className={css.rightBarItem} aria-label={t`Facebook`} target="_blank" rel="noopener noreferrer">
          <FacebookIcon />
        </a>
      )}
      {telegram && (
        <a href={telegram.url} className={css.rightBarItem} aria-label={t`Telegram`} target="_blank" rel="noopener noreferrer">
          <TelegramIcon />
        </a>
      )}
      <QrItem resource={resources.IOS} label={t`Download for iOS`} caption="iOS" />
      <QrItem resource={resources.IOS_LITE} label={t`Download iOS Lite`} caption="Lite" />
      <QrItem resource={resources.ANDROID} label={t`Download for Android`} caption="APK" />
      <Link to="/down" className={css.rightBarItem} aria-label={t`App download`}>
        <DownloadIcon />
      </Link>
    </aside>
  );
}
