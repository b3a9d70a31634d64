import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useServices } from "../../app/services.tsx";
import { countryName } from "../../i18n/country-name.ts";
import { errorMessages } from "../../i18n/messages.ts";
import type { Failure } from "../../../machines/shared/errors.ts";
import type { VisitorLocation } from "../../../machines/boot/boot.types.ts";
import { AlertIcon } from "../../components/icons.tsx";
import { CustomerServiceNotice } from "../customer-service/customer-service-notice.tsx";
import * as layout from "../layout/layout.css.ts";
import * as css from "./boot.css.ts";

/** The document title of each screen that replaces the site (set by the root view with the brand). */
export const BOOT_TITLES: Record<"statusFailed" | "maintenance" | "restricted", MessageDescriptor> = {
  statusFailed: msg`Connection problem`,
  maintenance: msg`System Maintenance`,
  restricted: msg`Access restricted`,
};

/** The brand above a spinner: the same picture as the loading screen of index.html once it knows the brand (src/app/splash.ts). */
export function CheckingScreen() {
  const { t } = useLingui();
  const { config } = useServices();
  return (
    <div className={css.screen} role="status" aria-live="polite" data-screen="checking">
      <div className={css.splashBrand}>
        <img src={config.brand.logo} alt="" width={56} height={56} />
        <p className={css.splashName}>{config.brand.name}</p>
        <span className={css.spinner} aria-hidden="true" />
      </div>
      <span className="visually-hidden">{t`Loading…`}</span>
    </div>
  );
}

function RetryButton({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  if (!onRetry) return null;
  return (
    <button type="button" className={layout.button} onClick={onRetry}>
      {t`Try again`}
    </button>
  );
}

function ContactUsButton() {
  const { customerService } = useServices();
  const { t } = useLingui();
  return (
    <button type="button" className={layout.primaryButton} onClick={() => customerService.send({ type: "cs.requested" })}>
      {t`Contact Us`}
    </button>
  );
}

export function StatusFailedScreen({ failure, onRetry }: { failure: Failure; onRetry?: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <main className={css.screen} data-screen="status-failed">
      <div className={css.card}>
        <AlertIcon className={css.icon} />
        <h1 className={css.title}>{t`We could not reach the site`}</h1>
        <p className={css.text} role="alert">
          {i18n._(errorMessages[failure.code])}
        </p>
        {failure.serverMessage && <p className={css.text}>{failure.serverMessage}</p>}
        <div className={css.actions}>
          <RetryButton onRetry={onRetry} />
        </div>
      </div>
    </main>
  );
}

/** A page that replaces the whole site (maintenance, restriction): the spec's kicker, a title, Contact Us. */
function BlockedScreen({ screen, title, onRetry, children }: { screen: string; title: string; onRetry?: () => void; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <main className={css.screen} data-screen={screen}>
      <div className={css.card}>
        <p className={css.kicker}>{t`RESTRICTION OF VISIT`}</p>
        <h1 className={css.title}>{title}</h1>
        {children}
        <CustomerServiceNotice />
        <div className={css.actions}>
          <ContactUsButton />
          <RetryButton onRetry={onRetry} />
        </div>
      </div>
    </main>
  );
}

export function MaintenanceScreen({ onRetry }: { onRetry?: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <BlockedScreen screen="maintenance" title={i18n._(BOOT_TITLES.maintenance)} onRetry={onRetry}>
      <p className={css.text}>{t`We are currently performing a system maintenance`}</p>
      <p className={css.text}>{t`Please come back later. If you need help, our customer service is available.`}</p>
    </BlockedScreen>
  );
}

export function RestrictedScreen({ location, onRetry }: { location: VisitorLocation; onRetry?: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <BlockedScreen screen="restricted" title={i18n._(BOOT_TITLES.restricted)} onRetry={onRetry}>
      <p className={css.text}>{t`Sorry, your location or IP address is not allowed to access this site.`}</p>
      <dl className={css.facts}>
        <dt className={css.factLabel}>{t`Your IP`}</dt>
        <dd className={css.factValue} data-testid="visitor-ip">{location.ip}</dd>
        <dt className={css.factLabel}>{t`Country`}</dt>
        <dd className={css.factValue} data-testid="visitor-country">
          {countryName(location.countryCode, location.country, i18n.locale)}
        </dd>
      </dl>
    </BlockedScreen>
  );
}
