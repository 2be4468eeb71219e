import { LEAD_UPLOAD, LEAD_UPLOAD_MESSAGES } from '@showroom/contract/lead';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import type { LeadFile } from './lead-files.ts';

export interface LeadRequestBody {
  fields: Record<string, string>;
  files: LeadFile[];
}

const uploadError = (field: string, message: string) =>
  new HttpError(422, { message, errors: { [field]: [message] } });

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/**
 * Reads a multipart lead (text fields and up to `maxFiles` files, each read up to the size limit),
 * or a JSON body without files. Size and count are refused here, while streaming, so an oversized
 * upload is never buffered whole.
 */
export async function readLeadRequest(request: FastifyRequest): Promise<LeadRequestBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, string>) : {};
    return { fields, files: [] };
  }
  const fields: Record<string, string> = {};
  const files: LeadFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const field = `${LEAD_UPLOAD.field}.${files.length}`;
      if (part.fieldname !== LEAD_UPLOAD.field && part.fieldname !== `${LEAD_UPLOAD.field}[]`) {
        await part.toBuffer();
        continue;
      }
      if (files.length >= LEAD_UPLOAD.maxFiles)
        throw uploadError(LEAD_UPLOAD.field, LEAD_UPLOAD_MESSAGES.count);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE'))
          throw uploadError(field, LEAD_UPLOAD_MESSAGES.size(field));
        throw error;
      }
      // An empty file input still sends a part with no name and no bytes: not an upload.
      if (part.filename === '' && bytes.length === 0) continue;
      files.push({ field, fileName: part.filename, bytes });
    }
  } catch (error) {
    if (hasCode(error, 'FST_FILES_LIMIT')) throw uploadError(LEAD_UPLOAD.field, LEAD_UPLOAD_MESSAGES.count);
    throw error;
  }
  return { fields, files };
}
