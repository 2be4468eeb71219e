import type { AuthSession, RegisterPayload } from '@showroom/contract/account';
import type { SavedCard } from '../../providers/payment-gateways/payment-gateway.ts';
import { claimInvitation, findOpenInvitation } from '../invites/index.ts';
import { createNotification, welcomeNotification } from '../notifications/index.ts';
import { hasCardInput, saveCardFromForm, saveCardFromToken } from '../payments/index.ts';
import { payment_methods } from '../payments/payment-methods-schema.ts';
import { checkNewAccountAddress, createAccount } from './account-creation.ts';
import type { AuthDeps } from './auth-deps.ts';
import { loadAuthUser } from './auth-user.ts';
import { shipping_addresses } from './shipping-addresses-schema.ts';

/**
 * Homeowner registration (spec §2, §4): always type User, Active, e-mail unverified. Creates the user,
 * shipping address, optional saved card (only the gateway's token and display data), a welcome
 * notification and a token in one transaction, then mails the verification link.
 */
export async function registerHomeowner(
  deps: AuthDeps,
  form: RegisterPayload,
  ip: string,
): Promise<AuthSession> {
  await checkNewAccountAddress(deps, form.email, ip);
  // A client's invitation (issue #23) chooses its pro's showroom, and is marked joined with the account.
  // Checked before the card: a dead link must not leave a card saved at the gateway.
  const invitation = form.invite
    ? await findOpenInvitation(deps.db, form.invite, deps.clock.now(), 'client')
    : null;
  // The card goes to the gateway before the user exists, so a declined card creates nothing here.
  const card = await savedCardOf(deps, form);
  const shopId = invitation?.showroomId ?? (await deps.showrooms.findActive(form.shop_id));
  const { app_name } = await deps.settings.read();
  const { userId, added: token } = await createAccount(
    deps,
    { ...form, type: 'User', status: 'Active', shop_id: shopId },
    async (tx, userId, now) => {
      if (form.invite) await claimInvitation(tx, form.invite, 'client', userId, now);
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
      return deps.tokens.issue(userId, 'register', tx);
    },
  );
  return { user: await loadAuthUser(deps.db, userId), token };
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
