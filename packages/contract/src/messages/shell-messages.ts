import { REMOTE_LOAD_MESSAGES } from './remote-load-messages.ts';

/**
 * Texts only the shell's own pages show (the footer's offer, the 404 page, a remote that failed to load), written once. Served by
 * `@showroom/contract/constants` (tree-shaken, not shared), so no embedded widget downloads them.
 */
export const SHELL_MESSAGES = {
  footerOfferTitle: 'Save up to 30%',
  footerOfferText: 'Limited-time offer on all finishing materials.',
  notFoundTitle: 'There was an error with your request',
  notFoundReasons: [
    'The page may have moved.',
    'You may be using an outdated bookmark.',
    'The URL may have been typed wrongly.',
  ],
  remoteLoadFailed: REMOTE_LOAD_MESSAGES.failed,
} as const;
