import type { Envelope } from '@showroom/contract';
import { CART_MESSAGES } from '@showroom/contract/cart';
import {
  PROJECT_PAGE_MESSAGES,
  type ProjectDetailsResponse,
  type ProjectRoomResponse,
  projectFactsUpdateRequestSchema,
  projectIdParamsSchema,
  projectRoomParamsSchema,
  projectRoomRequestSchema,
} from '@showroom/contract/projects';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { requireProjectAccess } from './require-project-access.ts';

const notFound = () => new HttpError(404, { message: CART_MESSAGES.projectNotFound });
const roomNotFound = () => new HttpError(404, { message: PROJECT_PAGE_MESSAGES.roomNotFound });

/**
 * A project's page (issue #25, decision 0104): every participant reads it (its role says how they take
 * part); only its homeowner changes its facts and rooms. Anyone else gets 404 'Project not found.'.
 */
export const projectPageRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/projects/:id', access('activeAccount'), async (request): Promise<ProjectDetailsResponse> => {
    const { id } = validate(projectIdParamsSchema, request.params);
    const { role } = await requireProjectAccess(ctx, request, id);
    const data = await ctx.homeProjects.details(id, role);
    if (!data) throw notFound();
    return { success: true, message: '', data };
  });

  app.put('/api/projects/:id', access('activeAccount'), async (request): Promise<ProjectDetailsResponse> => {
    const { id } = validate(projectIdParamsSchema, request.params);
    await requireProjectAccess(ctx, request, id, ['owner']);
    const changes = validate(projectFactsUpdateRequestSchema, request.body);
    if (!(await ctx.homeProjects.updateFacts(sessionOf(request).user.id, id, changes))) throw notFound();
    const data = await ctx.homeProjects.details(id, 'owner');
    if (!data) throw notFound();
    return { success: true, message: PROJECT_PAGE_MESSAGES.projectSaved, data };
  });

  app.post(
    '/api/projects/:id/rooms',
    access('activeAccount'),
    async (request, reply): Promise<ProjectRoomResponse> => {
      const { id } = validate(projectIdParamsSchema, request.params);
      await requireProjectAccess(ctx, request, id, ['owner']);
      const { name, room_type } = validate(projectRoomRequestSchema, request.body);
      const room = await ctx.homeProjects.addRoom(id, { name, room_type: room_type ?? null });
      if (!room) throw fieldError('name', PROJECT_PAGE_MESSAGES.tooManyRooms);
      reply.code(201);
      return { success: true, message: PROJECT_PAGE_MESSAGES.roomAdded, data: room };
    },
  );

  app.put(
    '/api/projects/:id/rooms/:roomId',
    access('activeAccount'),
    async (request): Promise<ProjectRoomResponse> => {
      const { id, roomId } = validate(projectRoomParamsSchema, request.params);
      await requireProjectAccess(ctx, request, id, ['owner']);
      const { name, room_type } = validate(projectRoomRequestSchema, request.body);
      const room = await ctx.homeProjects.renameRoom(id, roomId, { name, room_type });
      if (!room) throw roomNotFound();
      return { success: true, message: PROJECT_PAGE_MESSAGES.roomSaved, data: room };
    },
  );

  app.delete(
    '/api/projects/:id/rooms/:roomId',
    access('activeAccount'),
    async (request): Promise<Envelope<null>> => {
      const { id, roomId } = validate(projectRoomParamsSchema, request.params);
      await requireProjectAccess(ctx, request, id, ['owner']);
      if (!(await ctx.homeProjects.removeRoom(id, roomId))) throw roomNotFound();
      return { success: true, message: PROJECT_PAGE_MESSAGES.roomRemoved, data: null };
    },
  );
};
