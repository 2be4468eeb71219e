import { MESSAGES, toValidationError } from '@showroom/contract';
import {
  isAcceptedImageName,
  LEAD_MESSAGES,
  LEAD_UPLOAD_MESSAGES,
  sampleRequestSchema,
} from '@showroom/contract/lead';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sample_requests, shop_profiles } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isImageContent } from './image-sniff.ts';
import { type LeadFile, storeLeadFiles } from './lead-files.ts';
import type { LeadRequestBody } from './read-lead-request.ts';

export interface SaveLeadOptions {
  db: Database;
  uploadsDir: string;
  now: Date;
  clientIp: string | null;
}

/** Type errors of every file at once, keyed `files.N`, like Laravel's array rules. */
function fileErrors(files: LeadFile[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const file of files) {
    if (!isAcceptedImageName(file.fileName) || !isImageContent(file.fileName, file.bytes)) {
      errors[file.field] = [LEAD_UPLOAD_MESSAGES.type(file.field)];
    }
  }
  return errors;
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
 * Validates a lead (all field and file errors in one 422), resolves the showroom, writes the files
 * and then the row. Files are written first so a stored row never points at a missing file.
 */
export async function saveLead(body: LeadRequestBody, options: SaveLeadOptions): Promise<void> {
  const parsed = sampleRequestSchema.safeParse(body.fields);
  const errors = {
    ...(parsed.success ? {} : toValidationError(parsed.error).errors),
    ...fileErrors(body.files),
  };
  let showroomUserId: number | null = null;
  if (parsed.success && parsed.data.shop_profile_id !== undefined) {
    showroomUserId = await resolveShowroom(options.db, parsed.data.shop_profile_id);
    if (showroomUserId === null) errors.shop_profile_id = [LEAD_MESSAGES.invalidShowroom];
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    throw new HttpError(422, { message: MESSAGES.invalidGiven, errors });
  }
  const lead = parsed.data;
  const filePaths = await storeLeadFiles(options.uploadsDir, body.files, options.now);
  await options.db.insert(sample_requests).values({
    full_name: lead.full_name,
    email: lead.email,
    phone_number: lead.phone_number,
    action: lead.action,
    lead_type: lead.lead_type,
    shop_profile_id: showroomUserId,
    file_paths: filePaths,
    client_ip: options.clientIp,
    created_at: options.now,
  });
}
