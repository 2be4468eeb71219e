import { shipping_addresses } from '../../modules/identity/shipping-addresses-schema.ts';
import { notifications } from '../../modules/notifications/notifications-schema.ts';
import { payment_methods } from '../../modules/payments/payment-methods-schema.ts';
import { sandbox_card_tokens } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import type { Database } from '../client.ts';

/** Notifications of the demo homeowner: 23, so the /notification page has three pages of 10. */
export const DEMO_NOTIFICATION_COUNT = 23;
/** The newest ones are unread (the header badge); the rest were read. */
export const DEMO_UNREAD_NOTIFICATIONS = 7;

/** Fixed times, so two seeds write identical rows. */
const NEWEST = Date.UTC(2026, 0, 20, 17, 30);
const HOUR = 3_600_000;

const ADDRESS = {
  street: '1200 Willow Creek Lane',
  city: 'Sacramento',
  state: 'CA',
  zip_code: '95814',
  apartment: 'Unit 4B',
};

const TOPICS = [
  {
    title: 'Order accepted',
    message: 'Your order for Carrara marble tiles was accepted by the vendor.',
    link: '/your_orders',
  },
  {
    title: 'Order shipped',
    message: 'Your bathroom vanity is on its way (1-3 weeks).',
    link: '/your_orders',
  },
  {
    title: 'Price confirmed',
    message: 'Evergreen Home Remodeling confirmed the price of your kitchen faucet.',
    link: '/your_orders',
  },
  { title: 'New message', message: 'Your project assistant replied in the project chat.', link: '/projects' },
  {
    title: 'Checklist updated',
    message: 'Two items were added to your kitchen checklist.',
    link: '/visualize/checklist',
  },
  { title: 'Delivered', message: 'Your order of hardwood flooring was delivered.', link: '/your_orders' },
  {
    title: 'Design ready',
    message: 'A designer shared a new living room layout with you.',
    link: '/projects',
  },
];

/** The demo homeowner's saved card as the sandbox gateway knows it (its books), so checkout can charge it. */
const DEMO_CARD_TOKEN = 'sandbox_card_demoHomeownerVisa0001';

/** The demo homeowner's shipping address, a saved sandbox card (visa •••• 4242) and notifications. */
export async function seedHomeownerAccount(db: Database, userId: number): Promise<void> {
  await db.insert(shipping_addresses).values({ user_id: userId, ...ADDRESS, updated_at: new Date(NEWEST) });
  await db.insert(sandbox_card_tokens).values({
    token: DEMO_CARD_TOKEN,
    brand: 'visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2030,
    outcome: 'ok',
    reusable: true,
    created_at: new Date(NEWEST),
  });
  await db.insert(payment_methods).values({
    user_id: userId,
    gateway: 'sandbox',
    gateway_token: DEMO_CARD_TOKEN,
    brand: 'visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2030,
    name_on_card: 'Olivia Bennett',
    billing_street: ADDRESS.street,
    billing_city: ADDRESS.city,
    billing_state: ADDRESS.state,
    billing_zip_code: ADDRESS.zip_code,
    created_at: new Date(NEWEST),
  });
  await db.insert(notifications).values(
    Array.from({ length: DEMO_NOTIFICATION_COUNT }, (_, index) => {
      const created = new Date(NEWEST - index * 9 * HOUR);
      const topic = TOPICS[index % TOPICS.length]!;
      return {
        user_id: userId,
        ...topic,
        read_at: index < DEMO_UNREAD_NOTIFICATIONS ? null : new Date(created.getTime() + HOUR),
        created_at: created,
      };
    }),
  );
}
