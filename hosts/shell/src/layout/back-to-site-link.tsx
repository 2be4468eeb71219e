import { departureCode } from '@showroom/core';
import { type MouseEvent, useState } from 'react';
import { returnToSite } from './return-to-site.ts';
import { useProProfile } from './use-pro-profile.ts';

/** Taking a code may wait on the network; the visitor still goes, without it, after this long. */
const CODE_WAIT_MS = 4000;

/**
 * "Back to <site>": shown to a visitor a pro's widget sent here (decision 0083), when that page is
 * on one of the showroom's registered sites. The link is the page itself (it works opened in a new
 * tab); a plain click first takes a one-time code for the visitor's session or cart, so the pro's
 * page shows them signed in with the same cart.
 */
export function BackToSiteLink({ onFollow }: { onFollow?: () => void }) {
  const profile = useProProfile();
  const [leaving, setLeaving] = useState(false);
  const page = profile ? returnToSite(profile.site_origins ?? []) : null;
  if (!page) return null;

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (leaving || !page) return;
    setLeaving(true);
    onFollow?.();
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), CODE_WAIT_MS));
    const code = await Promise.race([departureCode(), timeout]);
    const target = new URL(page);
    if (code) target.searchParams.set(code.param, code.code);
    globalThis.location.assign(target.href);
  }

  return (
    <a className="shell-nav__link shell-nav__back" href={page.href} onClick={onClick} aria-busy={leaving}>
      <span aria-hidden="true">← </span>Back to {page.host}
    </a>
  );
}
