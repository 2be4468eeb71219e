import { SHELL_MESSAGES } from '@showroom/contract/constants';

import { lazy, Suspense, useRef } from 'react';
import { useFooterOffer } from './footer-offer-state.ts';

// The panel (and, through it, the federated lead form) loads when the visitor opens the offer.
const FooterOfferPanel = lazy(() =>
  import('./footer-offer-panel.tsx').then((module) => ({ default: module.FooterOfferPanel })),
);

/**
 * Spec §2 Footer: the "Save up to 30%" tab that slides up the lead-form popup. The tab sits in the
 * footer's flow, not fixed over the page, so it never covers content (decision 0043).
 */
export function FooterOffer() {
  const { open, dismissed, show, dismiss } = useFooterOffer();
  const asideRef = useRef<HTMLElement>(null);

  // The offer leaves for the session: focus moves to the footer's first link, not to the page's start.
  function onClose() {
    const next = asideRef.current?.closest('footer')?.querySelector<HTMLElement>('nav a[href]');
    dismiss();
    next?.focus();
  }

  if (dismissed) return null;
  return (
    <aside ref={asideRef} className="site-offer" aria-label="Special offer">
      <p className="site-offer__lead">{SHELL_MESSAGES.footerOfferText}</p>
      {open ? (
        <Suspense fallback={null}>
          <FooterOfferPanel onClose={onClose} />
        </Suspense>
      ) : (
        <button type="button" className="site-offer__tab" aria-expanded={false} onClick={show}>
          {SHELL_MESSAGES.footerOfferTitle}
        </button>
      )}
    </aside>
  );
}
