import { Link } from 'wouter';
import { useSettings } from '../settings/settings-store.ts';

const INTERNAL_LINKS = [
  ['/your_orders', 'Your Orders'],
  ['/return_policy', 'Return Policy'],
  ['/faq', 'FAQ'],
  ['/contact', 'Contact'],
  ['/privacy_policy', 'Privacy Policy'],
  ['/cookies_policy', 'Cookies Policy'],
  ['/terms_of_service', 'Terms of Service'],
] as const;

/** Footer (spec §2): internal links, Powered by, current-year copyright. */
export function Footer() {
  const settings = useSettings((state) => state.settings);
  const appName = settings?.app_name ?? 'Showroom';
  return (
    <footer className="shell-footer">
      <nav aria-label="Footer" className="shell-footer__links">
        {INTERNAL_LINKS.map(([to, label]) => (
          <Link key={to} to={to}>
            {label}
          </Link>
        ))}
      </nav>
      <p className="shell-footer__legal">
        © {new Date().getFullYear()} {appName}. Powered by{' '}
        <a href={settings?.powered_by_url ?? '/showroom/'} rel="noopener">
          {appName}
        </a>
      </p>
    </footer>
  );
}
