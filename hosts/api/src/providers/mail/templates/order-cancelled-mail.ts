import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';

interface OrderCancelledMailBase {
  to: string;
  firstName: string;
  appName: string;
  supportEmail: string;
  orderNumber: string;
}

export interface HomeownerCancelledMailInput extends OrderCancelledMailBase {
  /** The order on /your_orders. */
  link: string;
  /** The refunded amount, formatted (en-US USD). */
  refunded: string;
  /** False when the gateway did not complete the refund yet (our team completes it). */
  refundCompleted: boolean;
  refundBusinessDays: string;
}

/** To the homeowner who cancelled an order within the window (issue #12). */
export function homeownerOrderCancelledMail(input: HomeownerCancelledMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [
      `Your order ${input.orderNumber} has been cancelled.`,
      input.refundCompleted
        ? `We refunded ${input.refunded} to your card. Refunds take ${input.refundBusinessDays} business days to appear on your statement.`
        : `Your refund of ${input.refunded} could not be completed right away; our team will complete it. Refunds take ${input.refundBusinessDays} business days to appear on your statement.`,
    ],
    action: { label: 'See your orders', url: input.link },
    closing: 'We hope to see you again soon.',
  });
  return { to: input.to, subject: `Order ${input.orderNumber} cancelled`, text, html, links: [input.link] };
}

export interface VendorCancelledMailInput extends OrderCancelledMailBase {
  /** The vendor's own items of the order, e.g. `3 × Subway tile`. */
  items: string[];
}

/**
 * To each vendor with items in an order the homeowner cancelled: do not prepare or ship them. No
 * link: vendors' order screens come in a later issue.
 */
export function vendorOrderCancelledMail(input: VendorCancelledMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [
      `The homeowner cancelled order ${input.orderNumber}. Please do not prepare or ship these items:`,
      ...input.items,
    ],
    closing: 'The payment has been refunded; nothing is owed for these items.',
  });
  return { to: input.to, subject: `Order ${input.orderNumber} cancelled`, text, html, links: [] };
}
