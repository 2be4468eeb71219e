import {
  PRO_MESSAGES,
  type SiteOrigin,
  type SiteOriginsResponse,
  siteOriginRequestSchema,
} from '@showroom/contract/pro';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

const answer = (message: string, data: SiteOrigin[]): SiteOriginsResponse => ({
  success: true,
  message,
  data: { data },
});

/**
 * The signed-in pro's own site origins (issue #23, the console's Embeds): each is allowed by CORS on
 * every API process within seconds of being added, and refused again within seconds of being removed.
 */
export const siteOriginRoutes: AppRoutes = async (app, { ctx }) => {
  const edits = ctx.showrooms.siteOrigins;

  app.get('/api/pro/site_origins', access('pro'), async (request) => {
    return answer('', await edits.list(sessionOf(request).user.id));
  });

  app.post('/api/pro/site_origins', access('pro'), async (request) => {
    const { origin } = validate(siteOriginRequestSchema, request.body);
    return answer(PRO_MESSAGES.originAdded, await edits.add(sessionOf(request).user.id, origin));
  });

  app.delete('/api/pro/site_origins', access('pro'), async (request) => {
    const { origin } = validate(siteOriginRequestSchema, request.query);
    return answer(PRO_MESSAGES.originRemoved, await edits.remove(sessionOf(request).user.id, origin));
  });
};
