/**
 * Links to the mobile apps (spec §2). The badges are drawn in SVG (no image files can be
 * downloaded); the link names are the text a screen reader reads.
 */
const STORES = [
  {
    name: 'App Store',
    caption: 'Download on the',
    href: 'https://apps.apple.com/',
    icon: 'M16.5 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.9C7 7.3 5.5 8.2 4.7 9.7c-1.7 2.9-.4 7.2 1.2 9.6.8 1.2 1.7 2.4 2.9 2.4 1.2-.1 1.6-.8 3-.8s1.8.8 3 .7c1.3 0 2.1-1.2 2.8-2.3.9-1.3 1.3-2.6 1.3-2.7 0 0-2.4-.9-2.4-4zM14.2 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2-.5 2.7-1.3z',
  },
  {
    name: 'Google Play',
    caption: 'Get it on',
    href: 'https://play.google.com/store',
    icon: 'M4 3l10 9-10 9c-.4-.2-.6-.6-.6-1.1V4.1c0-.5.2-.9.6-1.1zM15 11l2.8-2.5 3 1.7c.9.5.9 1.2 0 1.7l-3 1.7L15 13zM5 2.4l11.5 6.6-2.3 2.1zM14.2 12.9l2.3 2.1L5 21.6z',
  },
] as const;

export function AppStoreLinks() {
  return (
    <section className="home-section home-apps" aria-labelledby="home-apps-title">
      <h2 id="home-apps-title" className="home-section__title">
        Take your showroom with you
      </h2>
      <p className="home-section__lead">Browse, chat with your Pro and track orders from your phone.</p>
      <ul className="home-apps__list">
        {STORES.map((store) => (
          <li key={store.name}>
            <a className="home-badge" href={store.href} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                <path d={store.icon} fill="currentColor" />
              </svg>
              <span className="home-badge__text">
                <span className="home-badge__caption">{store.caption}</span>
                <span className="home-badge__name">{store.name}</span>
              </span>
              <span className="sr-visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
