import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';

export interface ProApprovedMailInput {
  to: string;
  firstName: string;
  appName: string;
  supportEmail: string;
  subject: string;
  /** The new showroom's 8-character Showroom ID. */
  showroomId: string;
  companyName: string;
  /** Where the pro signs in to run their showroom (the console). */
  consoleLink: string;
}

/** Issue #23: the pro is approved; their Showroom ID (to give to clients) and the way to their console. */
export function proApprovedMail(input: ProApprovedMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [
      `${input.companyName} is approved and its showroom on ${input.appName} is open.`,
      `Your Showroom ID is ${input.showroomId}. Clients enter it to find your showroom; it is also in your console.`,
      'Sign in to your console to set your markup, register the sites you embed your showroom on, and share your shop link.',
    ],
    action: { label: 'Open my console', url: input.consoleLink },
    closing: 'Welcome aboard!',
  });
  return { to: input.to, subject: input.subject, text, html, links: [input.consoleLink] };
}
