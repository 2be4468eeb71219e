import { AI_DESIGN_MESSAGES } from '@showroom/contract/design-ai';
import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';

export interface AiVerificationMailInput {
  to: string;
  name: string;
  appName: string;
  supportEmail: string;
  link: string;
}

/** AI design's verification mail: its link opens the design-ai welcome page, which verifies. */
export function aiVerificationMail(input: AiVerificationMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.name,
    paragraphs: [AI_DESIGN_MESSAGES.welcomeText],
    action: { label: 'Verify my email', url: input.link },
    closing: 'The link works once and for 48 hours. If you did not sign up, you can ignore this email.',
  });
  return { to: input.to, subject: AI_DESIGN_MESSAGES.verifyMailSubject, text, html, links: [input.link] };
}
