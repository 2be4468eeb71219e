/**
 * The demo homeowner's account as the API answers for it, for this remote's tests and stories.
 * Typed by the contract, so a schema change breaks every stub at compile time.
 */
import type { Notification, Profile } from '@showroom/contract/account';

export const DEMO_ACCOUNT_PROFILE: Profile = {
  first_name: 'Hannah',
  last_name: 'Homeowner',
  email: 'homeowner@showroom.test',
  country_code: '+1',
  phone_number: '4155550123',
  zip_code: '94107',
  shipping_address: {
    street: '500 Brannan St',
    city: 'San Francisco',
    state: 'CA',
    zip_code: '94107',
    apartment: 'Unit 4B',
  },
  shipping_charge: 0,
  payment_details: {
    brand: 'visa',
    last4: '4242',
    card_number: '**** **** **** 4242',
    name_on_Card: 'Hannah Homeowner',
    exp_date: '12/28',
    street: '500 Brannan St',
    state: 'CA',
    city: 'San Francisco',
    zip_code: '94107',
  },
};

const SUBJECTS = [
  ['Order shipped', 'Your order of porcelain floor tile is on its way.', '/your_orders'],
  ['Price confirmed', 'Your pro confirmed the price of the vanity you chose.', '/your_orders'],
  ['New message', 'Your designer replied in the project chat.', '/projects'],
  ['Welcome', 'Thanks for joining. Enter your Showroom ID to start shopping.', null],
] as const;

/** `count` notifications, newest first; the first `unread` of them unread. */
export function demoNotifications(count: number, unread = 3): Notification[] {
  return Array.from({ length: count }, (_, index) => {
    const [title, message, link] = SUBJECTS[index % SUBJECTS.length] ?? SUBJECTS[0];
    const created = new Date(Date.UTC(2026, 0, 31, 18) - index * 36 * 3600 * 1000).toISOString();
    return {
      id: count - index,
      title,
      message,
      link,
      read_at: index < unread ? null : created,
      created_at: created,
    };
  });
}
