import type { MailMessage } from '../mail-message.ts';
import { renderMail } from './layout.ts';

export interface ItemDeclinedProMailInput {
  to: string;
  firstName: string;
  appName: string;
  supportEmail: string;
  /** The contract's words (ORDER_MESSAGES.proDeclined…), filled in. */
  subject: string;
  text: string;
  /** The pro's Orders list in their console. */
  link: string;
}

/** To the pro whose showroom sold an item its vendor declined (decision 0096). */
export function itemDeclinedProMail(input: ItemDeclinedProMailInput): MailMessage {
  const { text, html } = renderMail({
    appName: input.appName,
    supportEmail: input.supportEmail,
    firstName: input.firstName,
    paragraphs: [input.text],
    action: { label: 'See your orders', url: input.link },
    closing: 'Thank you for selling with us.',
  });
  return { to: input.to, subject: input.subject, text, html, links: [input.link] };
}
