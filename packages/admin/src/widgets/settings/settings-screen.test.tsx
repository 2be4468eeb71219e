import { ADMIN_MESSAGES } from '@showroom/contract/admin';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpAdminTest, signInAs } from '../../testing/admin-test-setup.ts';
import { SettingsScreen } from './settings-screen.tsx';

let page: ReturnType<typeof setUpAdminTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const settings = {
  app_name: 'Showroom',
  support_email: 'support@showroom.test',
  support_phone: '(800) 555-0142',
  company_address: '100 Market Street',
  platform_url: 'http://platform.test/showroom/',
  powered_by_url: 'http://platform.test/showroom/about-us',
  default_theme_color: '#15803d',
};

function setUp(saveAnswer?: () => { status?: number; body: unknown }) {
  page = setUpAdminTest({
    'GET setting': () => ({ body: { success: true, message: '', data: settings } }),
    'PUT admin/settings': (body) =>
      saveAnswer?.() ?? {
        body: {
          success: true,
          message: ADMIN_MESSAGES.settingsSaved,
          data: { ...settings, ...(body as object) },
        },
      },
  });
  signInAs('Admin');
  render(<SettingsScreen />);
}

describe('SettingsScreen', () => {
  it('shows what GET /api/setting answers and saves the edit', async () => {
    setUp();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('App name');
    expect((name as HTMLInputElement).value).toBe('Showroom');
    await user.clear(name);
    await user.type(name, 'Remodel Hub');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() =>
      expect(page.toasts()).toEqual([{ type: 'success', message: ADMIN_MESSAGES.settingsSaved }]),
    );
    const saved = page.requests.find((request) => request.route === 'PUT admin/settings');
    expect(saved?.body).toEqual({
      app_name: 'Remodel Hub',
      support_email: 'support@showroom.test',
      support_phone: '(800) 555-0142',
      company_address: '100 Market Street',
      default_theme_color: '#15803d',
    });
  });

  it('refuses a bad e-mail under its field before any call, keeping what was typed', async () => {
    setUp();
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Support e-mail');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The support email field must be a valid email address.')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('not-an-address');
    expect(page.requests.map((request) => request.route)).toEqual(['GET setting']);
  });

  it('shows the server’s refusal under the field it names', async () => {
    setUp(() => ({
      status: 422,
      body: { message: 'Bad colour.', errors: { default_theme_color: ['The colour is refused.'] } },
    }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The colour is refused.')).toBeTruthy();
  });
});
