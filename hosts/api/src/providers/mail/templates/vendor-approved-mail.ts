import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';

export interface VendorApprovedMailInput {
  to: string;
  firstName: string;
  appName: string;
  supportEmail: string;
  subject: string;
  companyName: string;
  /** Where the vendor signs in to their portal. */
  portalLink: string;
}

/** Issue #24: a vendor invited by a pro is approved; the way to their portal and what to do there first. */
export function vendorApprovedMail(input: VendorApprovedMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [
      `${input.companyName} is approved to sell on ${input.appName}.`,
      'Sign in to your vendor portal with your e-mail address and the password you chose, finish your account (contact and warehouse), then add your products or import them from a spreadsheet.',
    ],
    action: { label: 'Open my vendor portal', url: input.portalLink },
    closing: 'Welcome aboard!',
  });
  return { to: input.to, subject: input.subject, text, html, links: [input.portalLink] };
}
