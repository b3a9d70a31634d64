import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import { categoryNames } from "../../i18n/messages.ts";
import { HomeIcon } from "../../components/icons.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import type { SiteView } from "../../../machines/boot/boot.selectors.ts";
import * as css from "./layout.css.ts";

export function Header({ site }: { site: SiteView }) {
  const { config } = useServices();
  const { t, i18n } = useLingui();
  const member = site.member;
  return (
    <header className={css.header}>
      <div className={`${css.container} ${css.headerTop}`}>
        <Link to="/" className={css.brand}>
          <img src={config.brand.logo} alt="" className={css.brandLogo} width={36} height={36} />
          <span>{config.brand.name}</span>
        </Link>
        <div className={css.headerActions} data-testid="login-area">
          {member ? (
            <span>{t`Hello, ${member.nickname || member.account}`}</span>
          ) : (
            <>
              <Link to="/login" className={css.button}>
                {t`Log in`}
              </Link>
              <Link to="/register" className={css.primaryButton}>
                {t`Register`}
              </Link>
            </>
          )}
          <LanguageSwitcher />
        </div>
      </div>
      <nav className={css.nav} aria-label={t`Main`}>
        <div className={css.container}>
        <ul className={css.navList}>
          <li>
            <Link to="/" className={css.navLink} activeOptions={{ exact: true }}>
              <HomeIcon width={18} height={18} />
              {t`Home`}
            </Link>
          </li>
          {site.categories.map((category) => (
            <li key={category.id}>
              <Link to={category.route} className={css.navLink} data-category={category.id}>
                {i18n._(categoryNames[category.id])}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/promotions" className={css.navLink}>
              {t`Promotions`}
            </Link>
          </li>
          <li>
            <Link to={member ? "/promotions" : "/login"} className={css.navLink}>
              {t`Rewards`}
            </Link>
          </li>
          <li>
            <Link to="/vip" className={css.navLink}>
              {member?.vipLabel ? (
                t`VIP ${member.vipLabel}`
              ) : (
                <>
                  {t`VIP`}{" "}
                  <span className={css.vipDashes} aria-label={t`no rank`}>
                    ---
                  </span>
                </>
              )}
            </Link>
          </li>
        </ul>
        </div>
      </nav>
    </header>
  );
}
