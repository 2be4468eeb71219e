import {
  FILE_LINK_SECONDS,
  type ProjectFileLinkQuery,
  type ProjectFileVariant,
  projectFileLinkPath,
} from '@showroom/contract/projects';
import { hmacHex, safeEqual } from '../../lib/secrets.ts';

/** What a signed link names: one stored copy of one file, for one viewer, until a moment. */
export interface FileLinkGrant {
  fileId: string;
  variant: ProjectFileVariant;
  viewerId: number;
  /** Seconds since the epoch after which the link opens nothing. */
  expiresAt: number;
}

const signature = (appKey: string, grant: FileLinkGrant) =>
  hmacHex(appKey, `project-file|${grant.fileId}|${grant.variant}|${grant.viewerId}|${grant.expiresAt}`);

/** When links made `now` stop opening, in whole seconds. */
export function linkExpiry(now: Date): number {
  return Math.floor(now.getTime() / 1000) + FILE_LINK_SECONDS;
}

/**
 * The path (under the API root) that opens one copy of a file for `viewerId` until `expiresAt`: an
 * HMAC with the app's key over all four, so changing any of them (another file, a later expiry, another
 * viewer) breaks it. `<img>` tags send no bearer token, so the link itself must carry the grant.
 */
export function signedFileLink(appKey: string, grant: FileLinkGrant): string {
  return projectFileLinkPath(grant.fileId, {
    v: grant.variant,
    u: grant.viewerId,
    e: grant.expiresAt,
    s: signature(appKey, grant),
  });
}

/** The grant a link carries when its signature is the app's and it has not expired; null otherwise. */
export function verifiedGrant(
  appKey: string,
  fileId: string,
  query: ProjectFileLinkQuery,
  now: Date,
): FileLinkGrant | null {
  const grant: FileLinkGrant = { fileId, variant: query.v, viewerId: query.u, expiresAt: query.e };
  if (!safeEqual(signature(appKey, grant), query.s)) return null;
  return grant.expiresAt * 1000 > now.getTime() ? grant : null;
}
