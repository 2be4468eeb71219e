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
  /** An item cancelled by a vendor-side user or an admin: what goes back to the card. */
  refund?: {
    /** Formatted (en-US USD). */
    amount: string;
    /** False when the gateway did not complete it yet (it is retried). */
    completed: boolean;
    businessDays: string;
    /** It was the last item not cancelled: the whole order is cancelled. */
    orderCancelled: boolean;
  };
  /** The vendor declined the item (decision 0096): said in plain words rather than as a status. */
  declined?: boolean;
}

function refundParagraphs(refund: NonNullable<OrderStatusMailInput['refund']>): string[] {
  return [
    ...(refund.orderCancelled ? ['No item of the order is left, so the order is cancelled.'] : []),
    refund.completed
      ? `We refunded ${refund.amount} to your card. Refunds take ${refund.businessDays} business days to appear on your statement.`
      : `Your refund of ${refund.amount} could not be completed right away; our team will complete it. Refunds take ${refund.businessDays} business days to appear on your statement.`,
  ];
}

/** To the homeowner when an item of their order changes status (issue #12). */
export function orderStatusMail(input: OrderStatusMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [
      `An item of your order ${input.orderNumber} has a new status.`,
      input.declined
        ? `${input.vendor} cannot supply ${input.productName}, so it is taken off your order.`
        : `${input.productName} from ${input.vendor}: ${input.statusLabel}.`,
      ...(input.refund ? refundParagraphs(input.refund) : []),
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
