import { PRO_PICTURE_MESSAGES, PRO_PICTURE_UPLOAD, type ProPictureKind } from '@showroom/contract/pro';
import type { FastifyRequest } from 'fastify';
import type { HttpError } from '../../lib/http-error.ts';
import { onePictureLimits, pictureFieldError, readOnePicture } from '../../plugins/read-one-picture.ts';

const { field, maxBytes } = PRO_PICTURE_UPLOAD;

/** The multipart options of a pro route group that takes one picture (registered in that group only). */
export const PICTURE_MULTIPART_LIMITS = onePictureLimits(maxBytes);

/** The one logo or portfolio picture of a multipart upload in field `file` (the shared reader's rules). */
export function readPictureUpload(request: FastifyRequest, kind: ProPictureKind): Promise<Buffer> {
  return readOnePicture(request, {
    field,
    maxBytes,
    messages: {
      type: PRO_PICTURE_MESSAGES.type(kind),
      size: PRO_PICTURE_MESSAGES.size(kind),
      missing: PRO_PICTURE_MESSAGES.missing(kind),
      multipartOnly: PRO_PICTURE_MESSAGES.multipartOnly,
    },
  });
}

/** The 422 of a picture the image checks refused. */
export function pictureProblem(problem: 'type' | 'dimensions' | 'full', kind: ProPictureKind): HttpError {
  if (problem === 'full') return pictureFieldError({ field }, PRO_PICTURE_MESSAGES.portfolioFull);
  return pictureFieldError(
    { field },
    problem === 'type' ? PRO_PICTURE_MESSAGES.type(kind) : PRO_PICTURE_MESSAGES.dimensions(kind),
  );
}
