import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';

export interface OrderStatusMailInput {
  to: string;
  firstName: string;
  appName: string;
  supportEmail: string;
  orderNumber: string;
  productName: string;
  vendor: string;
  /** The status's display name (spec §4). */
  statusLabel: string;
  /** The order on /your_orders. */
  link: string;
}

/** To the homeowner when an item of their order changes status (issue #12). */
export function orderStatusMail(input: OrderStatusMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [
      `An item of your order ${input.orderNumber} has a new status.`,
      `${input.productName} from ${input.vendor}: ${input.statusLabel}.`,
    ],
    action: { label: 'See your order', url: input.link },
    closing: 'Thank you for shopping with us.',
  });
  return {
    to: input.to,
    subject: `Your order ${input.orderNumber}: ${input.statusLabel}`,
    text,
    html,
    links: [input.link],
  };
}
