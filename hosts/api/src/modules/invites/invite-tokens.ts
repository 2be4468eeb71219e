import { INVITE_TEXTS, type Invitation, type InviteKind } from '@showroom/contract/pro';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sha256Hex } from '../../lib/secrets.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { invites } from './invites-schema.ts';

/** A usable invitation: what its page shows, and the showroom the invitee joins. */
export interface OpenInvitation extends Invitation {
  showroomId: number;
}

/** The clear message of a link that cannot be used (410: it existed, and is gone for good). */
function deadLink(status: string, expired: boolean): HttpError {
  if (status === 'joined') return new HttpError(410, { message: INVITE_TEXTS.linkUsed });
  if (status === 'revoked') return new HttpError(410, { message: INVITE_TEXTS.linkRevoked });
  if (expired) return new HttpError(410, { message: INVITE_TEXTS.linkExpired });
  return new HttpError(404, { message: INVITE_TEXTS.linkUnknown });
}

/** The invitation behind a mailed link, of `kind` when given; throws the link's clear message otherwise. */
export async function findOpenInvitation(
  db: Database,
  token: string,
  now: Date,
  kind?: InviteKind,
): Promise<OpenInvitation> {
  const [row] = await db
    .select({
      kind: invites.kind,
      email: invites.email,
      status: invites.status,
      expires_at: invites.expires_at,
      showroomId: invites.showroom_id,
      company_name: shop_profiles.company_name,
      vsd_id: shop_profiles.vsd_id,
    })
    .from(invites)
    .innerJoin(shop_profiles, eq(shop_profiles.user_id, invites.showroom_id))
    .where(eq(invites.token_hash, sha256Hex(token)));
  if (!row || (kind && row.kind !== kind)) throw deadLink('unknown', false);
  const expired = row.expires_at.getTime() <= now.getTime();
  if (row.status !== 'pending' || expired) throw deadLink(row.status, expired);
  const { status: _status, expires_at: _expires, ...invitation } = row;
  return invitation;
}

/**
 * Marks the invitation joined by `userId`, inside the caller's transaction (the new account's). One
 * UPDATE on a pending, unexpired row: of two sign-ups racing with one link, only one joins, and the
 * other's transaction is rolled back with the link's message.
 */
export async function claimInvitation(
  tx: Database,
  token: string,
  kind: InviteKind,
  userId: number,
  now: Date,
): Promise<void> {
  const claimed = await tx
    .update(invites)
    .set({ status: 'joined', joined_user_id: userId, joined_at: now })
    .where(
      and(
        eq(invites.token_hash, sha256Hex(token)),
        eq(invites.kind, kind),
        eq(invites.status, 'pending'),
        gt(invites.expires_at, now),
      ),
    )
    .returning({ id: invites.id });
  if (claimed.length === 0) throw new HttpError(410, { message: INVITE_TEXTS.linkUsed });
}
