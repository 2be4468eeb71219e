import { PRO_MESSAGES } from '@showroom/contract/pro';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
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

const LAST_SEEN = '2026-11-29T11:00:00.000Z';
/** Embed health as the server answers it: the blog runs the tag but is not registered until added. */
const health = (origins: string[]) => ({
  body: {
    success: true,
    message: '',
    data: {
      data: ['https://blog.bay.example'].map((origin) => ({
        origin,
        registered: origins.includes(origin),
        last_seen_at: LAST_SEEN,
        elements: ['showroom-product'],
        pages: [{ path: '/deck', last_seen_at: LAST_SEEN, elements: ['showroom-product'], loads: 3 }],
        problems: origins.includes(origin)
          ? []
          : [
              {
                problem: 'unregistered',
                last_seen_at: LAST_SEEN,
                current: true,
                paths: ['/deck'],
                fix: `Add ${origin} under Your sites.`,
              },
            ],
      })),
    },
  },
});

function renderScreen() {
  let origins = ['https://www.bay.example'];
  page = setUpConsoleTest({
    'GET pro/site_origins': () => list(origins),
    'GET pro/embed_health': () => health(origins),
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
    // Pasted, as the test's name says (and one input event instead of one per character).
    await user.click(screen.getByLabelText('Site address'));
    await user.paste('https://shop.bay.example/shop/');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    expect(await screen.findByText('https://shop.bay.example')).toBeTruthy();
    expect(page.toasts()).toContainEqual({ type: 'success', message: PRO_MESSAGES.originAdded });
    await user.click(screen.getByRole('button', { name: 'Remove https://www.bay.example' }));
    const sites = screen.getByRole('list', { name: 'Registered sites' });
    await waitFor(() => expect(within(sites).queryByText('https://www.bay.example')).toBeNull());
    expect(within(sites).getByText('https://shop.bay.example')).toBeTruthy();
  });

  it('shows a site running the tag unregistered, and registers it with one button', async () => {
    const user = renderScreen();
    const problems = await screen.findByRole('list', { name: 'Problems on https://blog.bay.example' });
    expect(within(problems).getByText('Add https://blog.bay.example under Your sites.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add https://blog.bay.example to your sites' }));
    const sites = screen.getByRole('list', { name: 'Registered sites' });
    expect(await within(sites).findByText('https://blog.bay.example')).toBeTruthy();
    // Read again once registered: the problem is gone and the site says it works.
    expect(await screen.findByText('Working: no problems met.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Problems on https://blog.bay.example' })).toBeNull();
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
