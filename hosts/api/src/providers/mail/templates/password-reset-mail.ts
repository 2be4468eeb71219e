import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';

export interface PasswordResetMailInput {
  to: string;
  firstName: string;
  appName: string;
  supportEmail: string;
  link: string;
  validMinutes: number;
}

export function passwordResetMail(input: PasswordResetMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [`Someone (hopefully you) asked to reset the password of your ${input.appName} account.`],
    action: { label: 'Choose a new password', url: input.link },
    closing: `The link works once and for ${input.validMinutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  });
  return { to: input.to, subject: `Reset your ${input.appName} password`, text, html, links: [input.link] };
}
