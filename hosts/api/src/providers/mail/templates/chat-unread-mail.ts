import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';

export interface ChatUnreadMailInput {
  to: string;
  firstName: string;
  appName: string;
  supportEmail: string;
  projectName: string;
  /** How many messages others wrote that the recipient has not read. */
  unread: number;
  /** The project's chat: the homeowner's project page, or the project in the pros' console. */
  link: string;
}

/**
 * Decision 0107: a participant away from the site for five minutes with unread messages in a project's
 * chat. The messages themselves stay out of the mail: they are read where only participants can see them.
 */
export function chatUnreadMail(input: ChatUnreadMailInput): MailMessage {
  const messages = input.unread === 1 ? 'a new message' : `${input.unread} new messages`;
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [`You have ${messages} in the chat of the project "${input.projectName}".`],
    action: { label: 'Open the chat', url: input.link },
    closing: 'See you there!',
  });
  return {
    to: input.to,
    subject: `New messages in "${input.projectName}"`,
    text,
    html,
    links: [input.link],
  };
}
