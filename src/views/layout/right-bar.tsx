import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import type { SiteResource } from "../../../machines/boot/boot.types.ts";
import { DownloadIcon, FacebookIcon, HeadsetIcon, PhoneIcon, TelegramIcon } from "../../components/icons.tsx";
import * as css from "./layout.css.ts";

const QR_SIZE = 125;

function QrItem({ resource, label }: { resource: SiteResource | undefined; label: string }) {
  const { t } = useLingui();
  if (!resource?.qrCodeUrl) return null;
  return (
    <a href={resource.url} className={css.rightBarItem} aria-label={label} target="_blank" rel="noopener noreferrer">
      <PhoneIcon />
      <span className={css.qrPopover}>
        <img src={resource.qrCodeUrl} width={QR_SIZE} height={QR_SIZE} alt={t`QR code: ${label}`} loading="lazy" />
        <span style={{ display: "block" }}>{label}</span>
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
      <QrItem resource={resources.IOS} label={t`Download for iOS`} />
      <QrItem resource={resources.IOS_LITE} label={t`Download iOS Lite`} />
      <QrItem resource={resources.ANDROID} label={t`Download for Android`} />
      <Link to="/down" className={css.rightBarItem} aria-label={t`App download`}>
        <DownloadIcon />
      </Link>
    </aside>
  );
}
