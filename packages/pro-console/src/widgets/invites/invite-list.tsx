import type { Invite, InviteState } from '@showroom/contract/pro';
import { formatDate } from '@showroom/core/format';
import { Button } from '@showroom/ui';

const STATE_LABELS: Record<InviteState, string> = {
  pending: 'Invited',
  joined: 'Joined',
  revoked: 'Revoked',
  expired: 'Expired',
};

/** What became of an invitation, in words: who joined and when, or until when the link works. */
function outcomeOf(invite: Invite): string {
  if (invite.state === 'joined')
    return `${invite.joined_name ?? 'Joined'}${invite.joined_at ? `, ${formatDate(invite.joined_at)}` : ''}`;
  if (invite.state === 'pending') return `Link works until ${formatDate(invite.expires_at)}`;
  return '';
}

/** The pro's invitations, newest first; a pending or expired one can be sent again, a pending one revoked. */
export function InviteList({
  invites,
  onResend,
  onRevoke,
}: {
  invites: readonly Invite[];
  onResend: (invite: Invite) => void;
  onRevoke: (invite: Invite) => void;
}) {
  return (
    <section className="sr-page-card" aria-labelledby="sr-invite-list">
      <h2 id="sr-invite-list" className="sr-page-card__heading">
        Your invitations
      </h2>
      {invites.length === 0 ? (
        <p className="sr-page-muted">
          No invitations yet. Invite your clients and the vendors you work with.
        </p>
      ) : (
        <div className="sr-invites__table-wrap">
          <table className="sr-invites__table">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Who</th>
                <th scope="col">Sent</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sr-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invites.map((invite) => (
                <tr key={invite.id} data-testid={`invite-${invite.email}`}>
                  <td>{invite.email}</td>
                  <td>{invite.kind === 'vendor' ? 'Vendor' : 'Client'}</td>
                  <td>{formatDate(invite.sent_at)}</td>
                  <td>
                    <strong>{STATE_LABELS[invite.state]}</strong> {outcomeOf(invite)}
                  </td>
                  <td className="sr-invites__actions">
                    {(invite.state === 'pending' || invite.state === 'expired') && (
                      <Button
                        variant="secondary"
                        onClick={() => onResend(invite)}
                        aria-label={`Resend to ${invite.email}`}
                      >
                        Resend
                      </Button>
                    )}
                    {invite.state === 'pending' && (
                      <Button
                        variant="secondary"
                        onClick={() => onRevoke(invite)}
                        aria-label={`Revoke the invitation of ${invite.email}`}
                      >
                        Revoke
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
