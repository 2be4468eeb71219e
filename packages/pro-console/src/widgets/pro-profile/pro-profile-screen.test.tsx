import { DESIGNER_PROFILE_MESSAGES, type ProProfile } from '@showroom/contract/pro';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { ProProfileScreen } from './pro-profile-screen.tsx';

// jsdom decodes no images: the browser's decoder answers a portfolio-sized picture.
vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 600, close: () => undefined }));

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const EMPTY: ProProfile = {
  hourly_rate_cents: null,
  style_tags: [],
  about: null,
  portfolio: [],
  max_portfolio_pictures: 12,
  rating: { average: null, count: 0 },
  accepting_projects: true,
};
const PICTURE = {
  id: '0b7c0b7c-0000-4000-8000-000000000000',
  url: 'pro_pictures/0b7c.png',
  width: 800,
  height: 600,
};

function renderScreen() {
  page = setUpConsoleTest({
    'GET pro/profile': () => ({ body: { success: true, message: '', data: EMPTY } }),
    'PUT pro/profile': (body) => {
      const sent = body as { hourly_rate_cents: number };
      if (sent.hourly_rate_cents > 500_000) {
        const message = DESIGNER_PROFILE_MESSAGES.rate;
        return { status: 422, body: { message, errors: { hourly_rate_cents: [message] } } };
      }
      return {
        body: { success: true, message: DESIGNER_PROFILE_MESSAGES.saved, data: { ...EMPTY, ...sent } },
      };
    },
    'POST pro/profile/pictures': () => ({
      body: {
        success: true,
        message: 'Picture added to your portfolio.',
        data: { ...EMPTY, portfolio: [PICTURE] },
      },
    }),
  });
  signInAs('Designer');
  render(<ProProfileScreen />);
  return userEvent.setup();
}

describe('ProProfileScreen', () => {
  it('says there are no ratings yet, and saves rate in cents, styles, introduction and availability', async () => {
    const user = renderScreen();
    expect(await screen.findByText(DESIGNER_PROFILE_MESSAGES.noRatings)).toBeTruthy();
    await user.type(screen.getByLabelText('Hourly rate (US dollars)'), '85.50');
    await user.click(screen.getByLabelText('Coastal'));
    await user.click(screen.getByLabelText('Modern'));
    await user.type(screen.getByLabelText('About you'), 'Kitchens and baths.');
    await user.click(screen.getByLabelText(DESIGNER_PROFILE_MESSAGES.acceptingProjects));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'success', message: DESIGNER_PROFILE_MESSAGES.saved }),
    );
    expect(page.requests.find((request) => request.route === 'PUT pro/profile')?.body).toEqual({
      hourly_rate_cents: 8550,
      style_tags: ['Coastal', 'Modern'],
      about: 'Kitchens and baths.',
      accepting_projects: false,
    });
  }, 20_000);

  it('shows the server’s reason under the rate and keeps what was typed', async () => {
    const user = renderScreen();
    const rate = await screen.findByLabelText('Hourly rate (US dollars)');
    await user.type(rate, '9000');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(DESIGNER_PROFILE_MESSAGES.rate)).toBeTruthy();
    expect((rate as HTMLInputElement).value).toBe('9000');
  }, 20_000);

  it('adds a portfolio picture dropped on the zone', async () => {
    const user = renderScreen();
    await user.upload(
      await screen.findByLabelText('Choose a picture file'),
      new File(['x'], 'kitchen.jpg', { type: 'image/jpeg' }),
    );
    const shown = await screen.findByAltText('Portfolio work 1');
    expect(shown.getAttribute('src')).toBe('http://platform.test/api/pro_pictures/0b7c.png');
  }, 20_000);
});
