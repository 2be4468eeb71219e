import { SHELL_MESSAGES } from '@showroom/contract/constants';

import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { FooterLeadForm } from './footer-lead-form.tsx';

/**
 * The slide-up panel: title, offer text and the lead form. A non-modal dialog (the page stays
 * usable); focus moves to it on open, Escape or × closes it for the session.
 */
export function FooterOfferPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <div
      ref={panelRef}
      className="site-offer__panel"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <button type="button" className="site-offer__close" aria-label="Close offer" onClick={onClose}>
        ×
      </button>
      <h2 id={titleId} className="site-offer__title">
        {SHELL_MESSAGES.footerOfferTitle}
      </h2>
      <p className="site-offer__text">{SHELL_MESSAGES.footerOfferText}</p>
      <FooterLeadForm />
    </div>
  );
}
