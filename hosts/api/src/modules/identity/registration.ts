import {
  ACCOUNT_MESSAGES,
  type AuthSession,
  type RegisterPayload,
  splitFullName,
} from '@showroom/contract/account';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldError } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { SavedCard } from '../../providers/payment-gateways/payment-gateway.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import { createNotification, welcomeNotification } from '../notifications/index.ts';
import { hasCardInput, saveCardFromForm, saveCardFromToken } from '../payments/index.ts';
import { payment_methods } from '../payments/payment-methods-schema.ts';
import type { AuthDeps } from './auth-deps.ts';
import { loadAuthUser } from './auth-user.ts';
import { issueVerificationLink, mailVerificationLink } from './email-verification.ts';
import { shipping_addresses } from './shipping-addresses-schema.ts';
import { users } from './users-schema.ts';

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/**
 * Homeowner registration (spec §2, §4): always type User, Active, e-mail unverified. Creates the user,
 * shipping address, optional saved card (only the gateway's token and display data), a welcome
 * notification and a token in one transaction, then mails the verification link. Every well-formed
 * attempt counts against the client address, so "The email has already been taken." is no fast oracle.
 */
export async function registerHomeowner(
  deps: AuthDeps,
  form: RegisterPayload,
  ip: string,
): Promise<AuthSession> {
  await takeOrThrow([deps.limits.registrationsPerIp, ip]);
  if (await isEmailTaken(deps.db, form.email)) throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
  // The card goes to the gateway before the user exists, so a declined card creates nothing here.
  const card = await savedCardOf(deps, form);
  const shopId = await deps.showrooms.findActive(form.shop_id);
  const passwordHash = await hashPassword(form.password);
  const { app_name } = await deps.settings.read();
  const { first_name, last_name } = splitFullName(form.full_name);

  let created: { userId: number; link: string; token: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [user] = await tx
        .insert(users)
        .values({
          type: 'User',
          status: 'Active',
          first_name,
          last_name,
          email: form.email,
          password_hash: passwordHash,
          country_code: form.country_code,
          phone_number: form.phone_number,
          zip_code: form.zip_code,
          shop_id: shopId,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: users.id });
      const userId = user!.id;
      await tx.insert(shipping_addresses).values({
        user_id: userId,
        street: form.shipping_street,
        city: form.shipping_city,
        state: form.shipping_state,
        zip_code: form.shipping_zip_code,
        apartment: form.shipping_apartment ?? null,
        updated_at: now,
      });
      if (card)
        await tx.insert(payment_methods).values(paymentMethodRow(userId, deps.payments.name, card, form));
      await createNotification(tx, userId, welcomeNotification(app_name), deps.clock);
      const link = await issueVerificationLink(deps, userId, tx);
      const token = await deps.tokens.issue(userId, 'register', tx);
      return { userId, link, token };
    });
  } catch (error) {
    // Two registrations with one address raced past the check above; the unique index decided.
    if (isUniqueViolation(error)) throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
  await mailVerificationLink(deps, { id: created.userId, email: form.email, first_name }, created.link);
  return { user: await loadAuthUser(deps.db, created.userId), token: created.token };
}

/** The card frame's token (our client), else the spec's card fields (compatibility), else none. */
function savedCardOf(deps: AuthDeps, form: RegisterPayload): Promise<SavedCard | null> | null {
  if (form.card_token) return saveCardFromToken(deps.payments, form.card_token);
  return hasCardInput(form) ? saveCardFromForm(deps.payments, form) : null;
}

function paymentMethodRow(userId: number, gateway: string, card: SavedCard, form: RegisterPayload) {
  return {
    user_id: userId,
    gateway,
    gateway_token: card.token,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    name_on_card: form.name_on_Card ?? null,
    billing_street: form.pay_street ?? null,
    billing_state: form.pay_state ?? null,
    billing_city: form.pay_city ?? null,
    billing_zip_code: form.pay_zip_code ?? null,
  };
}
