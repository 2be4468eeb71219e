import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';

export interface VerificationMailInput {
  to: string;
  firstName: string;
  appName: string;
  supportEmail: string;
  link: string;
  validHours: number;
}

export function verificationMail(input: VerificationMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [
      `Welcome to ${input.appName}! Please confirm that this is your email address, so we can keep you posted about your projects and orders.`,
    ],
    action: { label: 'Verify my email', url: input.link },
    closing: `The link works once and for ${input.validHours} hours. If you did not sign up, you can ignore this email.`,
  });
  return { to: input.to, subject: `Verify your email for ${input.appName}`, text, html, links: [input.link] };
}
