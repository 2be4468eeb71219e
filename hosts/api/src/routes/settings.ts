import {
  type Envelope,
  MESSAGES,
  type PublicData,
  publicQuerySchema,
  type Settings,
} from '@showroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { validate } from '../plugins/validate.ts';
import { createPublicDataReader } from '../services/public-data.ts';
import { readSettings } from '../services/settings.ts';

export interface SettingsRoutesOptions {
  db: Database;
  platformOrigin: string;
}

/** Platform settings and public counts, read by the shell at start-up and by content pages. */
export const settingsRoutes: FastifyPluginAsync<SettingsRoutesOptions> = async (
  app,
  { db, platformOrigin },
) => {
  const publicData = createPublicDataReader(db);

  app.get('/api/setting', async (): Promise<Envelope<Settings>> => {
    return { success: true, message: '', data: await readSettings(db, platformOrigin) };
  });

  app.get('/api/public', async (request): Promise<Envelope<PublicData>> => {
    const query = validate(publicQuerySchema, request.query);
    const { app_name } = await readSettings(db, platformOrigin);
    const data = await publicData.read(query, app_name);
    if (!data) throw new HttpError(404, { message: MESSAGES.notFoundFallback });
    return { success: true, message: '', data };
  });
};
