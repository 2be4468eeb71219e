import { MESSAGES } from '@showroom/contract';
import { VENDOR_IMPORT, VENDOR_IMPORT_MESSAGES } from '@showroom/contract/vendor-import';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';

const fieldError = (message: string) =>
  new HttpError(422, { message: MESSAGES.invalidGiven, errors: { [VENDOR_IMPORT.field]: [message] } });

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

const isCsvName = (name: string) => name.toLowerCase().endsWith(`.${VENDOR_IMPORT.extension}`);

/**
 * The one CSV of a multipart upload in field `file`, as text (at most `maxBytes`). Bytes that are
 * not UTF-8 (a spreadsheet's older export) become U+FFFD rather than refusing the whole file: the
 * rows they sit in say so in the report. 415 for a body that is not multipart, 422 otherwise.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<{ fileName: string; csv: string }> {
  if (!request.isMultipart()) throw new HttpError(415, { message: VENDOR_IMPORT_MESSAGES.multipartOnly });
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== VENDOR_IMPORT.field) {
        if (part.type === 'file') await part.toBuffer();
        continue;
      }
      const bytes = await part.toBuffer();
      if (!isCsvName(part.filename)) throw fieldError(VENDOR_IMPORT_MESSAGES.fileType);
      return { fileName: part.filename, csv: new TextDecoder('utf-8').decode(bytes) };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(VENDOR_IMPORT_MESSAGES.fileSize);
    // Parser errors (no boundary, a part cut short) are the client's.
    throw fieldError(VENDOR_IMPORT_MESSAGES.fileMissing);
  }
  throw fieldError(VENDOR_IMPORT_MESSAGES.fileMissing);
}
