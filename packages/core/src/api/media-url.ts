import { apiBaseUrl } from './api-config.ts';

/**
 * The address of a picture the API names: an absolute address (or a `data:` one) as it is, else a path
 * under the API root (a pro's logo is `pro_pictures/<token>.png`), so it loads on the platform and in
 * an embed on a pro's site alike.
 */
export function mediaUrl(path: string): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path;
  return `${apiBaseUrl()}/${path.replace(/^\/+/, '')}`;
}
