import multipart from '@fastify/multipart';
import {
  PRO_PICTURE_MESSAGES,
  SHOWROOM_BRANDING_MESSAGES,
  type ShowroomBrandingResponse,
  showroomThemeRequestSchema,
} from '@showroom/contract/pro';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { PICTURE_MULTIPART_LIMITS, pictureProblem, readPictureUpload } from './read-picture-upload.ts';

/**
 * The signed-in pro's theme colour and logo (issue #23), gated by the plan as spec §4 says:
 * GET /api/pro/showroom/branding, PUT it (the colour), POST and DELETE /api/pro/showroom/logo.
 */
export const showroomBrandingRoutes: AppRoutes = async (app, { ctx }) => {
  // Registered in this plugin only: the logo upload is the one multipart route here.
  await app.register(multipart, { limits: PICTURE_MULTIPART_LIMITS });

  app.get('/api/pro/showroom/branding', access('pro'), async (request): Promise<ShowroomBrandingResponse> => {
    return { success: true, message: '', data: await ctx.pros.branding(sessionOf(request).user.id) };
  });

  app.put('/api/pro/showroom/branding', access('pro'), async (request): Promise<ShowroomBrandingResponse> => {
    const { theme_color } = validate(showroomThemeRequestSchema, request.body);
    const saved = await ctx.pros.saveTheme(sessionOf(request).user.id, theme_color);
    return { success: true, message: SHOWROOM_BRANDING_MESSAGES.saved, data: saved };
  });

  app.post('/api/pro/showroom/logo', access('pro'), async (request): Promise<ShowroomBrandingResponse> => {
    const outcome = await ctx.pros.saveLogo(sessionOf(request).user.id, () =>
      readPictureUpload(request, 'logo'),
    );
    if ('problem' in outcome) throw pictureProblem(outcome.problem, 'logo');
    return { success: true, message: PRO_PICTURE_MESSAGES.logoSaved, data: outcome.branding };
  });

  app.delete('/api/pro/showroom/logo', access('pro'), async (request): Promise<ShowroomBrandingResponse> => {
    const branding = await ctx.pros.removeLogo(sessionOf(request).user.id);
    return { success: true, message: PRO_PICTURE_MESSAGES.logoRemoved, data: branding };
  });
};
