import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';
import { formatCents } from './order-mails.ts';

export interface DesignerHiredMailInput {
  to: string;
  firstName: string;
  appName: string;
  supportEmail: string;
  subject: string;
  /** The notification's sentence: who hired the designer, for which project. */
  summary: string;
  /** What the designer earns of the fee, and when it is paid out. */
  earningCents: number;
  payoutNote: string;
  /** The console's projects screen. */
  projectsLink: string;
}

/** Decision 0108: a homeowner hired the designer; the project is in their console now. */
export function designerHiredMail(input: DesignerHiredMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [
      input.summary,
      `Your share of the fee, ${formatCents(input.earningCents)}, joins your payout balance. ${input.payoutNote}`,
    ],
    action: { label: 'Open the project', url: input.projectsLink },
    closing: 'Happy designing!',
  });
  return { to: input.to, subject: input.subject, text, html, links: [input.projectsLink] };
}
