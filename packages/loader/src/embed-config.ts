import { type EarlyResponses, SHELL_BASE_PATH } from '@showroom/contract/constants';
/** What the pro's `<script src=".../embed.js" data-showroom="...">` tag tells us. */
export interface EmbedConfig {
  /** Platform origin + base path, e.g. `https://platform/showroom`, from the script's own URL. */
  baseUrl: string;
  /** Origin of the API (`<origin>/api/...`). */
  apiOrigin: string;
  /** Showroom ID to preselect (`data-showroom`). */
  showroom: string | null;
  /** Optional theme colour override (`data-theme`). */
  theme: string | null;
  /** Where "open the full showroom" links go (`data-shell-url`, default the platform shell). */
  shellUrl: string;
  /** The pro's page holding `<showroom-store>` (`data-store-url`): where widgets on other pages send shoppers. */
  storeUrl: string | null;
  /** The answer of the search for `showroom`, started by embed.js at once (`searchShowroomEarly`). */
  showroomSearch?: Promise<unknown> | null;
  /** The shop profile of that search's first match, asked as soon as it answered (`loadProfileEarly`). */
  showroomProfile?: Promise<unknown> | undefined;
  /** The answers embed.js asked for elements whose remote it loads, for core to take (`startElementData`). */
  earlyResponses?: EarlyResponses<Response>;
}

export function readEmbedConfig(script: HTMLScriptElement | null): EmbedConfig {
  const src = script?.src ?? `${location.origin}${SHELL_BASE_PATH}/embed.js`;
  const url = new URL(src, location.href);
  const baseUrl = url.href.slice(0, url.href.lastIndexOf('/'));
  return {
    baseUrl,
    apiOrigin: url.origin,
    showroom: script?.dataset.showroom?.trim() || null,
    theme: script?.dataset.theme?.trim() || null,
    shellUrl: script?.dataset.shellUrl?.trim() || baseUrl,
    storeUrl: script?.dataset.storeUrl?.trim() || null,
  };
}
