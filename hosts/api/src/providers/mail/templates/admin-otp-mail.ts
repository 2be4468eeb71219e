import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';

export interface AdminOtpMailInput {
  to: string;
  firstName: string;
  appName: string;
  supportEmail: string;
  code: string;
  validMinutes: number;
}

export function adminOtpMail(input: AdminOtpMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [`Here is the code to finish signing in to the ${input.appName} admin area.`],
    code: input.code,
    closing: `It is valid for ${input.validMinutes} minutes. If you did not just sign in, change your password now.`,
  });
  return { to: input.to, subject: `Your ${input.appName} sign-in code`, text, html, links: [] };
}
