import type { Envelope } from '@showroom/contract';
import { ADMIN_MESSAGES, adminSettingsRequestSchema } from '@showroom/contract/admin';
import type { Settings } from '@showroom/contract/settings';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * `PUT /api/admin/settings` (issue #24): what `GET /api/setting` answers, edited by an admin. Every
 * process's cached settings are dropped (the settings change notice) and the change joins the audit log.
 */
export const adminSettingsRoutes: AppRoutes = async (app, { ctx }) => {
  app.put('/api/admin/settings', access('admin'), async (request): Promise<Envelope<Settings>> => {
    const values = validate(adminSettingsRequestSchema, request.body);
    const data = await ctx.settings.save(values, sessionOf(request).user);
    return { success: true, message: ADMIN_MESSAGES.settingsSaved, data };
  });
};
