import { mediaUrlUnder } from '@showroom/contract';
import { apiBaseUrl } from './api-config.ts';

/**
 * The address of a picture the API names: an absolute address (or a `data:` one) as it is, else a path
 * under the API root (a pro's logo is `pro_pictures/<token>.png`), so it loads on the platform and in
 * an embed on a pro's site alike (the contract's `mediaUrlUnder`, which the server's first paints use too).
 */
export function mediaUrl(path: string): string {
  return mediaUrlUnder(apiBaseUrl(), path);
}
