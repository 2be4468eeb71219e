import { CURRENCY } from '@showroom/contract';
import { POLICY } from '@showroom/contract/constants';
import { dollars } from '@showroom/contract/money';
import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';

const usd = new Intl.NumberFormat(CURRENCY.locale, { style: 'currency', currency: CURRENCY.code });
/** Cents as en-US dollars, e.g. 123456 → $1,234.56. */
export const formatCents = (cents: number): string => usd.format(dollars(cents));

export interface MailItem {
  name: string;
  qty: number;
  unit: string;
  /** What the line costs the reader's side: the homeowner's price, or the vendor's wholesale. */
  amountCents: number;
}

export interface MailVendorItems {
  vendor: string;
  items: MailItem[];
}

interface OrderMailBase {
  to: string;
  firstName: string;
  appName: string;
  supportEmail: string;
  orderNumber: string;
}

export interface OrderConfirmationMailInput extends OrderMailBase {
  /** The order's page (absolute URL). */
  link: string;
  vendors: MailVendorItems[];
  money: {
    subtotalCents: number;
    discountCents: number;
    shippingCents: number;
    taxCents: number;
    totalCents: number;
  };
  /** Only what identifies the card to its owner: never more than the last four digits. */
  card: { brand: string; last4: string };
}

const itemLine = (item: MailItem) =>
  `${item.qty} × ${item.name} (${item.unit}): ${formatCents(item.amountCents)}`;

const vendorParagraphs = (vendors: readonly MailVendorItems[]) =>
  vendors.map(({ vendor, items }) =>
    [`From ${vendor}:`, ...items.map((item) => `• ${itemLine(item)}`)].join('\n'),
  );

/** What happens next, in spec §9's numbers (the same texts as the thank-you page). */
export const WHAT_HAPPENS_NEXT = [
  `Each vendor accepts your items within ${POLICY.orderProcessingHours} hours; delivery usually takes ${POLICY.deliveryWeeks} weeks.`,
  `You can cancel the order or change its shipping address within ${POLICY.cancelOrAddressChangeMinutes} minutes of placing it.`,
];

/** The homeowner's confirmation: items per vendor, the totals, the card used and what happens next. */
export function orderConfirmationMail(input: OrderConfirmationMailInput): MailMessage {
  const { money } = input;
  const totals = [
    `Subtotal: ${formatCents(money.subtotalCents)}`,
    ...(money.discountCents > 0 ? [`Coupon: -${formatCents(money.discountCents)}`] : []),
    `Shipping: ${formatCents(money.shippingCents)}`,
    `Tax: ${formatCents(money.taxCents)}`,
    `Total: ${formatCents(money.totalCents)}`,
  ].join('\n');
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [
      `Thank you for your order ${input.orderNumber}.`,
      ...vendorParagraphs(input.vendors),
      totals,
      `Paid with ${input.card.brand.charAt(0).toUpperCase()}${input.card.brand.slice(1)} ending in ${input.card.last4}.`,
      ...WHAT_HAPPENS_NEXT,
    ],
    action: { label: 'See your order', url: input.link },
    closing: 'We will write again as your items move along.',
  });
  return {
    to: input.to,
    subject: `Your ${input.appName} order ${input.orderNumber}`,
    text,
    html,
    links: [input.link],
  };
}

export interface NewOrderMailInput extends OrderMailBase {
  /** The reader's part of the order: a vendor sees only their items, the pro every vendor's. */
  vendors: MailVendorItems[];
  role: 'vendor' | 'pro';
}

/** A vendor's or the pro's notice of a new order (no link yet: their order screens come later). */
export function newOrderMail(input: NewOrderMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [
      input.role === 'vendor'
        ? `You have a new order, ${input.orderNumber}. Please approve or decline your items within ${POLICY.orderProcessingHours} hours.`
        : `A client placed order ${input.orderNumber} in your showroom.`,
      ...vendorParagraphs(input.vendors),
    ],
    closing: 'Thank you for selling with us.',
  });
  return { to: input.to, subject: `New order ${input.orderNumber}`, text, html, links: [] };
}
