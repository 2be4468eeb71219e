import { createWriteStream } from 'node:fs';
import { finished, pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { LEAD_UPLOAD, LEAD_UPLOAD_MESSAGES } from '@showroom/contract/lead';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { type LeadFile, newIncomingPath, removeFiles } from './lead-files.ts';

export interface LeadRequestBody {
  fields: Record<string, string>;
  files: LeadFile[];
}

const uploadError = (field: string, message: string) =>
  new HttpError(422, { message, errors: { [field]: [message] } });

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Reads a multipart lead (text fields and up to `maxFiles` files) or a JSON body without files. Each
 * file streams to a temporary file under `uploadsDir` and is refused while streaming once over the
 * size limit, so no upload is ever held in memory. On any failure the files written so far are removed;
 * on success the caller removes them (`removeFiles`) once the lead is handled.
 */
export async function readLeadRequest(request: FastifyRequest, uploadsDir: string): Promise<LeadRequestBody> {
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
      if (part.fieldname !== LEAD_UPLOAD.field && part.fieldname !== `${LEAD_UPLOAD.field}[]`) {
        await finished(part.file.resume());
        continue;
      }
      if (files.length >= LEAD_UPLOAD.maxFiles)
        throw uploadError(LEAD_UPLOAD.field, LEAD_UPLOAD_MESSAGES.count);
      const file = await receiveFile(part, `${LEAD_UPLOAD.field}.${files.length}`, uploadsDir);
      if (file) files.push(file);
    }
  } catch (error) {
    await removeFiles(files.map((file) => file.path));
    throw asClientError(error);
  }
  return { fields, files };
}

/** Streams one file part to disk; null for the empty part an unused file input sends. */
async function receiveFile(part: MultipartFile, field: string, uploadsDir: string): Promise<LeadFile | null> {
  const path = await newIncomingPath(uploadsDir);
  const out = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(part.file, out);
    if (part.file.truncated) throw uploadError(field, LEAD_UPLOAD_MESSAGES.size(field));
    if (part.filename === '' && out.bytesWritten === 0) {
      await removeFiles([path]);
      return null;
    }
    return { field, fileName: part.filename, path };
  } catch (error) {
    await removeFiles([path]);
    throw error;
  }
}

/**
 * Multipart failures that are the client's: too many files, or a body busboy cannot parse (no
 * boundary, a part cut short). Parser errors carry no code; file-system errors (with one) stay 500s.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = codeOf(error);
  if (code === 'FST_FILES_LIMIT') return uploadError(LEAD_UPLOAD.field, LEAD_UPLOAD_MESSAGES.count);
  if (code === undefined && error instanceof Error) {
    return new HttpError(400, { message: LEAD_UPLOAD_MESSAGES.malformed });
  }
  return error;
}
