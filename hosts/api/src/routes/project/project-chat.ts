import type { MessageEnvelope } from '@showroom/contract';
import { CART_MESSAGES } from '@showroom/contract/cart';
import {
  type PostProjectChatResponse,
  PROJECT_CHAT_MESSAGES,
  type ProjectChatListResponse,
  type ProjectChatResponse,
  type ProjectRole,
  postProjectChatRequestSchema,
  projectChatListQuerySchema,
  projectChatPageQuerySchema,
  projectChatParamsSchema,
  projectChatReadRequestSchema,
  type ValidProjectChatPost,
} from '@showroom/contract/projects';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import {
  participantProjects,
  projectName,
  projectNameColumns,
  projectParticipantIds,
} from '../../modules/project-access/index.ts';
import {
  chatList,
  chatPage,
  chatParticipants,
  describeParticipants,
  isChatMessageOf,
  type MessageFiles,
  markChatRead,
  postChatMessage,
} from '../../modules/project-chat/index.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { validate } from '../../plugins/validate.ts';
import { publishLiveEvent } from '../../providers/live-events/live-event-log.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AppRoutes } from '../route-options.ts';
import { requireProjectAccess } from './require-project-access.ts';

/** The project's chat participants and the part of it the chat shows. */
async function chatOf(ctx: AppContext, projectId: number) {
  const [project] = await ctx.db
    .select({
      ...projectNameColumns,
      user_id: projects.user_id,
      showroom_id: projects.showroom_id,
      shared_with_pro_at: projects.shared_with_pro_at,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw new Error('the access rule admitted a project it cannot read');
  return { project, participants: chatParticipants(project, await projectParticipantIds(ctx.db, projectId)) };
}

/**
 * A checklist item message puts its product on the project's checklist first, as the sender (their
 * role as `added_by`) and by the checklist's own rules: a product it refuses is the same 422, and no
 * message is stored (decision 0107). The checklist tells every open list itself.
 */
async function addToChecklist(
  ctx: AppContext,
  projectId: number,
  userId: number,
  role: ProjectRole,
  body: ValidProjectChatPost,
): Promise<void> {
  const project = await ctx.projectChecklist.project(projectId);
  if (!project) throw new HttpError(404, { message: CART_MESSAGES.projectNotFound });
  await ctx.projectChecklist.appendFromChat({
    project,
    actor: { userId, role },
    product: body.product ?? '',
    qty: body.quantity ?? 1,
  });
}

/** The files of some messages with links for `viewerId` (the project files module signs them). */
function filesFor(ctx: AppContext, viewerId: number): MessageFiles {
  return (projectId, messageIds) => ctx.projectFiles.messageFiles(projectId, messageIds, viewerId);
}

/**
 * A project's live chat (spec §7 `projectChat` ×3, issue #25, decision 0107), for its participants
 * only (the project-access rule; anyone else: 404 'Project not found.'), plus typing and read marks.
 */
export const projectChatRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/projectChat', async (request): Promise<ProjectChatListResponse | MessageEnvelope> => {
    const query = validate(projectChatListQuerySchema, request.query);
    const { user } = sessionOf(request);
    if (query.t === 'files') {
      const taking = await participantProjects(ctx.db, user);
      const files = await ctx.projectFiles.projectFiles(
        taking.map((entry) => entry.id),
        user.id,
      );
      return { success: true, message: '', data: { files } };
    }
    return { success: true, message: '', data: await chatList(ctx.db, user, filesFor(ctx, user.id)) };
  });

  app.get('/api/projectChat/:projectId', async (request): Promise<ProjectChatResponse> => {
    const { projectId } = validate(projectChatParamsSchema, request.params);
    const { before } = validate(projectChatPageQuerySchema, request.query);
    const access = await requireProjectAccess(ctx, request, projectId);
    const viewer = sessionOf(request).user.id;
    const { project, participants } = await chatOf(ctx, projectId);
    const [page, people, files] = await Promise.all([
      chatPage(ctx.db, projectId, participants, filesFor(ctx, viewer), before),
      describeParticipants(ctx.db, projectId, participants),
      ctx.projectFiles.projectFiles([projectId], viewer),
    ]);
    return {
      success: true,
      message: '',
      data: {
        project: {
          id: project.id,
          name: projectName(project),
          shared_with_pro: project.shared_with_pro_at !== null,
        },
        Project_chats: page.messages,
        has_older: page.hasOlder,
        room_files: files,
        participants: people,
        role: access.role,
      },
    };
  });

  app.post('/api/projectChat', async (request): Promise<PostProjectChatResponse> => {
    const body = validate(postProjectChatRequestSchema, request.body);
    const { user } = sessionOf(request);
    const access = await requireProjectAccess(ctx, request, body.project_id);
    await takeOrThrow([ctx.limits.chatMessagesPerUser, String(user.id)]);
    if (body.kind === 'checklist_item')
      await addToChecklist(ctx, access.project.id, user.id, access.role, body);
    const { participants } = await chatOf(ctx, body.project_id);
    const message = await postChatMessage(
      ctx.db,
      ctx.clock,
      body.project_id,
      user.id,
      participants,
      body,
      filesFor(ctx, user.id),
    );
    return { success: true, message: '', data: message };
  });

  app.post('/api/projectChat/:projectId/typing', async (request): Promise<MessageEnvelope> => {
    const { projectId } = validate(projectChatParamsSchema, request.params);
    const { user } = sessionOf(request);
    await requireProjectAccess(ctx, request, projectId);
    await takeOrThrow([ctx.limits.chatTypingPerUser, String(user.id)]);
    const others = (await projectParticipantIds(ctx.db, projectId)).filter((id) => id !== user.id);
    // Not stored beyond the stream's log, which forgets typing after a few seconds (offline-notices.ts).
    await publishLiveEvent(ctx.db, others, {
      kind: 'project_chat_typing',
      project_id: projectId,
      user_id: user.id,
      name: user.first_name,
      at: ctx.clock.now().toISOString(),
    });
    return { success: true, message: '' };
  });

  app.post('/api/projectChat/:projectId/read', async (request): Promise<MessageEnvelope> => {
    const { projectId } = validate(projectChatParamsSchema, request.params);
    const { message_id } = validate(projectChatReadRequestSchema, request.body);
    const { user } = sessionOf(request);
    await requireProjectAccess(ctx, request, projectId);
    if (!(await isChatMessageOf(ctx.db, projectId, message_id))) {
      throw fieldError('message_id', PROJECT_CHAT_MESSAGES.readUnknown);
    }
    await ctx.db.transaction(async (tx) => {
      if (!(await markChatRead(tx, ctx.clock, projectId, user.id, message_id))) return;
      await publishLiveEvent(tx, await projectParticipantIds(tx, projectId), {
        kind: 'project_chat_read',
        project_id: projectId,
        user_id: user.id,
        message_id,
      });
    });
    return { success: true, message: '' };
  });
};
