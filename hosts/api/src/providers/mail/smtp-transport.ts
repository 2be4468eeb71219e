import { createTransport } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './mail-message.ts';

/** Real delivery through the SMTP server of `SMTP_URL` (e.g. smtps://user:pass@smtp.example:465). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async deliver({ from, to, subject, text, html }: OutgoingMail) {
      await transporter.sendMail({ from, to, subject, text, html });
    },
  };
}
