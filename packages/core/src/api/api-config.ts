let configuredBaseUrl: string | null = null;

/** The API root under the platform origin; request paths are relative to it (`login`, `setting`). */
const DEFAULT_API_PATH = '/api';

/** Overrides the API base URL (an embed points it at the platform origin; tests at a fake one). */
export function configureApi({ baseUrl }: { baseUrl: string }): void {
  configuredBaseUrl = baseUrl;
}

/**
 * The API root without a trailing slash: the configured one, else the page's
 * `<meta name="api-base-url">` (spec §3 page metadata, may be relative such as `/api`), else
 * `<current origin>/api`. Read per request so a meta tag added after start-up still counts.
 */
export function apiBaseUrl(): string {
  const meta = globalThis.document
    ?.querySelector<HTMLMetaElement>('meta[name="api-base-url"]')
    ?.content.trim();
  const base = configuredBaseUrl ?? (meta || DEFAULT_API_PATH);
  return new URL(base, globalThis.location.href).href.replace(/\/+$/, '');
}
