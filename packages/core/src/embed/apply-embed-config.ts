import { configureApi } from '../api/api-config.ts';
import { configureNavigation } from '../navigation/navigation.ts';

/**
 * What embed.js read from the pro's script tag and hands to each remote's `defineElements`.
 * Declared here by shape because core must not depend on the loader.
 */
export interface EmbedConfig {
  /** Platform origin + base path of the loader, e.g. `https://platform/showroom`. */
  readonly baseUrl: string;
  /** Origin of the platform API. */
  readonly apiOrigin: string;
  /** Showroom ID to preselect (`data-showroom`); widgets read it themselves. */
  readonly showroom: string | null;
  /** `data-theme`; not applied here, because branding is gated by the pro's plan (spec §4). */
  readonly theme: string | null;
  /** Where the full showroom lives (`data-shell-url`). */
  readonly shellUrl: string;
}

/** Points the API client and navigation of an embedded page at the platform. */
export function applyEmbedConfig(config: EmbedConfig): void {
  configureApi({ baseUrl: new URL('/api', config.apiOrigin).href });
  configureNavigation({ shellUrl: config.shellUrl });
}
