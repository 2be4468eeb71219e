import { AI_CREDITS } from '@showroom/contract/design-ai';
import { hashPassword } from '../../lib/passwords.ts';
import { ai_users } from '../../modules/ai-design/ai-accounts-schema.ts';
import { ai_credit_ledger } from '../../modules/ai-design/ai-credits-schema.ts';
import type { Database } from '../client.ts';
import { DEMO_ACCOUNTS, DEMO_AI_ACCOUNT } from './demo-accounts.ts';

/** A fixed time, so two seeds write identical rows. */
const CREATED = new Date(Date.UTC(2026, 0, 15, 9, 0));

/** The demo's verified AI design account with its starter grant, as registration gives it (one ledger line). */
export async function seedAiAccount(db: Database): Promise<void> {
  const [user] = await db
    .insert(ai_users)
    .values({
      name: DEMO_AI_ACCOUNT.name,
      email: DEMO_AI_ACCOUNT.email,
      password_hash: await hashPassword(DEMO_ACCOUNTS.password),
      email_verified_at: CREATED,
      credits: AI_CREDITS.starterGrant,
      created_at: CREATED,
    })
    .returning({ id: ai_users.id });
  await db.insert(ai_credit_ledger).values({
    ai_user_id: user!.id,
    reason: 'grant',
    change: AI_CREDITS.starterGrant,
    balance: AI_CREDITS.starterGrant,
    source_id: null,
    created_at: CREATED,
  });
}
