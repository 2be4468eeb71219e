import multipart from '@fastify/multipart';
import {
  DESIGNER_PROFILE_MESSAGES,
  PRO_PICTURE_MESSAGES,
  type ProProfileResponse,
  portfolioPictureParamsSchema,
  proProfileRequestSchema,
} from '@showroom/contract/pro';
import { HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { PICTURE_MULTIPART_LIMITS, pictureProblem, readPictureUpload } from './read-picture-upload.ts';

/**
 * The signed-in pro's profile, what homeowners see when hiring them (issue #23 item 11): GET and PUT
 * /api/pro/profile, POST /api/pro/profile/pictures (one portfolio picture), DELETE …/pictures/:id.
 */
export const proProfileRoutes: AppRoutes = async (app, { ctx }) => {
  // Registered in this plugin only: the portfolio upload is the one multipart route here.
  await app.register(multipart, { limits: PICTURE_MULTIPART_LIMITS });

  app.get('/api/pro/profile', access('pro'), async (request): Promise<ProProfileResponse> => {
    return { success: true, message: '', data: await ctx.pros.profile(sessionOf(request).user.id) };
  });

  app.put('/api/pro/profile', access('pro'), async (request): Promise<ProProfileResponse> => {
    const values = validate(proProfileRequestSchema, request.body);
    const saved = await ctx.pros.saveProfile(sessionOf(request).user.id, values);
    return { success: true, message: DESIGNER_PROFILE_MESSAGES.saved, data: saved };
  });

  app.post('/api/pro/profile/pictures', access('pro'), async (request): Promise<ProProfileResponse> => {
    const bytes = await readPictureUpload(request, 'portfolio');
    const outcome = await ctx.pros.addPortfolioPicture(sessionOf(request).user.id, bytes);
    if ('problem' in outcome) throw pictureProblem(outcome.problem, 'portfolio');
    return { success: true, message: PRO_PICTURE_MESSAGES.pictureAdded, data: outcome.profile };
  });

  app.delete('/api/pro/profile/pictures/:id', access('pro'), async (request): Promise<ProProfileResponse> => {
    const { id } = validate(portfolioPictureParamsSchema, request.params);
    const profile = await ctx.pros.removePortfolioPicture(sessionOf(request).user.id, id);
    if (!profile) throw new HttpError(404, { message: PRO_PICTURE_MESSAGES.pictureNotFound });
    return { success: true, message: PRO_PICTURE_MESSAGES.pictureRemoved, data: profile };
  });
};
