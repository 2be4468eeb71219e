/** One e-mail as the app composes it. `links` repeats the actionable URLs so tests and the dev console can find them. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** A message ready to hand to a transport. */
export interface OutgoingMail extends MailMessage {
  from: string;
}

/** Where mail goes: SMTP, JSON files in the data folder, or an in-memory outbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file' | 'memory';
  deliver(mail: OutgoingMail): Promise<void>;
}
