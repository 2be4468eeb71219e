import { PRO_MESSAGES } from '@showroom/contract/pro';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { ShowroomSettingsScreen } from './showroom-settings-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const NO_LINKS = {
  about: null,
  services: null,
  portfolio: null,
  contact: null,
  'image-sharing': null,
  reviews: null,
  maps: null,
};
const SHOWROOM = {
  company_name: 'Bay Interiors',
  website_url: 'https://www.bay.example',
  phone: null,
  email: null,
  links: { ...NO_LINKS, about: 'https://www.bay.example/about' },
};

function renderScreen() {
  page = setUpConsoleTest({
    'GET pro/showroom': () => ({ body: { success: true, message: '', data: SHOWROOM } }),
    'PUT pro/showroom': (body) => ({
      body: {
        success: true,
        message: PRO_MESSAGES.showroomSaved,
        data: { ...SHOWROOM, ...(body as object) },
      },
    }),
  });
  signInAs();
  render(<ShowroomSettingsScreen />);
  return userEvent.setup();
}

describe('ShowroomSettingsScreen', () => {
  it('shows the saved details and saves a change, an emptied link cleared', async () => {
    const user = renderScreen();
    const name = await screen.findByLabelText('Company name');
    expect((name as HTMLInputElement).value).toBe('Bay Interiors');
    await user.clear(name);
    await user.type(name, 'Bay Interiors & Design');
    await user.clear(screen.getByLabelText('About'));
    await user.type(screen.getByLabelText('Reviews'), 'https://reviews.example/bay');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'success', message: PRO_MESSAGES.showroomSaved }),
    );
    const sent = page.requests.find((request) => request.route === 'PUT pro/showroom')?.body as {
      company_name: string;
      links: Record<string, string>;
    };
    expect(sent.company_name).toBe('Bay Interiors & Design');
    expect(sent.links.about).toBe('');
    expect(sent.links.reviews).toBe('https://reviews.example/bay');
  }, 20_000);

  it('says under a link what is wrong with it before asking the server', async () => {
    const user = renderScreen();
    await user.type(await screen.findByLabelText('Find us on the map'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Enter the Find us on the map link as a web address, such as https://www.example.com.',
      ),
    ).toBeTruthy();
    expect(page.requests.filter((request) => request.route === 'PUT pro/showroom')).toEqual([]);
  }, 20_000);
});
