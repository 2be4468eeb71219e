import type { MessageEnvelope } from '@showroom/contract';
import { projectChatParamsSchema } from '@showroom/contract/projects';
import { shareWithPro } from '../../modules/project-chat/index.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import { requireProjectAccess } from '../project/require-project-access.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * `GET /api/project/share_to_contractor/{projectId}` (spec §7: "success or error message"): the owner
 * shares the project with their showroom's pro, who is notified and from then on takes part in it
 * (its rooms, checklist and chat). A GET that changes something, as the spec's client sends it; it
 * changes nothing a second time.
 */
export const projectSharingRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/project/share_to_contractor/:projectId', access('homeowner'), async (request) => {
    const { projectId } = validate(projectChatParamsSchema, request.params);
    await requireProjectAccess(ctx, request, projectId, ['owner']);
    const message = await shareWithPro(ctx.db, ctx.clock, projectId, sessionOf(request).user.id);
    return { success: true, message } satisfies MessageEnvelope;
  });
};
