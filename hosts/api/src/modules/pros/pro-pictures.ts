import { randomUUID } from 'node:crypto';
import {
  PRO_PICTURE_UPLOAD,
  type ProPicture,
  type ProPictureKind,
  proPictureUrl,
} from '@showroom/contract/pro';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The transaction a callback runs in. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

import { users } from '../identity/users-schema.ts';
import { checkImage } from '../leads/index.ts';
import { pro_pictures } from './pro-pictures-schema.ts';

/** A stored picture as the public route serves it. */
export interface StoredPicture {
  extension: string;
  content: Buffer;
}

export type PictureOutcome = { picture: ProPicture } | { problem: 'type' | 'dimensions' | 'full' };

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

/** The Content-Type of a stored ending (every stored picture is png, jpg or gif). */
export const contentTypeOf = (extension: string) => CONTENT_TYPES[extension] ?? 'application/octet-stream';

const PUBLIC_COLUMNS = {
  token: pro_pictures.token,
  extension: pro_pictures.extension,
  width: pro_pictures.width,
  height: pro_pictures.height,
};

type PublicRow = { token: string; extension: string; width: number; height: number };

const toProPicture = (row: PublicRow): ProPicture => ({
  id: row.token,
  url: proPictureUrl(row.token, row.extension),
  width: row.width,
  height: row.height,
});

/**
 * Checks an upload with the leads module's image checks (spec §5: type, `maxdimensions`, SVG markup)
 * and keeps the re-encoded copy. A logo replaces the pro's previous one in the same transaction; a
 * portfolio refuses a picture beyond `maxPortfolioPictures` (counted under the user's row lock).
 */
export async function storeProPicture(
  db: Database,
  proUserId: number,
  kind: ProPictureKind,
  bytes: Buffer,
  /** Runs in the same transaction once stored (the logo's address goes on the shop profile). */
  onStored?: (tx: Transaction, picture: ProPicture) => Promise<void>,
): Promise<PictureOutcome> {
  const checked = await checkImage(bytes, PRO_PICTURE_UPLOAD[kind]);
  if ('problem' in checked) return checked;
  return db.transaction(async (tx) => {
    const mine = and(eq(pro_pictures.user_id, proUserId), eq(pro_pictures.kind, kind));
    if (kind === 'logo') await tx.delete(pro_pictures).where(mine);
    else {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, proUserId)).for('update');
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(pro_pictures).where(mine);
      if (total >= PRO_PICTURE_UPLOAD.maxPortfolioPictures) return { problem: 'full' as const };
    }
    const [row] = await tx
      .insert(pro_pictures)
      .values({
        token: randomUUID(),
        user_id: proUserId,
        kind,
        extension: checked.extension,
        width: checked.width,
        height: checked.height,
        content: checked.data,
      })
      .returning(PUBLIC_COLUMNS);
    if (!row) throw new Error('the picture was not stored');
    const picture = toProPicture(row);
    await onStored?.(tx, picture);
    return { picture };
  });
}

/** The pro's pictures of a kind, oldest first. */
export async function listProPictures(
  db: Database,
  proUserId: number,
  kind: ProPictureKind,
): Promise<ProPicture[]> {
  const rows = await db
    .select(PUBLIC_COLUMNS)
    .from(pro_pictures)
    .where(and(eq(pro_pictures.user_id, proUserId), eq(pro_pictures.kind, kind)))
    .orderBy(asc(pro_pictures.created_at), asc(pro_pictures.id));
  return rows.map(toProPicture);
}

/** Removes one of the pro's own pictures (another pro's token is simply not found); whether one went. */
export async function removeProPicture(
  db: Database,
  proUserId: number,
  kind: ProPictureKind,
  token: string,
): Promise<boolean> {
  const gone = await db
    .delete(pro_pictures)
    .where(
      and(eq(pro_pictures.user_id, proUserId), eq(pro_pictures.kind, kind), eq(pro_pictures.token, token)),
    )
    .returning({ id: pro_pictures.id });
  return gone.length > 0;
}

/** A picture by its token and ending, for the public route; null when there is none. */
export async function findStoredPicture(
  db: Database,
  token: string,
  extension: string,
): Promise<StoredPicture | null> {
  const [row] = await db
    .select({ extension: pro_pictures.extension, content: pro_pictures.content })
    .from(pro_pictures)
    .where(and(eq(pro_pictures.token, token), eq(pro_pictures.extension, extension)));
  return row ?? null;
}
