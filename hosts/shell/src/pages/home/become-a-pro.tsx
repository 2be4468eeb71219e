import { MARKUP, ROUTE_PATHS } from '@showroom/contract';
import { Link } from 'wouter';

/**
 * Become a pro (spec §2): the pro pitch. Its links go where the hero's Sign Up as a Pro and
 * Learn More go, under other names, so each link name on the page stays unique.
 */
export function BecomeAPro() {
  return (
    <section className="home-section home-band" aria-labelledby="home-pro-title">
      <div className="home-band__text">
        <h2 id="home-pro-title" className="home-section__title">
          Become a pro
        </h2>
        <p>
          Open your own branded virtual showroom in an afternoon. Your clients browse thousands of products at
          your prices (your markup starts at {MARKUP.minimumPercent}%), visualize them in their rooms and pay
          by card; you get the order and the payout.
        </p>
        <div className="home-band__actions">
          <Link className="shell-button" to={ROUTE_PATHS.proSignUp}>
            Become a Pro
          </Link>
          <Link className="shell-button shell-button--ghost" to={ROUTE_PATHS.proAccount}>
            How it works for Pros
          </Link>
        </div>
      </div>
      <svg className="home-band__art" viewBox="0 0 240 180" aria-hidden="true" focusable="false">
        <rect x="20" y="20" width="200" height="130" rx="10" fill="#fff" stroke="#0f766e" strokeWidth="4" />
        <rect x="20" y="20" width="200" height="22" rx="10" fill="#0f766e" />
        <rect x="36" y="56" width="50" height="38" rx="4" fill="#c9a27a" />
        <rect x="95" y="56" width="50" height="38" rx="4" fill="#8cc9c2" />
        <rect x="154" y="56" width="50" height="38" rx="4" fill="#b9ae9d" />
        <path d="M36 106h80M36 120h50" stroke="#94a3b8" strokeWidth="6" strokeLinecap="round" />
        <rect x="150" y="108" width="54" height="22" rx="11" fill="#0f766e" />
        <path d="M90 150l-12 20h84l-12-20" fill="#334155" />
      </svg>
    </section>
  );
}
