import { type Envelope, MESSAGES } from '@showroom/contract';
import { type PublicData, publicQuerySchema, type Settings } from '@showroom/contract/settings';
import { HttpError } from '../../lib/http-error.ts';
import { SerializedAnswers } from '../../lib/serialized-answers.ts';
import { sendSerialized } from '../../plugins/http-cache.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/** Platform settings and public counts, read by the shell at start-up and by content pages. */
export const settingsRoutes: AppRoutes = async (app, { ctx }) => {
  // Serialised once per settings value the service's cache holds (hot reads, issue #11).
  const settingsAnswers = new SerializedAnswers(
    (data: Settings): Envelope<Settings> => ({ success: true, message: '', data }),
  );
  app.get('/api/setting', access('public'), async (_request, reply) =>
    sendSerialized(reply, settingsAnswers.of(await ctx.settings.read())),
  );

  app.get('/api/public', access('public'), async (request): Promise<Envelope<PublicData>> => {
    const query = validate(publicQuerySchema, request.query);
    const data = await ctx.settings.publicData(query);
    if (!data) throw new HttpError(404, { message: MESSAGES.notFoundFallback });
    return { success: true, message: '', data };
  });
};
