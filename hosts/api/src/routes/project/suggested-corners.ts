import {
  PROJECT_FILE_MESSAGES,
  projectFileParamsSchema,
  type SuggestedCornersResponse,
  suggestedCornersMessage,
  suggestedCornersRequestSchema,
} from '@showroom/contract/projects';
import { HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AppRoutes } from '../route-options.ts';
import { requireProjectAccess } from './require-project-access.ts';

/**
 * The floor's or a wall's corners suggested on a room photo (issue #26, decision 0119): read from the
 * photo's edges and lines; nothing is saved. Every participant of the project may ask, as they may lay
 * surfaces; anyone else gets 404 'Project not found.', a file that is not a room photo of the project
 * 404 'File not found.'. No corners found is an answer (200, `corners: null`), not an error. Each call
 * costs 0.1–0.2 s of CPU: counted per account in the database, so every process shares the count
 * (decision 0126), 429 with Retry-After past it.
 */
export const suggestedCornerRoutes: AppRoutes = async (app, { ctx }) => {
  app.post('/api/projects/:id/photos/:fileId/suggested-corners', access('activeAccount'), async (request) => {
    const { id: projectId, fileId } = validate(projectFileParamsSchema, request.params);
    await requireProjectAccess(ctx, request, projectId);
    const { kind, near } = validate(suggestedCornersRequestSchema, request.body);
    await takeOrThrow([ctx.limits.cornerSuggestionsPerAccount, `user:${sessionOf(request).user.id}`]);
    const found = await ctx.cornerSuggestion.suggest(projectId, fileId, kind, near ?? null);
    if (found === 'missing') throw new HttpError(404, { message: PROJECT_FILE_MESSAGES.fileNotFound });
    const corners = found.corners?.map(([x, y]) => [x, y] as [number, number]) ?? null;
    return {
      success: true,
      message: suggestedCornersMessage(kind, corners !== null),
      data: { corners },
    } satisfies SuggestedCornersResponse;
  });
};
