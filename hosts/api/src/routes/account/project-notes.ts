import {
  CART_MESSAGES,
  cartIdParamsSchema,
  type Project,
  type ProjectResponse,
  projectUpdateRequestSchema,
} from '@showroom/contract/cart';
import { HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AppRoutes } from '../route-options.ts';

/** Another user's project is answered exactly like one that does not exist. */
function orNotFound(project: Project | null): Project {
  if (!project) throw new HttpError(404, { message: CART_MESSAGES.projectNotFound });
  return project;
}

/**
 * `GET`/`PUT /api/projectCart/{id}` (spec §7): a signed-in user's own project, its extra_info and its
 * saved visualizer design (issue #13: saving a design again updates its project).
 */
export const projectNotesRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/projectCart/:id', access('homeowner'), async (request): Promise<ProjectResponse> => {
    const { id } = validate(cartIdParamsSchema, request.params);
    const project = orNotFound(await ctx.projects.findOwnProject(sessionOf(request).user.id, id));
    return { success: true, message: '', data: project };
  });

  app.put('/api/projectCart/:id', access('homeowner'), async (request): Promise<ProjectResponse> => {
    await takeOrThrow([ctx.limits.cartChangesPerIp, request.ip]);
    const { id } = validate(cartIdParamsSchema, request.params);
    const changes = validate(projectUpdateRequestSchema, request.body);
    const userId = sessionOf(request).user.id;
    const project = orNotFound(await ctx.projects.updateProject(userId, id, changes));
    return { success: true, message: CART_MESSAGES.projectUpdated, data: project };
  });
};
