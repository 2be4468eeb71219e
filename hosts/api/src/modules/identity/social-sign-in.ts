import type { AuthSession } from '@showroom/contract/account';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, unusablePassword } from '../../lib/passwords.ts';
import type { SocialIdentity } from '../../providers/social-identity/social-identity.ts';
import { createNotification, welcomeNotification } from '../notifications/index.ts';
import type { AuthDeps } from './auth-deps.ts';
import { loadAuthUser } from './auth-user.ts';
import { social_accounts } from './social-accounts-schema.ts';
import { users } from './users-schema.ts';

/**
 * A verified provider identity → its user, linked through social_accounts; else the account with that
 * (provider-verified) e-mail, which gets linked; else a new homeowner (type User, Active, verified).
 */
export async function socialSignIn(
  deps: AuthDeps,
  identity: SocialIdentity,
  shopId: number | undefined,
): Promise<AuthSession> {
  let userId = await linkedUser(deps.db, identity);
  if (userId === null) {
    try {
      userId = await linkOrCreate(deps, identity, shopId);
    } catch (error) {
      // The same identity signing in twice at once: the other request linked it first.
      if (!isUniqueViolation(error)) throw error;
      userId = await linkedUser(deps.db, identity);
      if (userId === null) throw error;
    }
  }
  const token = await deps.tokens.issue(userId, `social:${identity.provider}`);
  return { user: await loadAuthUser(deps.db, userId), token };
}

async function linkedUser(db: Database, identity: SocialIdentity): Promise<number | null> {
  const [row] = await db
    .select({ user_id: social_accounts.user_id })
    .from(social_accounts)
    .where(
      and(
        eq(social_accounts.provider, identity.provider),
        eq(social_accounts.provider_user_id, identity.providerUserId),
      ),
    );
  return row?.user_id ?? null;
}

async function linkOrCreate(
  deps: AuthDeps,
  identity: SocialIdentity,
  shopId: number | undefined,
): Promise<number> {
  const now = deps.clock.now();
  const showroom = await deps.showrooms.findActive(shopId);
  const { app_name } = await deps.settings.read();
  const passwordHash = await hashPassword(unusablePassword());
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, email_verified_at: users.email_verified_at })
      .from(users)
      .where(sql`lower(${users.email}) = ${identity.email}`);
    let userId: number;
    if (existing) {
      userId = existing.id;
      if (!existing.email_verified_at) {
        // Someone registered this address with a password but never proved it; the provider just did.
        // Their password and sessions go, so a squatter who pre-registered it cannot get in.
        await tx
          .update(users)
          .set({ email_verified_at: now, password_hash: passwordHash, updated_at: now })
          .where(eq(users.id, userId));
        await deps.tokens.revokeAllOf(userId, undefined, tx);
      }
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          type: 'User',
          status: 'Active',
          first_name: identity.firstName || identity.email.split('@')[0]!,
          last_name: identity.lastName,
          email: identity.email,
          password_hash: passwordHash,
          email_verified_at: now,
          shop_id: showroom,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: users.id });
      userId = created!.id;
      await createNotification(tx, userId, welcomeNotification(app_name), deps.clock);
    }
    await tx.insert(social_accounts).values({
      user_id: userId,
      provider: identity.provider,
      provider_user_id: identity.providerUserId,
      created_at: now,
    });
    return userId;
  });
}
