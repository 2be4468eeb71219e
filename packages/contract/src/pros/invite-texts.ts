/** The console's Invites texts and the invitation pages' (issue #23, console item 6), written once. */
export const INVITE_TEXTS = {
  sent: 'Invitation sent.',
  resent: 'A new invitation is on its way; the earlier link no longer works.',
  revoked: 'Invitation revoked; its link no longer works.',
  notFound: 'No such invitation.',
  notPending: 'This invitation has already been used or revoked.',
  alreadyInvited: 'This address already has an open invitation from you. Resend it instead.',
  linkUsed: 'This invitation has already been used. Sign in instead.',
  linkRevoked: 'This invitation was withdrawn. Ask whoever invited you for a new one.',
  linkExpired: 'This invitation has expired. Ask whoever invited you for a new one.',
  linkUnknown: 'This invitation link is not valid. Check that you copied the whole link.',
  vendorPending:
    'Thanks! Your vendor account awaits approval. We will e-mail you once it is approved; please verify your e-mail address meanwhile.',
  clientMailSubject: '{company} invites you to their showroom',
  vendorMailSubject: '{company} invites you to sell on their showroom',
} as const;

/** How long an invitation link works, in days; a resend starts a new one. */
export const INVITE_TTL_DAYS = 14;
