import { ROUTE_PATHS } from '@showroom/contract';
import type { Invitation } from '@showroom/contract/pro';
import { selectShowroomById } from '@showroom/core';
import { ShellLink, useResource } from '@showroom/ui';
import { FormCard, FormStatus } from '@showroom/ui/form';
import { useEffect } from 'react';
import { loadInvitation } from '../../api/pro-calls.ts';
import { deadLinkMessage } from './dead-link-message.ts';
import { VendorSignUp } from './vendor-sign-up.tsx';

/** A client's way in: their pro's showroom is chosen now, and the registration carries the invitation. */
function ClientWelcome({ token, invitation }: { token: string; invitation: Invitation }) {
  useEffect(() => {
    selectShowroomById(invitation.vsd_id).catch(() => {
      // The registration still joins the showroom: the server takes it from the invitation.
    });
  }, [invitation.vsd_id]);
  return (
    <>
      <p>
        Create your account to shop {invitation.company_name}’s showroom, visualize products in your room and
        order at their prices.
      </p>
      <ShellLink to={`${ROUTE_PATHS.register}?invite=${encodeURIComponent(token)}`} className="sr-button">
        Create my account
      </ShellLink>
    </>
  );
}

/**
 * `/invite/{token}` (issue #23): the link of a pro's invitation mail. A vendor signs up here (a pending
 * vendor account); a client goes on to the registration with the showroom chosen. A used, revoked or
 * expired link says so.
 */
export function InvitationScreen({ token }: { token: string }) {
  const { state } = useResource(`invitation-${token}`, async (signal) => {
    return (await loadInvitation(token, signal)).data.invitation;
  });
  const invitation = state.status === 'ready' ? state.data : null;
  const title = invitation
    ? invitation.kind === 'vendor'
      ? `${invitation.company_name} invites you to sell on their showroom`
      : `${invitation.company_name} invites you to their showroom`
    : 'Your invitation';
  return (
    <FormCard title={title}>
      {invitation?.kind === 'vendor' && <VendorSignUp token={token} invitation={invitation} />}
      {invitation?.kind === 'client' && <ClientWelcome token={token} invitation={invitation} />}
      {state.status === 'error' && <FormStatus tone="error">{deadLinkMessage(state.error)}</FormStatus>}
      {(state.status === 'loading' || state.status === 'idle') && <div className="sr-page-skeleton" />}
    </FormCard>
  );
}
