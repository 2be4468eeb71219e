import { ADMIN_MESSAGES, adminAuditPageResponseSchema } from '@showroom/contract/admin';
import { paletteOfThemeColor } from '@showroom/contract/palette';
import { settingsResponseSchema } from '@showroom/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '../../db/setting-defaults.ts';
import { otpVerifiedAdminToken } from '../../testing/access-callers.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  admin = bearer(await otpVerifiedAdminToken(t));
});
afterAll(() => t.close());

const edited = {
  app_name: 'Remodel Hub',
  support_email: 'Help@Remodel.example',
  support_phone: '(800) 555-0199',
  company_address: '1 Harbor Way, Oakland, CA 94607',
  default_theme_color: '#1D4ED8',
};
const save = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload });
const publicSettings = async () =>
  settingsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/setting' })).json()).data;

describe('PUT /api/admin/settings', () => {
  it('saves what GET /api/setting answers, at once (its cached answer is dropped), and audits it', async () => {
    expect((await publicSettings()).app_name).toBe(SETTING_DEFAULTS.app_name);
    const response = await save(edited);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: ADMIN_MESSAGES.settingsSaved });
    const shown = await publicSettings();
    expect(shown).toMatchObject({
      ...edited,
      support_email: 'help@remodel.example',
      default_theme_color: '#1d4ed8',
    });
    // The palette follows the new colour.
    expect(shown.palette).toEqual(paletteOfThemeColor('#1d4ed8'));

    const audit = adminAuditPageResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/audit?action=settings.update', headers: admin })
      ).json(),
    ).data.data[0];
    expect(audit).toMatchObject({
      subject_type: 'settings',
      before: { app_name: SETTING_DEFAULTS.app_name, support_email: SETTING_DEFAULTS.support_email },
      after: { app_name: 'Remodel Hub', support_email: 'help@remodel.example' },
    });
    await save(SETTING_DEFAULTS);
  });

  it('refuses bad values with each field’s error and keeps the settings as they were', async () => {
    const before = await publicSettings();
    const response = await save({
      ...edited,
      app_name: ' ',
      support_email: 'nope',
      default_theme_color: 'blue',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'app_name',
      'default_theme_color',
      'support_email',
    ]);
    expect(await publicSettings()).toEqual(before);
    expect((await save({})).statusCode).toBe(422);
  });
});
