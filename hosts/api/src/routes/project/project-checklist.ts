import { CART_MESSAGES } from '@showroom/contract/cart';
import {
  type ChecklistLineResponse,
  checklistIdParamsSchema,
  checklistItemUpdateRequestSchema,
  PROJECT_CHECKLIST_MESSAGES,
  type ProjectChecklistResponse,
  type ProjectChecklistSaveResponse,
  type ProjectChecklistsResponse,
  projectChecklistRequestSchema,
} from '@showroom/contract/projects';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { findProjectAccess } from '../../modules/project-access/index.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { validate } from '../../plugins/validate.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AppRoutes } from '../route-options.ts';
import { requireProjectAccess } from './require-project-access.ts';

/**
 * `/api/projectChecklist` (spec §7 ×4, issue #25; decision 0106): a project's shoppable checklist for
 * its participants (the homeowner, the shared pro, hired designers; 404 'Project not found.' to anyone
 * else). All may read it and add to it; replacing it, checking lines off and changing or removing
 * others' lines are the homeowner's.
 */
export const projectChecklistRoutes: AppRoutes = async (app, { ctx }) => {
  /** The project's checklist fields once the caller is a participant; gone meanwhile answers as a stranger. */
  async function participantProject(request: FastifyRequest, projectId: number) {
    const access = await requireProjectAccess(ctx, request, projectId);
    const project = await ctx.projectChecklist.project(projectId);
    if (!project) throw new HttpError(404, { message: CART_MESSAGES.projectNotFound });
    return { access, project, actor: { userId: sessionOf(request).user.id, role: access.role } };
  }

  /** A line of a project the caller takes part in: 404 'This item is not on the checklist.' otherwise. */
  async function participantLine(request: FastifyRequest, lineId: number) {
    const line = await ctx.projectChecklist.findLine(lineId);
    const user = sessionOf(request).user;
    const access = line && (await findProjectAccess(ctx.db, line.project_id, user));
    const project = access && (await ctx.projectChecklist.project(line.project_id));
    if (!line || !access || !project) {
      throw new HttpError(404, { message: PROJECT_CHECKLIST_MESSAGES.itemNotFound });
    }
    return { line, project, actor: { userId: user.id, role: access.role } };
  }

  app.get('/api/projectChecklist', async (request): Promise<ProjectChecklistsResponse> => {
    const data = await ctx.projectChecklist.summaries(sessionOf(request).user);
    return { success: true, message: '', data };
  });

  app.get('/api/projectChecklist/:id', async (request): Promise<ProjectChecklistResponse> => {
    const { id } = validate(checklistIdParamsSchema, request.params);
    const { project, access } = await participantProject(request, id);
    return { success: true, message: '', data: await ctx.projectChecklist.read(project, access.role) };
  });

  app.post('/api/projectChecklist', async (request): Promise<ProjectChecklistSaveResponse> => {
    await takeOrThrow([ctx.limits.cartChangesPerIp, request.ip]);
    const input = validate(projectChecklistRequestSchema, request.body);
    const { project, actor } = await participantProject(request, input.project);
    const append = input.append_items ?? true;
    const { message, checklist } = await ctx.projectChecklist.save({
      project,
      actor,
      append,
      items: input.from === 'design' ? 'design' : (input.items ?? []),
    });
    return { success: true, message, data: { append_items: append, project_checklist: checklist } };
  });

  app.put('/api/projectChecklist/:id', async (request): Promise<ChecklistLineResponse> => {
    await takeOrThrow([ctx.limits.cartChangesPerIp, request.ip]);
    const { id } = validate(checklistIdParamsSchema, request.params);
    const changes = validate(checklistItemUpdateRequestSchema, request.body);
    const { line, project, actor } = await participantLine(request, id);
    const data = await ctx.projectChecklist.updateLine(project, line, actor, changes);
    return { success: true, message: PROJECT_CHECKLIST_MESSAGES.itemUpdated, data };
  });

  app.delete('/api/projectChecklist/:id', async (request) => {
    await takeOrThrow([ctx.limits.cartChangesPerIp, request.ip]);
    const { id } = validate(checklistIdParamsSchema, request.params);
    const { line, project, actor } = await participantLine(request, id);
    await ctx.projectChecklist.removeLine(project, line, actor);
    return { success: true, message: PROJECT_CHECKLIST_MESSAGES.itemRemoved, data: { id } };
  });
};
