import type { FastifyInstance } from 'fastify';
import type { ChangeNotices } from '../providers/change-notices/change-notices.ts';
import { optionalSessionOf } from './auth.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a signed-in user's write, this process's caches forget that user before the answer leaves:
 * their next request sees the change even if the database's notice (asynchronous on PostgreSQL)
 * has not arrived yet. Other processes hear of it through that notice.
 */
export function ownChangesPlugin(app: FastifyInstance, notices: ChangeNotices): void {
  if (!notices.cachesAllowed) return;
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) {
      const session = optionalSessionOf(request);
      if (session) notices.userChanged(session.user.id);
    }
    return payload;
  });
}
