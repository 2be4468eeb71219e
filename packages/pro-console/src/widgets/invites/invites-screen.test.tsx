import { INVITE_TEXTS, type Invite } from '@showroom/contract/pro';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type StubRoutes, setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { InvitesScreen } from './invites-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const PENDING: Invite = {
  id: 7,
  kind: 'vendor',
  email: 'tiles@vendor.test',
  state: 'pending',
  sent_at: '2026-11-20T18:00:00.000Z',
  expires_at: '2026-12-04T18:00:00.000Z',
  joined_at: null,
  joined_name: null,
};
const JOINED: Invite = {
  ...PENDING,
  id: 6,
  kind: 'client',
  email: 'rosa@home.test',
  state: 'joined',
  joined_at: '2026-11-21T18:00:00.000Z',
  joined_name: 'Rosa Diaz',
};
const answer = (message: string, data: Invite[]) => ({ body: { success: true, message, data: { data } } });

function renderScreen(routes: StubRoutes = {}) {
  page = setUpConsoleTest({ 'GET pro/invites': () => answer('', [PENDING, JOINED]), ...routes });
  signInAs();
  render(<InvitesScreen />);
  return userEvent.setup();
}

describe('InvitesScreen', () => {
  it('lists the invitations with who joined; only a pending one can be revoked', async () => {
    renderScreen();
    const joined = await screen.findByTestId('invite-rosa@home.test');
    expect(joined.textContent).toContain('Rosa Diaz');
    expect(within(joined).queryByRole('button')).toBeNull();
    const pending = screen.getByTestId('invite-tiles@vendor.test');
    expect(within(pending).getByRole('button', { name: /Revoke/ })).toBeTruthy();
  });

  it('checks the address before sending, keeps it on a refusal, and sends a client invitation', async () => {
    const user = renderScreen({
      'POST pro/invites': (body) =>
        (body as { email: string }).email === 'taken@home.test'
          ? {
              status: 422,
              body: {
                message: 'The given data was invalid.',
                errors: { email: [INVITE_TEXTS.alreadyInvited] },
              },
            }
          : answer(INVITE_TEXTS.sent, [
              { ...PENDING, id: 8, kind: 'client', email: 'new@home.test' },
              PENDING,
              JOINED,
            ]),
    });
    const address = (await screen.findByLabelText('E-mail address')) as HTMLInputElement;
    await user.type(address, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(page.requests.filter((request) => request.route === 'POST pro/invites')).toEqual([]);
    await user.clear(address);
    await user.type(address, 'taken@home.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(INVITE_TEXTS.alreadyInvited)).toBeTruthy();
    expect(address.value).toBe('taken@home.test');
    await user.clear(address);
    await user.type(address, 'new@home.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByTestId('invite-new@home.test')).toBeTruthy();
    expect(page.requests.at(-1)?.body).toEqual({ kind: 'client', email: 'new@home.test' });
    expect(address.value).toBe('');
  });

  it('revokes and resends through their calls', async () => {
    const user = renderScreen({
      'DELETE pro/invites/7': () => answer(INVITE_TEXTS.revoked, [{ ...PENDING, state: 'revoked' }, JOINED]),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Revoke the invitation of tiles@vendor.test' }),
    );
    expect((await screen.findByTestId('invite-tiles@vendor.test')).textContent).toContain('Revoked');
    expect(page.toasts()).toContainEqual({ type: 'success', message: INVITE_TEXTS.revoked });
  });
});
