import { isAcceptedImageName } from '@showroom/contract/lead';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

/** What an upload of one picture is called and says (a pro's logo, a vendor's product photo). */
export interface OnePictureUpload {
  /** The multipart field of the file. */
  field: string;
  maxBytes: number;
  messages: { type: string; size: string; missing: string; multipartOnly: string };
  /** Whether a file name's ending is accepted; spec §5's image endings unless said (a chat takes PDFs too). */
  accepts?: (fileName: string) => boolean;
}

/** One uploaded file in memory, with the name it came under (its ending is compared with its bytes). */
export interface OneUploadedFile {
  bytes: Buffer;
  fileName: string;
}

/** The multipart options of a route group that takes one picture per request (registered in that group only). */
export function onePictureLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 } as const;
}

/** A 422 that names the upload's field, as the form shows it under the dropzone. */
export function pictureFieldError(upload: Pick<OnePictureUpload, 'field'>, message: string): HttpError {
  return new HttpError(422, { message, errors: { [upload.field]: [message] } });
}

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * The one picture of a multipart upload, in memory (at most `maxBytes`, so it is small enough to hold).
 * Its name must end in an accepted image ending (spec §5); what the bytes are is checked when it is
 * stored. 415 for a body that is not multipart, 422 naming the field otherwise.
 */
export async function readOnePicture(request: FastifyRequest, upload: OnePictureUpload): Promise<Buffer> {
  return (await readOneFile(request, upload)).bytes;
}

/** As `readOnePicture`, with the file's name. */
export async function readOneFile(
  request: FastifyRequest,
  upload: OnePictureUpload,
): Promise<OneUploadedFile> {
  const { field, messages, accepts = isAcceptedImageName } = upload;
  if (!request.isMultipart()) throw new HttpError(415, { message: messages.multipartOnly });
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== field) {
        if (part.type === 'file') await part.toBuffer();
        continue;
      }
      if (!accepts(part.filename)) {
        await part.toBuffer();
        throw pictureFieldError(upload, messages.type);
      }
      return { bytes: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw pictureFieldError(upload, messages.size);
    // Parser errors (no boundary, a part cut short) are the client's; file-system errors do not occur here.
    throw pictureFieldError(upload, messages.missing);
  }
  throw pictureFieldError(upload, messages.missing);
}
