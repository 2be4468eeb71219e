import {
  PROJECT_FILE_MESSAGES as M,
  projectFileLinkParamsSchema,
  projectFileLinkQuerySchema,
} from '@showroom/contract/projects';
import { HttpError } from '../../lib/http-error.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/** A PDF downloads under a plain name: no quotes, slashes or control characters reach the header. */
const safeName = (name: string) => name.replace(/[^\w .()-]/g, '_').slice(0, 120) || 'file.pdf';

/**
 * `GET /api/project_files/:fileId?v=&u=&e=&s=`: what a signed link opens (decision 0105). The link is
 * the credential (an `<img>` sends no bearer token): a tampered, expired or revoked one — its viewer no
 * longer in the project — is a 404 with no byte of the file. Private and short-cached, loadable by the
 * embedded chat on a pro's site; a PDF is only ever a download, never shown inline.
 */
export const projectFileLinkRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/project_files/:fileId', access('public'), async (request, reply) => {
    const { fileId } = validate(projectFileLinkParamsSchema, request.params);
    const query = projectFileLinkQuerySchema.safeParse(request.query);
    const file = query.success ? await ctx.projectFiles.open(fileId, query.data) : null;
    if (!file) throw new HttpError(404, { message: M.linkExpired });
    reply.removeHeader('vary');
    reply
      .header('cache-control', 'private, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (file.kind === 'pdf') {
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${safeName(file.name)}"`)
        .send(file.content);
    }
    return reply.type('image/webp').send(file.content);
  });
};
