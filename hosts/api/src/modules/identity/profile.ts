import type { PaymentDetails, Profile } from '@showroom/contract/account';
import { dollars, shippingChargeCents } from '@showroom/contract/money';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { payment_methods } from '../payments/payment-methods-schema.ts';
import { shipping_addresses } from './shipping-addresses-schema.ts';
import { users } from './users-schema.ts';

/** The profile's shipping charge in dollars, by the contract's one shipping rule. */
const shippingChargeFor = (address: { state: string; zip_code: string } | null): number =>
  dollars(shippingChargeCents(address));

/** How a saved card is shown: never more than the last four digits. */
export function maskedCardNumber(last4: string): string {
  return `•••• ${last4}`;
}

export async function loadProfile(db: Database, userId: number): Promise<Profile> {
  const [user] = await db
    .select({
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      country_code: users.country_code,
      phone_number: users.phone_number,
      zip_code: users.zip_code,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} vanished`);
  const [address] = await db
    .select({
      street: shipping_addresses.street,
      state: shipping_addresses.state,
      city: shipping_addresses.city,
      zip_code: shipping_addresses.zip_code,
      apartment: shipping_addresses.apartment,
    })
    .from(shipping_addresses)
    .where(eq(shipping_addresses.user_id, userId));
  const [card] = await db
    .select()
    .from(payment_methods)
    .where(eq(payment_methods.user_id, userId))
    .orderBy(desc(payment_methods.created_at), desc(payment_methods.id))
    .limit(1);
  return {
    ...user,
    shipping_address: address ?? null,
    shipping_charge: shippingChargeFor(address ?? null),
    payment_details: card ? toPaymentDetails(card) : null,
  };
}

function toPaymentDetails(card: typeof payment_methods.$inferSelect): PaymentDetails {
  return {
    brand: card.brand,
    last4: card.last4,
    card_number: maskedCardNumber(card.last4),
    name_on_Card: card.name_on_card,
    exp_date: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`,
    street: card.billing_street,
    state: card.billing_state,
    city: card.billing_city,
    zip_code: card.billing_zip_code,
  };
}

export interface ShippingAddressInput {
  street: string;
  state: string;
  city: string;
  zip_code: string;
  apartment?: string | undefined;
}

/** Creates or replaces the user's shipping address; returns the shipping charge for it. */
export async function saveShippingAddress(
  db: Database,
  userId: number,
  input: ShippingAddressInput,
  clock: Clock,
): Promise<number> {
  const address = {
    street: input.street,
    state: input.state,
    city: input.city,
    zip_code: input.zip_code,
    apartment: input.apartment ?? null,
    updated_at: clock.now(),
  };
  await db
    .insert(shipping_addresses)
    .values({ user_id: userId, ...address })
    .onConflictDoUpdate({ target: shipping_addresses.user_id, set: address });
  return shippingChargeFor(address);
}
