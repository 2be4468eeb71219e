import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MESSAGES, toValidationError, unsafeTextErrors } from '@showroom/contract';
import {
  isAcceptedImageName,
  LEAD_MESSAGES,
  LEAD_UPLOAD_MESSAGES,
  sampleRequestSchema,
} from '@showroom/contract/lead';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { type LeadFile, newStoredPath, removeFiles } from './lead-files.ts';
import { storeLeadImage } from './lead-image.ts';
import type { LeadRequestBody } from './read-lead-request.ts';
import { sample_requests } from './sample-requests-schema.ts';

export interface SaveLeadOptions {
  db: Database;
  uploadsDir: string;
  now: Date;
  clientIp: string | null;
}

interface StoredImages {
  /** Paths relative to `uploadsDir`, as the row keeps them. */
  relative: string[];
  errors: Record<string, string[]>;
}

/**
 * Checks every file (type by name and decoded content, minimum size) and stores a re-encoded copy of
 * each good one; errors of every file at once, keyed `files.N`, like Laravel's array rules.
 */
async function storeImages(files: LeadFile[], { uploadsDir, now }: SaveLeadOptions): Promise<StoredImages> {
  const stored: StoredImages = { relative: [], errors: {} };
  // One at a time: decoding is the costly part, and its memory should not multiply per request.
  for (const file of files) {
    if (!isAcceptedImageName(file.fileName)) {
      stored.errors[file.field] = [LEAD_UPLOAD_MESSAGES.type(file.field)];
      continue;
    }
    const target = await newStoredPath(uploadsDir, now);
    const outcome = await storeLeadImage(await readFile(file.path), join(uploadsDir, target));
    if ('extension' in outcome) stored.relative.push(`${target}.${outcome.extension}`);
    else stored.errors[file.field] = [LEAD_UPLOAD_MESSAGES[outcome.problem](file.field)];
  }
  return stored;
}

/** The pro's user id for a showroom reference: a user id with a shop profile, or a Showroom ID. */
async function resolveShowroom(db: Database, ref: string): Promise<number | null> {
  const asId = /^\d{1,9}$/.test(ref) ? Number(ref) : -1;
  const [row] = await db
    .select({ userId: shop_profiles.user_id })
    .from(shop_profiles)
    .where(or(eq(shop_profiles.user_id, asId), eq(sql`upper(${shop_profiles.vsd_id})`, ref.toUpperCase())))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Validates a lead (all field and file errors in one 422), resolves the showroom, stores the files
 * and then the row. Files are written first so a stored row never points at a missing file, and are
 * removed again when anything after them fails, so a refused or failed lead leaves nothing on disk.
 */
export async function saveLead(body: LeadRequestBody, options: SaveLeadOptions): Promise<void> {
  const parsed = sampleRequestSchema.safeParse(body.fields);
  const images = await storeImages(body.files, options);
  try {
    // Multipart fields skip the request-level check (plugins/safe-text.ts): same rule, here.
    const unsafe = unsafeTextErrors(body.fields);
    const errors = {
      ...(parsed.success ? {} : toValidationError(parsed.error).errors),
      ...unsafe,
      ...images.errors,
    };
    let showroomUserId: number | null = null;
    if (parsed.success && parsed.data.shop_profile_id !== undefined && !unsafe.shop_profile_id) {
      showroomUserId = await resolveShowroom(options.db, parsed.data.shop_profile_id);
      if (showroomUserId === null) errors.shop_profile_id = [LEAD_MESSAGES.invalidShowroom];
    }
    if (!parsed.success || Object.keys(errors).length > 0) {
      throw new HttpError(422, { message: MESSAGES.invalidGiven, errors });
    }
    const lead = parsed.data;
    await options.db.insert(sample_requests).values({
      full_name: lead.full_name,
      email: lead.email,
      phone_number: lead.phone_number,
      action: lead.action,
      lead_type: lead.lead_type,
      shop_profile_id: showroomUserId,
      file_paths: images.relative,
      client_ip: options.clientIp,
      created_at: options.now,
    });
  } catch (error) {
    await removeFiles(images.relative.map((path) => join(options.uploadsDir, path)));
    throw error;
  }
}
