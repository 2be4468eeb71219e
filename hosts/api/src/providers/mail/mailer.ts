import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailTransport } from './mail-message.ts';

/**
 * Sends mail in the background: a request never waits for (or fails because of) an SMTP server, and
 * "we sent you a link" answers take the same time whether or not a message was sent. Failures are
 * logged without the message body (it holds tokens). `settled()` lets tests and shutdown wait.
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    readonly transport: MailTransport,
    private readonly from: string,
    private log?: FastifyBaseLogger,
  ) {}

  /** The app's logger, once it exists (the mailer is made before the app). */
  useLogger(log: FastifyBaseLogger): void {
    this.log = log;
  }

  send(message: MailMessage): void {
    this.sendLater(async () => message);
  }

  /**
   * Composes and sends in the background; `compose` may look things up and answer null to send nothing.
   * Callers whose answer must not reveal whether anything was sent (password reset) put all their
   * account-dependent work in here.
   */
  sendLater(compose: () => Promise<MailMessage | null>): void {
    const delivery = compose()
      .then((message) => (message ? this.transport.deliver({ ...message, from: this.from }) : undefined))
      .catch((error: unknown) => {
        this.log?.error({ err: error }, 'mail delivery failed');
      })
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
