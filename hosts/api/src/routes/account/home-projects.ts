import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { CART_MESSAGES } from '@showroom/contract/cart';
import {
  PROJECT_PAGE_MESSAGES,
  type ProjectListResponse,
  type ProjectSummaryResponse,
  projectCreateRequestSchema,
  type StyleProfileResponse,
  styleSurveyRequestSchema,
} from '@showroom/contract/projects';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * A homeowner's own projects and style profile (issue #25, decision 0104): the list, a new project, and
 * the style survey's answer. A project's page, shared with its pro and designers, is in routes/project.
 */
export const homeProjectRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/projects', access('homeowner'), async (request): Promise<ProjectListResponse> => {
    const data = await ctx.homeProjects.list(sessionOf(request).user.id);
    return { success: true, message: '', data };
  });

  app.post('/api/projects', access('homeowner'), async (request, reply): Promise<ProjectSummaryResponse> => {
    const input = validate(projectCreateRequestSchema, request.body);
    let showroomId: number | null = null;
    if (input.showroom !== undefined) {
      showroomId = await ctx.showrooms.findActive(input.showroom);
      if (showroomId === null) throw fieldError('showroom', ACCOUNT_MESSAGES.showroomInvalid);
    }
    const data = await ctx.homeProjects.create(sessionOf(request).user.id, showroomId, {
      name: input.name,
      room_type: input.room_type,
      budget: input.budget ?? null,
      zip: input.zip,
      style_profile: input.style_profile ?? null,
    });
    reply.code(201);
    return { success: true, message: PROJECT_PAGE_MESSAGES.projectCreated, data };
  });

  app.get('/api/style_profile', access('homeowner'), async (request): Promise<StyleProfileResponse> => {
    return {
      success: true,
      message: '',
      data: await ctx.homeProjects.styleProfileOf(sessionOf(request).user.id),
    };
  });

  app.put('/api/style_profile', access('homeowner'), async (request): Promise<StyleProfileResponse> => {
    const { profile, project_id } = validate(styleSurveyRequestSchema, request.body);
    const saved = await ctx.homeProjects.saveStyleProfile(sessionOf(request).user.id, profile, project_id);
    // Another homeowner's project is answered as one that does not exist, and nothing is stored.
    if (!saved) throw new HttpError(404, { message: CART_MESSAGES.projectNotFound });
    return { success: true, message: PROJECT_PAGE_MESSAGES.surveySaved, data: profile };
  });
};
