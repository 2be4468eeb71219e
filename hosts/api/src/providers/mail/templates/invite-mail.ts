import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';

export interface InviteMailInput {
  to: string;
  kind: 'vendor' | 'client';
  appName: string;
  supportEmail: string;
  subject: string;
  companyName: string;
  /** The single-use invitation link (`/showroom/invite/{token}`). */
  link: string;
  expiresInDays: number;
}

/** Issue #23: a pro invites a vendor (to sell through their showroom) or a client (to shop in it). */
export function inviteMail(input: InviteMailInput): MailMessage {
  const what =
    input.kind === 'vendor'
      ? `${input.companyName} invites you to sell your products through their showroom on ${input.appName}. Open the link to create your vendor account; we approve new vendors before they can sell.`
      : `${input.companyName} invites you to their showroom on ${input.appName}: shop their products, visualize them in your room and order at their prices.`;
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: '',
    paragraphs: [what, `The link works once and for ${input.expiresInDays} days.`],
    action: { label: 'Accept the invitation', url: input.link },
    closing: 'See you soon!',
  });
  return { to: input.to, subject: input.subject, text, html, links: [input.link] };
}
