import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';
import { formatCents } from './order-mails.ts';

export interface PlanReceiptMailInput {
  to: string;
  firstName: string;
  appName: string;
  supportEmail: string;
  subject: string;
  planName: string;
  amountCents: number;
  reason: 'purchase' | 'renewal';
  chargedAt: string;
  card: { brand: string; last4: string };
  reference: string;
  /** The console's plans and billing screen, where every receipt is listed. */
  billingLink: string;
  renewalNote: string;
}

/** Issue #23: the receipt of a plan's charge (a purchase or a renewal), mailed as the charge is recorded. */
export function planReceiptMail(input: PlanReceiptMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [
      `${input.reason === 'renewal' ? 'Your plan renewed' : 'Thank you for your purchase'}: ${input.planName}, one month, ${formatCents(input.amountCents)}.`,
      `Charged on ${input.chargedAt} to your ${input.card.brand} card ending in ${input.card.last4}. Reference: ${input.reference}.`,
      input.renewalNote,
    ],
    action: { label: 'See your plans and receipts', url: input.billingLink },
    closing: 'Thank you!',
  });
  return { to: input.to, subject: input.subject, text, html, links: [input.billingLink] };
}
