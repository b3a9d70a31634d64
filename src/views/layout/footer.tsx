import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import type { HelpTopic } from "../../../machines/boot/boot.types.ts";
import * as css from "./layout.css.ts";
import { ChatRoomLink } from "../chat-room/chat-room-link.tsx";

/** The fixed about links (SPEC §2 footer; CNT-08), each opening its help article (`/help#<tag>`; terms are `term`, research §4.17). */
const ABOUT_TAGS = ["about", "contact", "term", "responsible", "privacy", "affiliates", "refund"] as const;

export interface FooterProps {
  help: HelpTopic[];
  /** The page has the right bar: the footer keeps clear of it. */
  besideRightBar?: boolean;
}

export function Footer({ help, besideRightBar = false }: FooterProps) {
  const { config } = useServices();
  const { t } = useLingui();
  const brand = config.brand.name;
  const year = new Date().getFullYear();
  const aboutNames: Record<(typeof ABOUT_TAGS)[number], string> = {
    about: t`About Company`,
    contact: t`Contact Us`,
    term: t`General Terms and Conditions`,
    responsible: t`Responsible Gaming`,
    privacy: t`Privacy Policy`,
    affiliates: t`Affiliates`,
    refund: t`Refund Policy`,
  };
  return (
    <footer className={besideRightBar ? `${css.footer} ${css.footerBesideRightBar}` : css.footer}>
      <div className={css.container}>
        {/* Unnamed sections, not region landmarks: a "Register" region here would repeat the /register notice's. */}
        <div className={css.introGrid}>
          <section className={css.introBlock}>
            <h2 className={css.introTitle}>{t`Register`}</h2>
            <p className={css.fine}>{t`Open an account in a minute and claim your welcome offer.`}</p>
          </section>
          <section className={css.introBlock}>
            <h2 className={css.introTitle}>{t`Play`}</h2>
            <p className={css.fine}>{t`Slots, live casino, sports, fishing, card games and lotteries in one place.`}</p>
          </section>
          <section className={css.introBlock}>
            <h2 className={css.introTitle}>{t`Win`}</h2>
            <p className={css.fine}>{t`Fast payouts, daily rewards and a VIP programme that grows with you.`}</p>
          </section>
        </div>
        <div className={css.footerColumns}>
          <nav aria-labelledby="footer-nav">
            <h2 id="footer-nav" className={css.footerHeading}>{t`Navigation`}</h2>
            <ul className={css.linkList}>
              <li><Link to="/" className={css.footerLink}>{t`Home`}</Link></li>
              <li><Link to="/promotions" className={css.footerLink}>{t`Promotions`}</Link></li>
              <li><Link to="/vip" className={css.footerLink}>{t`VIP`}</Link></li>
              <li><Link to="/noticePage" className={css.footerLink}>{t`Notices`}</Link></li>
              <li><Link to="/winners" className={css.footerLink}>{t`Winners`}</Link></li>
              <li><Link to="/join" className={css.footerLink}>{t`Join Us`}</Link></li>
              <li><Link to="/feedback" className={css.footerLink}>{t`Feedback and complaints`}</Link></li>
              <li><Link to="/news" className={css.footerLink}>{t`News`}</Link></li>
              <li><Link to="/blog" className={css.footerLink}>{t`Blog`}</Link></li>
              <li><Link to="/about" className={css.footerLink}>{t`About us`}</Link></li>
              <li><Link to="/down" className={css.footerLink}>{t`App Download`}</Link></li>
              {config.chatRoomUrl ? (
                <li><ChatRoomLink url={config.chatRoomUrl} allowedOrigins={config.security.frameOrigins} className={css.footerLink} /></li>
              ) : null}
            </ul>
          </nav>
          <nav aria-labelledby="footer-help" data-testid="help-widget">
            <h2 id="footer-help" className={css.footerHeading}>{t`Help`}</h2>
            <ul className={css.linkList}>
              {help.map((topic) => (
                <li key={topic.tag}>
                  <Link to="/help" hash={topic.tag} className={css.footerLink}>
                    {topic.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <ul className={css.aboutLinks} aria-label={t`About`}>
          {ABOUT_TAGS.map((tag) => (
            <li key={tag}>
              <Link to="/help" hash={tag} className={css.footerLink}>
                {aboutNames[tag]}
              </Link>
            </li>
          ))}
        </ul>
        <p className={css.fine}>
          <Trans>
            {brand} — online games for adults.{" "}
            <Link to="/help" hash="responsible" className={css.footerLink}>
              Play responsibly; 18+ only.
            </Link>
          </Trans>
        </p>
        <p className={css.fine}>{t`Copyright © ${year} ${brand}. All rights reserved.`}</p>
      </div>
    </footer>
  );
}
