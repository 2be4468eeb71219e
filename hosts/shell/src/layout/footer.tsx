import { ROUTE_PATHS, shellPath } from '@showroom/contract';
import { StyleSheet } from '@showroom/ui';
import { Link } from 'wouter';
import { useSettings } from '../settings/settings-store.ts';
import css from './footer.css?inline';
import { INTERNAL_LINKS, proLinks } from './footer-links.ts';
import { FooterOffer } from './footer-offer.tsx';
import { useProProfile } from './use-pro-profile.ts';

/**
 * Footer (spec §2): the platform's pages, the selected pro's own links (website, marketing pages,
 * phone, e-mail, photos, reviews, map), Powered by, current-year copyright, and the slide-up
 * "Save up to 30%" lead-form popup.
 */
export function Footer() {
  const settings = useSettings((state) => state.settings);
  const profile = useProProfile();
  const appName = settings?.app_name ?? 'Showroom';
  const links = profile ? proLinks(profile) : [];

  return (
    <footer className="site-footer">
      <StyleSheet name="shell-footer" css={css} />
      <FooterOffer />
      <div className="site-footer__inner">
        <nav aria-label="Footer" className="site-footer__col">
          <h2 className="site-footer__heading">Help &amp; policies</h2>
          <ul className="site-footer__list">
            {INTERNAL_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {profile && links.length > 0 && (
          <nav aria-label={`${profile.company_name} links`} className="site-footer__col">
            <h2 className="site-footer__heading">{profile.company_name}</h2>
            <ul className="site-footer__list">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {appName}. All rights reserved.
        </p>
        <a
          className="site-footer__powered"
          href={settings?.powered_by_url ?? shellPath(ROUTE_PATHS.aboutUs)}
          rel="noopener"
        >
          Powered by <span className="site-footer__logo">{appName}</span>
        </a>
      </div>
    </footer>
  );
}
