import { INVITE_TEXTS, type Invitation } from '@showroom/contract/pro';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type StubRoutes, setUpConsoleTest } from '../../testing/console-test-setup.ts';
import { InvitationScreen } from './invitation-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const TOKEN = 'tok_0123456789abcdefghijklmnop';
const invitation = (kind: Invitation['kind']): Invitation => ({
  kind,
  email: 'invitee@example.test',
  company_name: 'Bay Remodeling',
  vsd_id: 'ABCD2345',
});

function renderScreen(routes: StubRoutes) {
  page = setUpConsoleTest(routes);
  render(<InvitationScreen token={TOKEN} />);
  return userEvent.setup();
}

describe('InvitationScreen', () => {
  it('shows the server’s message for a used link', async () => {
    renderScreen({ 'GET invitation': () => ({ status: 410, body: { message: INVITE_TEXTS.linkUsed } }) });
    expect((await screen.findByRole('alert')).textContent).toBe(INVITE_TEXTS.linkUsed);
  });

  it('sends a client on to the registration carrying the invitation', async () => {
    renderScreen({
      'GET invitation': () => ({
        body: { success: true, message: '', data: { invitation: invitation('client') } },
      }),
    });
    const link = await screen.findByRole('link', { name: 'Create my account' });
    expect(link.getAttribute('href')).toContain(`/register?invite=${TOKEN}`);
    expect(screen.getByRole('heading').textContent).toContain('Bay Remodeling');
  });

  it('signs a vendor up and says the account awaits approval', async () => {
    const user = renderScreen({
      'GET invitation': () => ({
        body: { success: true, message: '', data: { invitation: invitation('vendor') } },
      }),
      'POST invitation/vendor': () => ({
        status: 201,
        body: { success: true, message: INVITE_TEXTS.vendorPending, data: { email: 'invitee@example.test' } },
      }),
    });
    await user.type(await screen.findByLabelText('Company'), 'Stonecraft Tiles');
    await user.type(screen.getByLabelText('Your name'), 'Vera Stone');
    await user.type(screen.getByLabelText('Password'), 'Showroom!2026');
    await user.click(screen.getByRole('button', { name: 'Create my vendor account' }));
    expect((await screen.findByRole('status')).textContent).toBe(INVITE_TEXTS.vendorPending);
    expect(page.requests.at(-1)?.body).toEqual({
      token: TOKEN,
      company_name: 'Stonecraft Tiles',
      full_name: 'Vera Stone',
      password: 'Showroom!2026',
    });
  });
});
