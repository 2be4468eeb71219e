import { randomBytes } from 'node:crypto';
import { INVITE_TEXTS, type Invite, type InviteRequest } from '@showroom/contract/pro';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { sha256Hex } from '../../lib/secrets.ts';
import { users } from '../identity/users-schema.ts';
import { invites } from './invites-schema.ts';

/** A new link's token (256 random bits, base64url) and the hash that is stored. */
export function newInviteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256Hex(token) };
}

/** The pro's invitations, newest first, with who joined. */
export async function listInvites(db: Database, proUserId: number, now: Date): Promise<Invite[]> {
  const rows = await db
    .select({
      id: invites.id,
      kind: invites.kind,
      email: invites.email,
      status: invites.status,
      sent_at: invites.sent_at,
      expires_at: invites.expires_at,
      joined_at: invites.joined_at,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.joined_user_id))
    .where(eq(invites.showroom_id, proUserId))
    .orderBy(desc(invites.created_at), desc(invites.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    email: row.email,
    state: row.status === 'pending' && row.expires_at.getTime() <= now.getTime() ? 'expired' : row.status,
    sent_at: row.sent_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    joined_at: row.joined_at?.toISOString() ?? null,
    joined_name: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
  }));
}

/** Stores a new invitation; an open one for the same address and kind is refused (resend it instead). */
export async function insertInvite(
  db: Database,
  proUserId: number,
  request: InviteRequest,
  hash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  try {
    await db.insert(invites).values({
      showroom_id: proUserId,
      kind: request.kind,
      email: request.email,
      token_hash: hash,
      sent_at: now,
      expires_at: expiresAt,
      created_at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', INVITE_TEXTS.alreadyInvited);
    throw error;
  }
}

/**
 * Changes one of the pro's pending invitations (expired ones too): another pro's, or an unknown id,
 * is a 404; one already joined or revoked a 422. Answers its kind and address.
 */
export async function updatePendingInvite(
  db: Database,
  proUserId: number,
  inviteId: number,
  values: Partial<typeof invites.$inferInsert>,
): Promise<{ kind: 'vendor' | 'client'; email: string }> {
  const mine = and(eq(invites.id, inviteId), eq(invites.showroom_id, proUserId));
  const [updated] = await db
    .update(invites)
    .set(values)
    .where(and(mine, eq(invites.status, 'pending')))
    .returning({ kind: invites.kind, email: invites.email });
  if (updated) return updated;
  const [exists] = await db.select({ one: sql<number>`1` }).from(invites).where(mine);
  if (!exists) throw new HttpError(404, { message: INVITE_TEXTS.notFound });
  throw new HttpError(422, { message: INVITE_TEXTS.notPending });
}
