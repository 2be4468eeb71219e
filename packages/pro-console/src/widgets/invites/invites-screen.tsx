import { ROUTE_PATHS } from '@showroom/contract';
import type { Invite } from '@showroom/contract/pro';
import { notify } from '@showroom/core';
import { Button, StyleSheet, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { loadInvites, resendInvite, revokeInvite } from '../../api/pro-calls.ts';
import { ConsoleFrame } from '../console-home/console-frame.tsx';
import { InviteForm } from './invite-form.tsx';
import { InviteList } from './invite-list.tsx';
import css from './invites.css?inline';

/**
 * `/pro/invites` (issue #23, console "Invites"): the pro invites vendors and clients by e-mail, sends a
 * link again (the old one dies), revokes one, and sees who joined.
 */
export function InvitesScreen() {
  const { state, retry, update } = useResource(
    'pro-invites',
    async (signal) => (await loadInvites(signal)).data.data,
  );

  async function act(call: () => ReturnType<typeof resendInvite>) {
    try {
      const answer = await call();
      update(() => answer.data.data);
      notify.success(answer.message);
    } catch {
      // The API client showed the server's message.
    }
  }

  return (
    <ConsoleFrame title="Invites" current={ROUTE_PATHS.proInvites}>
      <StyleSheet name="sr-invites" css={css} />
      <InviteForm onSent={(invites: Invite[]) => update(() => invites)} />
      {state.status === 'ready' && (
        <InviteList
          invites={state.data}
          onResend={(invite) => act(() => resendInvite(invite.id))}
          onRevoke={(invite) => act(() => revokeInvite(invite.id))}
        />
      )}
      {state.status === 'error' && (
        <FormStatus tone="error">
          Your invitations could not be loaded. <Button onClick={retry}>Try again</Button>
        </FormStatus>
      )}
      {(state.status === 'loading' || state.status === 'idle') && <div className="sr-page-skeleton" />}
    </ConsoleFrame>
  );
}
