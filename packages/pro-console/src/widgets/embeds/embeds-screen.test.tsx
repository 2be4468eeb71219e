import { PRO_MESSAGES } from '@showroom/contract/pro';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { EmbedsScreen } from './embeds-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const CREATED = '2026-11-29T10:00:00.000Z';
const list = (origins: string[], message = '') => ({
  body: {
    success: true,
    message,
    data: { data: origins.map((origin) => ({ origin, created_at: CREATED })) },
  },
});

function renderScreen() {
  let origins = ['https://www.bay.example'];
  page = setUpConsoleTest({
    'GET pro/site_origins': () => list(origins),
    'GET pro/home': () => ({
      body: {
        success: true,
        message: '',
        data: {
          type: 'Contractor',
          vsd_id: 'BAYPRO42',
          company_name: 'Bay',
          shop_url: 'x',
          markup_percent: 10,
        },
      },
    }),
    'POST pro/site_origins': (body) => {
      origins = [...origins, (body as { origin: string }).origin.replace(/\/shop\/$/, '')];
      return list(origins, PRO_MESSAGES.originAdded);
    },
    'DELETE pro/site_origins': (_body, query) => {
      origins = origins.filter((origin) => origin !== query.get('origin'));
      return list(origins, PRO_MESSAGES.originRemoved);
    },
  });
  signInAs();
  render(<EmbedsScreen />);
  return userEvent.setup();
}

describe('EmbedsScreen', () => {
  it('lists the pro’s sites and shows the tag with their Showroom ID', async () => {
    renderScreen();
    expect(await screen.findByText('https://www.bay.example')).toBeTruthy();
    expect(await screen.findByText(/data-showroom="BAYPRO42"/)).toBeTruthy();
  });

  it('adds a site as pasted, and removes one', async () => {
    const user = renderScreen();
    await screen.findByText('https://www.bay.example');
    await user.type(screen.getByLabelText('Site address'), 'https://shop.bay.example/shop/');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    expect(await screen.findByText('https://shop.bay.example')).toBeTruthy();
    expect(page.toasts()).toContainEqual({ type: 'success', message: PRO_MESSAGES.originAdded });
    await user.click(screen.getByRole('button', { name: 'Remove https://www.bay.example' }));
    const sites = screen.getByRole('list', { name: 'Registered sites' });
    await within(sites).findByText('https://shop.bay.example');
    expect(within(sites).queryByText('https://www.bay.example')).toBeNull();
  });

  it('says what an address must look like before asking the server', async () => {
    const user = renderScreen();
    await screen.findByText('https://www.bay.example');
    await user.type(screen.getByLabelText('Site address'), 'bay.example');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    expect(await screen.findByText(PRO_MESSAGES.originInvalid)).toBeTruthy();
    expect(page.requests.filter((request) => request.route === 'POST pro/site_origins')).toEqual([]);
  });
});
