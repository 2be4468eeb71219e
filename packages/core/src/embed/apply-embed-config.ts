import type { EarlyResponses } from '@showroom/contract';
import { configureApi } from '../api/api-config.ts';
import { offerEarlyResponses } from '../api/early-responses.ts';
import { leavePage } from '../navigation/leave-page.ts';
import { configureNavigation } from '../navigation/navigation.ts';
import { takeArrivalHandoffs } from '../session/arrival-handoffs.ts';
import { selectShowroomById } from '../showroom/showroom-lookup.ts';
import { countShowroomVisits } from '../showroom/visit-counter.ts';

/**
 * What embed.js read from the pro's script tag and hands to each remote's `defineElements`.
 * Declared here by shape because core must not depend on the loader.
 */
export interface EmbedConfig {
  /** Platform origin + base path of the loader, e.g. `https://platform/showroom`. */
  readonly baseUrl: string;
  /** Origin of the platform API. */
  readonly apiOrigin: string;
  /** Showroom ID to preselect (`data-showroom`). */
  readonly showroom: string | null;
  /** `data-theme`; not applied here, because branding is gated by the pro's plan (spec §4). */
  readonly theme: string | null;
  /** Where the full showroom lives (`data-shell-url`). */
  readonly shellUrl: string;
  /** The pro's page holding `<showroom-store>` (`data-store-url`); older loaders leave it out. */
  readonly storeUrl?: string | null;
  /** The search for `showroom`, already asked by embed.js; its answer is checked before use. */
  readonly showroomSearch?: Promise<unknown> | null;
  /** The shop profile of that search's first match, asked by embed.js as soon as the search answered. */
  readonly showroomProfile?: Promise<unknown> | null;
  /** The answers embed.js asked before this code arrived, by address (the storefront's menu, a product). */
  readonly earlyResponses?: EarlyResponses<Response>;
}

/**
 * Points the API client and navigation of an embedded page at the platform and selects the
 * tag's `data-showroom`: the pro's own site is that pro's showroom, so its widgets are themed
 * from its shop profile and carry it to the platform. An unknown ID leaves nothing selected.
 * The client takes the answers embed.js already asked for. A session or cart code in the address
 * (a visitor back from the platform) is redeemed, once. The page session's visit to the showroom
 * is counted for the pro's console (once per tab).
 */
export function applyEmbedConfig(config: EmbedConfig): void {
  configureApi({ baseUrl: new URL('/api', config.apiOrigin).href });
  offerEarlyResponses(config.earlyResponses);
  // Leaving for the platform carries the visitor's session or cart (decision 0125).
  configureNavigation({ shellUrl: config.shellUrl, storeUrl: config.storeUrl ?? null, leave: leavePage });
  // A visitor back from the platform brings their session or cart (the shell's "Back to" link).
  takeArrivalHandoffs();
  countShowroomVisits('embed');
  if (config.showroom) {
    selectShowroomById(config.showroom, config.showroomSearch ?? null, config.showroomProfile ?? null).catch(
      () => {
        // A wrong data-showroom must not break the page; the entry widget lets visitors type one.
      },
    );
  }
}
