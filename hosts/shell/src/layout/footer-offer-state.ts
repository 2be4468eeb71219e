import { create } from 'zustand';

/** sessionStorage key: the visitor closed the offer in this tab's session. */
export const OFFER_DISMISSED_KEY = 'showroom_offer_dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(OFFER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

interface OfferState {
  open: boolean;
  dismissed: boolean;
  show: () => void;
  /** Closes the popup and keeps it closed (tab hidden) for the rest of the session. */
  dismiss: () => void;
}

/** The footer's "Save up to 30%" popup: open, or dismissed for the session. */
export const useFooterOffer = create<OfferState>((set) => ({
  open: false,
  dismissed: readDismissed(),
  show: () => set({ open: true }),
  dismiss: () => {
    try {
      sessionStorage.setItem(OFFER_DISMISSED_KEY, '1');
    } catch {
      // Private mode without storage: dismissed for this page view only.
    }
    set({ open: false, dismissed: true });
  },
}));
