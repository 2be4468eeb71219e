import type { AuthSession } from '@showroom/contract/account';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { social_accounts, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { createNotification, welcomeNotification } from '../account/notifications.ts';
import { findActiveShowroom } from '../active-showroom.ts';
import { hashPassword, unusablePassword } from '../passwords.ts';
import { readSettings } from '../settings.ts';
import type { SocialIdentity } from '../social/social-identity.ts';
import { loadAuthUser } from './auth-user.ts';

/**
 * A verified provider identity → its user, linked through social_accounts; else the account with that
 * (provider-verified) e-mail, which gets linked; else a new homeowner (type User, Active, verified).
 */
export async function socialSignIn(
  ctx: AppContext,
  identity: SocialIdentity,
  shopId: number | undefined,
): Promise<AuthSession> {
  let userId = await linkedUser(ctx.db, identity);
  if (userId === null) {
    try {
      userId = await linkOrCreate(ctx, identity, shopId);
    } catch (error) {
      // The same identity signing in twice at once: the other request linked it first.
      if (!isUniqueViolation(error)) throw error;
      userId = await linkedUser(ctx.db, identity);
      if (userId === null) throw error;
    }
  }
  const token = await ctx.tokens.issue(userId, `social:${identity.provider}`);
  return { user: await loadAuthUser(ctx.db, userId), token };
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
  ctx: AppContext,
  identity: SocialIdentity,
  shopId: number | undefined,
): Promise<number> {
  const now = ctx.clock.now();
  const showroom = await findActiveShowroom(ctx.db, shopId);
  const { app_name } = await readSettings(ctx.db, ctx.platformOrigin);
  const passwordHash = await hashPassword(unusablePassword());
  return ctx.db.transaction(async (tx) => {
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
        await ctx.tokens.revokeAllOf(userId, undefined, tx);
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
      await createNotification(tx, userId, welcomeNotification(app_name), ctx.clock);
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
