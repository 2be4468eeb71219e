import { CART_MESSAGES } from '@showroom/contract/cart';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  findProjectAccess,
  type ProjectAccess,
  type ProjectRole,
} from '../../modules/project-access/index.ts';
import { sessionOf } from '../../plugins/auth.ts';

/**
 * The caller's part in a project, or 404 'Project not found.' — the same answer as for a project that
 * does not exist, so a stranger learns nothing. `roles` narrows who may (e.g. only the owner shares).
 */
export async function requireProjectAccess(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
  projectId: number,
  roles: readonly ProjectRole[] = ['owner', 'pro', 'designer'],
): Promise<ProjectAccess> {
  const access = await findProjectAccess(ctx.db, projectId, sessionOf(request).user);
  if (!access || !roles.includes(access.role)) {
    throw new HttpError(404, { message: CART_MESSAGES.projectNotFound });
  }
  return access;
}
