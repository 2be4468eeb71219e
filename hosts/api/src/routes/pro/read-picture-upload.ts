import { isAcceptedImageName } from '@showroom/contract/lead';
import { PRO_PICTURE_MESSAGES, PRO_PICTURE_UPLOAD, type ProPictureKind } from '@showroom/contract/pro';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';

const { field } = PRO_PICTURE_UPLOAD;

const fieldError = (message: string) => new HttpError(422, { message, errors: { [field]: [message] } });

/** The multipart options of a route group that takes one picture (registered in that group only). */
export const PICTURE_MULTIPART_LIMITS = {
  fileSize: PRO_PICTURE_UPLOAD.maxBytes,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
} as const;

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * The one picture of a multipart upload in field `file`, in memory (at most `maxBytes`, so a logo or
 * portfolio picture is small enough to hold). Its name must end in an accepted image ending (spec §5);
 * what the bytes are is checked when it is stored. 415 for a body that is not multipart, 422 otherwise.
 */
export async function readPictureUpload(request: FastifyRequest, kind: ProPictureKind): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, { message: PRO_PICTURE_MESSAGES.multipartOnly });
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== field) {
        if (part.type === 'file') await part.toBuffer();
        continue;
      }
      if (!isAcceptedImageName(part.filename)) {
        await part.toBuffer();
        throw fieldError(PRO_PICTURE_MESSAGES.type(kind));
      }
      return await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(PRO_PICTURE_MESSAGES.size(kind));
    // Parser errors (no boundary, a part cut short) are the client's; file-system errors do not occur here.
    throw fieldError(PRO_PICTURE_MESSAGES.missing(kind));
  }
  throw fieldError(PRO_PICTURE_MESSAGES.missing(kind));
}

/** The 422 of a picture the image checks refused. */
export function pictureProblem(problem: 'type' | 'dimensions' | 'full', kind: ProPictureKind): HttpError {
  if (problem === 'full') return fieldError(PRO_PICTURE_MESSAGES.portfolioFull);
  return fieldError(
    problem === 'type' ? PRO_PICTURE_MESSAGES.type(kind) : PRO_PICTURE_MESSAGES.dimensions(kind),
  );
}
