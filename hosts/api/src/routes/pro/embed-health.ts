import { REQUEST_MESSAGES } from '@showroom/contract';
import { EMBED_HEALTH_REPORT } from '@showroom/contract/constants';
import { type EmbedHealthResponse, embedHealthReportSchema } from '@showroom/contract/pro';
import { HttpError } from '../../lib/http-error.ts';
import { jsonNestsDeeperThan } from '../../lib/json-depth.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AppRoutes } from '../route-options.ts';

/** A report nests two levels (the report, its lists); anything deeper is no report. */
const MAX_REPORT_DEPTH = 2;

/**
 * Embed health (decision 0087). `POST /api/embed_health` is public and takes any origin, registered
 * or not (an unregistered site is the first problem a pro must see): embed.js sends it once a page
 * has settled, as a text/plain body (a simple request, no preflight, no cookies). Rate-limited per
 * address and bounded in size; one upsert per report. `GET /api/pro/embed_health` is the pro's own.
 */
export const embedHealthRoutes: AppRoutes = async (app, { ctx }) => {
  // This plugin's scope only: no other route reads text/plain.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: EMBED_HEALTH_REPORT.maxBytes },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonNestsDeeperThan(text, MAX_REPORT_DEPTH)) {
        done(new HttpError(400, { message: REQUEST_MESSAGES.jsonTooDeep }), undefined);
        return;
      }
      try {
        done(null, JSON.parse(text) as unknown);
      } catch {
        // Not JSON: the schema refuses the text itself with a 422, as any other bad report.
        done(null, text);
      }
    },
  );

  app.post(
    EMBED_HEALTH_REPORT.path,
    { ...access('public'), bodyLimit: EMBED_HEALTH_REPORT.maxBytes },
    async (request, reply) => {
      await takeOrThrow([ctx.limits.embedReportsPerIp, request.ip]);
      const report = validate(embedHealthReportSchema, request.body);
      await ctx.embedHealth.record(report, request.headers.origin);
      return reply.code(204).send();
    },
  );

  app.get('/api/pro/embed_health', access('pro'), async (request): Promise<EmbedHealthResponse> => {
    return {
      success: true,
      message: '',
      data: { data: await ctx.embedHealth.list(sessionOf(request).user.id) },
    };
  });
};
