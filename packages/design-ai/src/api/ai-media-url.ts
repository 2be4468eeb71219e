import { apiBaseUrl, mediaUrl } from '@showroom/core';

/**
 * The address of a picture an AI call names: a root path (`/api/AI/photos/4/file?…`, a signed link) on the
 * API's origin, else as core's `mediaUrl` reads it (absolute, or a path under the API root), so it loads
 * on the platform and in an embed on a pro's site alike.
 */
export function aiMediaUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? new URL(url, apiBaseUrl()).href : mediaUrl(url);
}
