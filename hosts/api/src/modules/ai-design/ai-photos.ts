import { AI_API_PATHS, AI_PHOTO_UPLOAD, type AiPhoto } from '@showroom/contract/design-ai';
import {
  FILE_LINK_SECONDS,
  type PhotoPoint,
  type PhotoQuad,
  type PhotoSurfaceKind,
} from '@showroom/contract/projects';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hmacHex, safeEqual } from '../../lib/secrets.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { suggestCorners } from '../corner-suggestion/index.ts';
import { checkProjectUpload, type UploadProblem } from '../project-files/index.ts';
import { ai_photos } from './ai-designs-schema.ts';
import { photoLook } from './photo-palette.ts';

export interface AiPhotoDeps {
  db: Database;
  clock: Clock;
  appKey: string;
}

const signature = (appKey: string, photoId: number, expires: number) =>
  hmacHex(appKey, `ai-photo|${photoId}|${expires}`);

/** The photo's link: a signature over its id and expiry (an `<img>` sends no AI token). */
function signedLink(deps: AiPhotoDeps, photoId: number): string {
  const expires = Math.floor(deps.clock.now().getTime() / 1000) + FILE_LINK_SECONDS;
  const path = AI_API_PATHS.photoFile.replace(':id', String(photoId));
  return `/api${path}?e=${expires}&s=${signature(deps.appKey, photoId, expires)}`;
}

type PhotoRow = Pick<typeof ai_photos.$inferSelect, 'id' | 'width' | 'height' | 'palette' | 'brightness'>;

function photoOf(deps: AiPhotoDeps, row: PhotoRow): AiPhoto {
  return {
    id: row.id,
    url: signedLink(deps, row.id),
    width: row.width,
    height: row.height,
    palette: row.palette,
    brightness: row.brightness,
  };
}

/**
 * Keeps an AI user's room photo with the project room photos' checks (type from the bytes, renamed or
 * hiding files refused, pixel limits from the header, re-encoded so EXIF is gone), one webp width, and
 * its look (palette, brightness) for the generator.
 */
export async function uploadAiPhoto(
  deps: AiPhotoDeps,
  aiUserId: number,
  bytes: Buffer,
  fileName: string,
): Promise<{ photo: AiPhoto } | { problem: UploadProblem }> {
  const checked = await checkProjectUpload(bytes, fileName, {
    minWidth: AI_PHOTO_UPLOAD.minWidth,
    minHeight: AI_PHOTO_UPLOAD.minHeight,
    maxPixels: AI_PHOTO_UPLOAD.maxPixels,
    widths: [AI_PHOTO_UPLOAD.width, AI_PHOTO_UPLOAD.width],
    allowPdf: false,
  });
  if ('problem' in checked) return checked;
  if (checked.kind !== 'photo') return { problem: 'type' };
  const look = await photoLook(checked.full, AI_PHOTO_UPLOAD.paletteSize);
  const [row] = await deps.db
    .insert(ai_photos)
    .values({
      ai_user_id: aiUserId,
      content: checked.full,
      width: checked.width,
      height: checked.height,
      palette: look.palette,
      brightness: look.brightness,
      created_at: deps.clock.now(),
    })
    .returning();
  return { photo: photoOf(deps, row!) };
}

/** The look of the AI user's own photo, or null when it is not theirs (or gone). */
export async function ownPhoto(db: Database, aiUserId: number, photoId: number) {
  const [row] = await db
    .select({
      id: ai_photos.id,
      width: ai_photos.width,
      height: ai_photos.height,
      palette: ai_photos.palette,
      brightness: ai_photos.brightness,
    })
    .from(ai_photos)
    .where(and(eq(ai_photos.id, photoId), eq(ai_photos.ai_user_id, aiUserId)));
  return row ?? null;
}

/**
 * The floor's or a wall's corners read from the AI user's own photo (decision 0126, the projects' module
 * of decision 0119), in the kept copy's pixels; `missing` when the photo is not theirs or gone.
 */
export async function suggestAiPhotoCorners(
  db: Database,
  aiUserId: number,
  photoId: number,
  kind: PhotoSurfaceKind,
  near: PhotoPoint | null,
): Promise<{ corners: PhotoQuad | null } | 'missing'> {
  const [row] = await db
    .select({ content: ai_photos.content, width: ai_photos.width, height: ai_photos.height })
    .from(ai_photos)
    .where(and(eq(ai_photos.id, photoId), eq(ai_photos.ai_user_id, aiUserId)));
  if (!row) return 'missing';
  const photo = { width: row.width, height: row.height };
  return { corners: await suggestCorners({ bytes: row.content, photo, kind, near: near ?? undefined }) };
}

/**
 * Deletes the AI user's own photo with its stored picture (the bytes live in the row); false when it is
 * not theirs or already gone. The requests made with it keep their designs: they answer it as removed.
 */
export async function deleteAiPhoto(db: Database, aiUserId: number, photoId: number): Promise<boolean> {
  const deleted = await db
    .delete(ai_photos)
    .where(and(eq(ai_photos.id, photoId), eq(ai_photos.ai_user_id, aiUserId)))
    .returning({ id: ai_photos.id });
  return deleted.length > 0;
}

/** The photos of these ids that are still kept, by id, each with a fresh signed link. */
export async function photosByIds(deps: AiPhotoDeps, ids: readonly number[]): Promise<Map<number, AiPhoto>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({
      id: ai_photos.id,
      width: ai_photos.width,
      height: ai_photos.height,
      palette: ai_photos.palette,
      brightness: ai_photos.brightness,
    })
    .from(ai_photos)
    .where(inArray(ai_photos.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, photoOf(deps, row)]));
}

/** The photo's bytes for a link signed by this app and not expired; null otherwise. */
export async function photoBySignedLink(
  deps: AiPhotoDeps,
  photoId: number,
  expires: number,
  sig: string,
): Promise<Buffer | null> {
  if (!safeEqual(signature(deps.appKey, photoId, expires), sig)) return null;
  if (expires * 1000 <= deps.clock.now().getTime()) return null;
  const [row] = await deps.db
    .select({ content: ai_photos.content })
    .from(ai_photos)
    .where(eq(ai_photos.id, photoId));
  return row?.content ?? null;
}
