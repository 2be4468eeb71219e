import multipart from '@fastify/multipart';
import {
  AI_API_PATHS,
  AI_DESIGN_MESSAGES,
  AI_PHOTO_MESSAGES,
  AI_PHOTO_UPLOAD,
  type AiPhotoDeleteResponse,
  type AiPhotoResponse,
  aiPhotoFileParamsSchema,
  aiPhotoFileQuerySchema,
  aiPhotoParamsSchema,
} from '@showroom/contract/design-ai';
import {
  PROJECT_FILE_MESSAGES,
  type SuggestedCornersResponse,
  suggestedCornersMessage,
  suggestedCornersRequestSchema,
} from '@showroom/contract/projects';
import { HttpError } from '../../lib/http-error.ts';
import { aiSessionOf } from '../../plugins/auth.ts';
import {
  type OnePictureUpload,
  onePictureLimits,
  pictureFieldError,
  readOneFile,
} from '../../plugins/read-one-picture.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AppRoutes } from '../route-options.ts';

const PHOTO: OnePictureUpload = {
  field: AI_PHOTO_UPLOAD.field,
  maxBytes: AI_PHOTO_UPLOAD.maxBytes,
  messages: AI_PHOTO_MESSAGES,
};

/**
 * A room photo for AI design (ours): checked as the project room photos are, kept in the database, its
 * palette and brightness read for the generator; opened by a signed, expiring link; deleted by its owner.
 */
export const aiPhotoRoutes: AppRoutes = async (app, { ctx }) => {
  await app.register(multipart, { limits: onePictureLimits(AI_PHOTO_UPLOAD.maxBytes) });

  app.post(`/api${AI_API_PATHS.photos}`, async (request, reply): Promise<AiPhotoResponse> => {
    const { bytes, fileName } = await readOneFile(request, PHOTO);
    const answer = await ctx.aiDesign.uploadPhoto(aiSessionOf(request).id, bytes, fileName);
    if ('problem' in answer) throw pictureFieldError(PHOTO, AI_PHOTO_MESSAGES[answer.problem]);
    reply.code(201);
    return { success: true, message: AI_DESIGN_MESSAGES.photoAdded, data: answer };
  });

  // Only the owner's own photo: anyone else's answers 404, as a photo that never was.
  app.delete(`/api${AI_API_PATHS.photo}`, async (request): Promise<AiPhotoDeleteResponse> => {
    const { id } = validate(aiPhotoParamsSchema, request.params);
    if (!(await ctx.aiDesign.deletePhoto(aiSessionOf(request).id, id)))
      throw new HttpError(404, { message: AI_DESIGN_MESSAGES.photoMissing });
    return { success: true, message: AI_DESIGN_MESSAGES.photoRemoved, data: { id } };
  });

  // Corners read from the owner's own photo (decision 0126): the projects' body, answer and limit.
  app.post(
    `/api${AI_API_PATHS.photoSuggestedCorners}`,
    async (request): Promise<SuggestedCornersResponse> => {
      const { id } = validate(aiPhotoParamsSchema, request.params);
      const { kind, near } = validate(suggestedCornersRequestSchema, request.body);
      const aiUserId = aiSessionOf(request).id;
      await takeOrThrow([ctx.limits.cornerSuggestionsPerAccount, `ai:${aiUserId}`]);
      const found = await ctx.aiDesign.suggestPhotoCorners(aiUserId, id, kind, near ?? null);
      if (found === 'missing') throw new HttpError(404, { message: AI_DESIGN_MESSAGES.photoMissing });
      const corners = found.corners?.map(([x, y]) => [x, y] as [number, number]) ?? null;
      const message = suggestedCornersMessage(kind, corners !== null);
      return { success: true, message, data: { corners } };
    },
  );

  // The link is the credential (an `<img>` sends no AI token): a tampered or expired one opens nothing.
  app.get(`/api${AI_API_PATHS.photoFile}`, access('public'), async (request, reply) => {
    const { id } = validate(aiPhotoFileParamsSchema, request.params);
    const { e, s } = validate(aiPhotoFileQuerySchema, request.query);
    const content = await ctx.aiDesign.photoFile(id, e, s);
    if (!content) throw new HttpError(404, { message: PROJECT_FILE_MESSAGES.linkExpired });
    return reply
      .header('cache-control', 'private, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .type('image/webp')
      .send(content);
  });
};
